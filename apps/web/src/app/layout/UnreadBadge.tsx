// The badge is shared UI now (the messaging lists use it too); the header keeps importing it here.
export { UNREAD_BADGE_CAP, UnreadBadge, unreadLabel } from '@/components/UnreadBadge';
