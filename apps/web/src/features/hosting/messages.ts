// The "List your farmhouse" page's catalogs: English in the page's chunk, Telugu and Hindi fetched
// when active. Its own area: this guest-reachable page never loads the owner catalogs.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/hosting.json?lingui';

defineCatalog('hosting', messages, {
  te: () => import('@/locales/te/hosting.json?lingui'),
  hi: () => import('@/locales/hi/hosting.json?lingui'),
});
