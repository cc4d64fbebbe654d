// The catalog of the search and locality pages (results, filters, sorting, pages).
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/search.json?lingui';

defineCatalog('search', messages, {
  te: () => import('@/locales/te/search.json?lingui'),
  hi: () => import('@/locales/hi/search.json?lingui'),
});
