// The alerts area's catalogs: English in the chunks that show them, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/alerts.json?lingui';

defineCatalog('alerts', messages, {
  te: () => import('@/locales/te/alerts.json?lingui'),
  hi: () => import('@/locales/hi/alerts.json?lingui'),
});
