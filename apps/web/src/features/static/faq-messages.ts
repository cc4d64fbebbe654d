// The FAQ page's catalogs: English in its chunk, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/faq.json?lingui';

defineCatalog('faq', messages, {
  te: () => import('@/locales/te/faq.json?lingui'),
  hi: () => import('@/locales/hi/faq.json?lingui'),
});
