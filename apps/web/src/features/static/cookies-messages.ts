// The cookie policy's catalogs: English in its chunk, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/cookies.json?lingui';

defineCatalog('cookies', messages, {
  te: () => import('@/locales/te/cookies.json?lingui'),
  hi: () => import('@/locales/hi/cookies.json?lingui'),
});
