// The help centre's catalogs: English in its chunk, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/help.json?lingui';

defineCatalog('help', messages, {
  te: () => import('@/locales/te/help.json?lingui'),
  hi: () => import('@/locales/hi/help.json?lingui'),
});
