// The badge is shared UI now (the messaging lists use it too); the header keeps importing it here.
export { UNREAD_BADGE_CAP, UNREAD_UNKNOWN_TEXT, UnreadBadge, unreadLabel } from '@/components/UnreadBadge';
