// The privacy policy's catalogs: English in its chunk, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/privacy.json?lingui';

defineCatalog('privacy', messages, {
  te: () => import('@/locales/te/privacy.json?lingui'),
  hi: () => import('@/locales/hi/privacy.json?lingui'),
});
