// The property page's first-load catalog (header, facts, price calculator, phone bar): English in
// the page's chunk, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/property.json?lingui';

defineCatalog('property', messages, {
  te: () => import('@/locales/te/property.json?lingui'),
  hi: () => import('@/locales/hi/property.json?lingui'),
});
