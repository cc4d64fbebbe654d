// The booking pages' catalogs (/book, confirmation, Your Bookings): English in their chunks,
// Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/booking.json?lingui';

defineCatalog('booking', messages, {
  te: () => import('@/locales/te/booking.json?lingui'),
  hi: () => import('@/locales/hi/booking.json?lingui'),
});
