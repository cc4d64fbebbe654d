// /bookings: the signed-in guest's bookings.
export { default } from '@/features/booking/BookingsPage';
