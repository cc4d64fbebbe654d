// "Contact owner" on the property page: a small area of its own so the property chunk does not carry the inbox's texts.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/contact-owner.json?lingui';

defineCatalog('contact-owner', messages, {
  te: () => import('@/locales/te/contact-owner.json?lingui'),
  hi: () => import('@/locales/hi/contact-owner.json?lingui'),
});
