// The cookie-consent words (the banner's chunk and the settings page), their own small area.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/consent.json?lingui';

defineCatalog('consent', messages, {
  te: () => import('@/locales/te/consent.json?lingui'),
  hi: () => import('@/locales/hi/consent.json?lingui'),
});
