// The exit-intent prompt's catalogs: English in the prompt's chunk, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/leads.json?lingui';

defineCatalog('leads', messages, {
  te: () => import('@/locales/te/leads.json?lingui'),
  hi: () => import('@/locales/hi/leads.json?lingui'),
});
