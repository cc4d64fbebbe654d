// The heart's four words, their own tiny area: the heart is in the property and search pages' first load.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/fav.json?lingui';

defineCatalog('fav', messages, {
  te: () => import('@/locales/te/fav.json?lingui'),
  hi: () => import('@/locales/hi/fav.json?lingui'),
});
