// The messages pages' catalogs (inbox, thread, block dialog): English in their chunk, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/messaging.json?lingui';

defineCatalog('messaging', messages, {
  te: () => import('@/locales/te/messaging.json?lingui'),
  hi: () => import('@/locales/hi/messaging.json?lingui'),
});
