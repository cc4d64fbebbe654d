// The banner's and the settings page's words for each cookie-consent choice; the stored choice
// itself is src/lib/consent.ts (shared with the analytics helper, which waits for it).
import type { ConsentChoice } from '@/lib/consent';

export const CONSENT_LABELS: Record<ConsentChoice, string> = {
  essential: 'Essential Only',
  all: 'Accept All',
};
