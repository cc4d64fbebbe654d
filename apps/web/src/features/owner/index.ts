// The owner feature's public entry: the guest's bookings shown in the owner's chat with them.
export { GuestBookings } from './components/GuestBookings';
