// The menus' catalogs (mobile menu sheet, account menu): English in their lazily loaded chunks.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/menu.json?lingui';

defineCatalog('menu', messages, {
  te: () => import('@/locales/te/menu.json?lingui'),
  hi: () => import('@/locales/hi/menu.json?lingui'),
});
