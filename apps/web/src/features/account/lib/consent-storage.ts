// The banner's and the settings page's words for each cookie-consent choice; the stored choice
// itself is src/lib/consent.ts (shared with the analytics helper, which waits for it).
import type { ConsentChoice } from '@/lib/consent';
import { messageId } from '@/i18n/catalogs';

/** Message ids, shown with `_(…)`. */
export const CONSENT_LABELS: Record<ConsentChoice, string> = {
  essential: messageId('consent.essential'),
  all: messageId('consent.all'),
};
