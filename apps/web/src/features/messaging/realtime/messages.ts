// The realtime link's toasts and the PRODUCT.md §4 connection error: English with the link's code, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/realtime.json?lingui';

defineCatalog('realtime', messages, {
  te: () => import('@/locales/te/realtime.json?lingui'),
  hi: () => import('@/locales/hi/realtime.json?lingui'),
});
