// /owner/dashboard (owners only): incoming bookings and the calendar.
export { default } from '@/features/owner/DashboardPage';
