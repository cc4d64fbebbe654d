// One review dialog for the app, like the auth modal: pages open it through review-dialog-context
// and its code (form, rules, stars) loads only when a guest reaches for it. The loader sits in the
// app shell on purpose: a chunk imported from the shell shares the shell's modules, while one
// importing the toast module made the bundler split shared code out of the entry chunk, so the
// provider, already in the entry, says thank you.
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useToast } from '@/components/toast';
import type { Review } from '@/types/api';
import { ReviewDialogContext, type OpenReviewOptions } from './review-dialog-context';
import { i18n, withCatalogs } from '@/i18n/catalogs';

/** The English thank-you (tests read it); shown through the catalog as 'reviews.sent'. */
export const REVIEW_SENT = 'Thank you for your review';

// The dialog's chunk registers the reviews catalog (also used by the thank-you below, after it).
const loadDialog = withCatalogs(() => import('./components/WriteReviewDialog'));
const WriteReviewDialog = lazy(loadDialog);

export function ReviewDialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<{ key: number; options: OpenReviewOptions } | null>(null);
  const { toast } = useToast();
  // The dialog is unmounted on close, so focus is handed back here (WAI-ARIA dialog pattern) to
  // the button that opened it, if the page still shows it.
  const opener = useRef<HTMLElement | null>(null);
  const close = () => {
    setRequest(null);
    const button = opener.current;
    setTimeout(() => {
      if (button?.isConnected) button.focus();
    }, 0);
  };

  const written = (options: OpenReviewOptions, review: Review) => {
    close();
    toast({
      title: i18n._('reviews.sent'),
      description: i18n._('reviews.sentText', { title: options.stay.propertyTitle }),
      variant: 'success',
    });
    options.onWritten(review);
  };

  const openReview = useCallback((options: OpenReviewOptions) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRequest((previous) => ({ key: (previous?.key ?? 0) + 1, options }));
  }, []);
  const value = useMemo(() => ({ openReview, preload: () => void loadDialog() }), [openReview]);

  return (
    <ReviewDialogContext.Provider value={value}>
      {children}
      {/* Unmounted on close: the next stay starts with an empty form, and focus returns to the button. */}
      {request && (
        <Suspense fallback={null}>
          <WriteReviewDialog
            key={request.key}
            stay={request.options.stay}
            open
            onOpenChange={(open) => {
              if (!open) close();
            }}
            onWritten={(review) => written(request.options, review)}
          />
        </Suspense>
      )}
    </ReviewDialogContext.Provider>
  );
}
