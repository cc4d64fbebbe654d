// The shared components' catalog (error fallbacks, chat link, unread badge, toasts, photos): the
// entry chunk's, as the header and the page frame use them.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/common.json?lingui';

defineCatalog('common', messages, {
  te: () => import('@/locales/te/common.json?lingui'),
  hi: () => import('@/locales/hi/common.json?lingui'),
});
