// The booking feature's public entry: how a booking's status and payment read, for the owner's
// list of incoming bookings.
export { StatusBadge } from './components/StatusBadge';
export { PAYMENT_METHOD_LABEL, paymentMethodLabel, paymentStatusLabel } from './lib/status';
