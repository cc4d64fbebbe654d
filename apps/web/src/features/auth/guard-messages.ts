// The route guard's few texts, their own small area: RequireRole is in the first load.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/guard.json?lingui';

defineCatalog('guard', messages, {
  te: () => import('@/locales/te/guard.json?lingui'),
  hi: () => import('@/locales/hi/guard.json?lingui'),
});
