// The footer's catalogs (footer, newsletter box): English in the footer's chunk.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/footer.json?lingui';

defineCatalog('footer', messages, {
  te: () => import('@/locales/te/footer.json?lingui'),
  hi: () => import('@/locales/hi/footer.json?lingui'),
});
