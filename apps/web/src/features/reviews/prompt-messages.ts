// The review prompt and button's few words (property and bookings pages), apart from the dialog's.
import { defineCatalog } from '@/i18n';
import { messages } from '@/locales/en/reviewPrompt.json?lingui';

defineCatalog('reviewPrompt', messages, {
  te: () => import('@/locales/te/reviewPrompt.json?lingui'),
  hi: () => import('@/locales/hi/reviewPrompt.json?lingui'),
});
