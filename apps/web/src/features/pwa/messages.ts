// The pwa area's catalogs: English in the chunks that show them, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/pwa.json?lingui';

defineCatalog('pwa', messages, {
  te: () => import('@/locales/te/pwa.json?lingui'),
  hi: () => import('@/locales/hi/pwa.json?lingui'),
});
