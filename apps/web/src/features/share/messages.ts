// The share area's catalogs: English in the chunks that show them, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/share.json?lingui';

defineCatalog('share', messages, {
  te: () => import('@/locales/te/share.json?lingui'),
  hi: () => import('@/locales/hi/share.json?lingui'),
});
