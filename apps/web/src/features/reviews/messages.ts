// The review dialog's catalogs: English in the dialog's chunk, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/reviews.json?lingui';

defineCatalog('reviews', messages, {
  te: () => import('@/locales/te/reviews.json?lingui'),
  hi: () => import('@/locales/hi/reviews.json?lingui'),
});
