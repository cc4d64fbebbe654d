// The sign-in flows' catalogs (modal, simple dialog, /login, /register, /verify-registration):
// English in the chunks that show them, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/auth.json?lingui';

defineCatalog('auth', messages, {
  te: () => import('@/locales/te/auth.json?lingui'),
  hi: () => import('@/locales/hi/auth.json?lingui'),
});
