// The owner analytics page's catalogs: English in the page's chunk, Telugu and Hindi fetched when
// active. Imported for its effect by every analytics file that shows this area's text.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/owner-analytics.json?lingui';

defineCatalog('owner-analytics', messages, {
  te: () => import('@/locales/te/owner-analytics.json?lingui'),
  hi: () => import('@/locales/hi/owner-analytics.json?lingui'),
});
