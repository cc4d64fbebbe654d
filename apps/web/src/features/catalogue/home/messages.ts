// The home page's catalogs: English in the home chunk, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/home.json?lingui';

defineCatalog('home', messages, {
  te: () => import('@/locales/te/home.json?lingui'),
  hi: () => import('@/locales/hi/home.json?lingui'),
});
