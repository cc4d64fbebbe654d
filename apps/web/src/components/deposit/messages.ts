// The security deposit's catalog (Your Bookings, the booking confirmation and the owner's
// bookings): English in its chunk, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/deposit.json?lingui';

defineCatalog('deposit', messages, {
  te: () => import('@/locales/te/deposit.json?lingui'),
  hi: () => import('@/locales/hi/deposit.json?lingui'),
});
