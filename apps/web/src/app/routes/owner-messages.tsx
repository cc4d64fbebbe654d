// /owner/messages (owners only): the owner inbox and inquiries.
export { default } from '@/features/messaging/OwnerMessagesPage';
