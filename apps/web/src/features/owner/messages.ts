// The owner dashboard's catalogs (listings, bookings, reviews, calendar, dashboard errors): English
// in the owner chunks, Telugu and Hindi fetched when active. Imported for its effect by every
// owner file that shows this area's text (never by guest code).
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/owner.json?lingui';

defineCatalog('owner', messages, {
  te: () => import('@/locales/te/owner.json?lingui'),
  hi: () => import('@/locales/hi/owner.json?lingui'),
});
