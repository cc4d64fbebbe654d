// How a booking's status and payment read: their own small area, since the owner's incoming
// bookings show them too (through the booking entry) without the booking pages' catalog.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/bookingStatus.json?lingui';

defineCatalog('bookingStatus', messages, {
  te: () => import('@/locales/te/bookingStatus.json?lingui'),
  hi: () => import('@/locales/hi/bookingStatus.json?lingui'),
});
