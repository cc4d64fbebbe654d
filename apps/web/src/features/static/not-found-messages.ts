// The not-found page's catalogs: its own area, as the property and location pages load it too.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/not-found.json?lingui';

defineCatalog('not-found', messages, {
  te: () => import('@/locales/te/not-found.json?lingui'),
  hi: () => import('@/locales/hi/not-found.json?lingui'),
});
