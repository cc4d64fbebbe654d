// The catalog of the sections below the fold (./below-fold.tsx and the chunks it loads): loaded
// with them, not in the page's first load.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/propertyMore.json?lingui';

defineCatalog('propertyMore', messages, {
  te: () => import('@/locales/te/propertyMore.json?lingui'),
  hi: () => import('@/locales/hi/propertyMore.json?lingui'),
});
