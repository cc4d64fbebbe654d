// The catalog of shared pieces used only on signed-in and owner pages (pager, character count,
// sign-in guard): with those pages, not in the guest pages' first load.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/widgets.json?lingui';

defineCatalog('widgets', messages, {
  te: () => import('@/locales/te/widgets.json?lingui'),
  hi: () => import('@/locales/hi/widgets.json?lingui'),
});
