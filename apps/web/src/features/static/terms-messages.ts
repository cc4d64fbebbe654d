// The terms of service's catalogs: English in its chunk, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/terms.json?lingui';

defineCatalog('terms', messages, {
  te: () => import('@/locales/te/terms.json?lingui'),
  hi: () => import('@/locales/hi/terms.json?lingui'),
});
