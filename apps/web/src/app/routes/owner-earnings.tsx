// /owner/earnings (owners only): available, upcoming, paid-out and owed money, a month's stays and
// payouts, and that month's statement.
export { default } from '@/features/owner/earnings/EarningsPage';
