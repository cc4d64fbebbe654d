// The layout's catalogs (header, page frame): English in the entry chunk, Telugu and Hindi
// fetched when active. Imported for its effect by every layout file that shows text.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/layout.json?lingui';

defineCatalog('layout', messages, {
  te: () => import('@/locales/te/layout.json?lingui'),
  hi: () => import('@/locales/hi/layout.json?lingui'),
});
