// The catalog of the search bar and the farmhouse cards (home, search and locality pages): English
// in the chunk they share, Telugu and Hindi fetched when active.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/browse.json?lingui';

defineCatalog('browse', messages, {
  te: () => import('@/locales/te/browse.json?lingui'),
  hi: () => import('@/locales/hi/browse.json?lingui'),
});
