// The header's unread-count failure toast (PRODUCT.md §8): one message, in the entry chunk with the count's query.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/unread-count.json?lingui';

defineCatalog('unread-count', messages, {
  te: () => import('@/locales/te/unread-count.json?lingui'),
  hi: () => import('@/locales/hi/unread-count.json?lingui'),
});
