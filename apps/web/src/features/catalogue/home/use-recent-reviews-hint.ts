// The home page's prefetch hint (GET /api/reviews, the newest reviews guests can read): after the
// page's load event, into the request cache (src/lib/request-cache.ts), which keeps it for its
// max-age and answers a second ask without the network. A failure is only a missed hint.
import { useEffect } from 'react';
import { afterPageLoad } from '@/lib/after-paint';
import { cachedGet } from '@/lib/request-cache';

export const RECENT_REVIEWS_HINT = '/api/reviews';

export function useRecentReviewsHint(): void {
  useEffect(
    () =>
      afterPageLoad(() => {
        cachedGet(RECENT_REVIEWS_HINT).catch(() => undefined);
      }),
    [],
  );
}
