// The safety page's catalogs: English in its chunk, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/safety.json?lingui';

defineCatalog('safety', messages, {
  te: () => import('@/locales/te/safety.json?lingui'),
  hi: () => import('@/locales/hi/safety.json?lingui'),
});
