// The information pages' shared frame (Last updated, On this page, the support box): English in each page's chunk, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/static-page.json?lingui';

defineCatalog('static-page', messages, {
  te: () => import('@/locales/te/static-page.json?lingui'),
  hi: () => import('@/locales/hi/static-page.json?lingui'),
});
