// /alerts/unsubscribe?token=…: the one-tap link of every alert message (no sign-in).
export { default } from '@/features/alerts/UnsubscribePage';
