// The suggestions popup's catalog, loaded with the popup (not in the search bar's first load).
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/suggest.json?lingui';

defineCatalog('suggest', messages, {
  te: () => import('@/locales/te/suggest.json?lingui'),
  hi: () => import('@/locales/hi/suggest.json?lingui'),
});
