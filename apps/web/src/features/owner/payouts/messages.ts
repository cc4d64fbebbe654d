// The payouts catalogs (Settings → Payouts and /owner/earnings): English in the owner chunks that
// show them, Telugu and Hindi fetched when active. Never imported by guest code.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/payouts.json?lingui';

defineCatalog('payouts', messages, {
  te: () => import('@/locales/te/payouts.json?lingui'),
  hi: () => import('@/locales/hi/payouts.json?lingui'),
});
