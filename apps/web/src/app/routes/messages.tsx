// /messages: the signed-in user's conversations.
export { default } from '@/features/messaging/MessagesPage';
