// The saved area's catalogs: English in the chunks that show them, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/saved.json?lingui';

defineCatalog('saved', messages, {
  te: () => import('@/locales/te/saved.json?lingui'),
  hi: () => import('@/locales/hi/saved.json?lingui'),
});
