// The profile and settings pages' catalogs: English in their chunks, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/acct.json?lingui';

defineCatalog('acct', messages, {
  te: () => import('@/locales/te/acct.json?lingui'),
  hi: () => import('@/locales/hi/acct.json?lingui'),
});
