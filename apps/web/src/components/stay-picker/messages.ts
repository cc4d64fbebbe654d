// The stay fields' and the quote's catalog (price calculator and booking form).
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/stay.json?lingui';

defineCatalog('stay', messages, {
  te: () => import('@/locales/te/stay.json?lingui'),
  hi: () => import('@/locales/hi/stay.json?lingui'),
});
