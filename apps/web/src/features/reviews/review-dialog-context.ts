// What opens the review dialog from any page: the stay, and what to do once the review is
// published. The provider (ReviewDialogProvider) renders the dialog; this module imports neither.
import { createContext, useContext } from 'react';
import type { Review } from '@/types/api';

/** The stay being reviewed, as Your Bookings and the property page know it. */
export interface ReviewableStay {
  bookingId: number;
  propertyTitle: string;
  /** Until when the review can be written (RFC 3339). */
  dueBy?: string | null;
}

export interface OpenReviewOptions {
  stay: ReviewableStay;
  onWritten: (review: Review) => void;
}

export interface ReviewDialogControls {
  openReview: (options: OpenReviewOptions) => void;
  /** Starts loading the dialog's code (on hover or focus of a button that opens it). */
  preload: () => void;
}

export const ReviewDialogContext = createContext<ReviewDialogControls | null>(null);

export function useReviewDialog(): ReviewDialogControls {
  const controls = useContext(ReviewDialogContext);
  if (!controls) throw new Error('useReviewDialog must be used inside <ReviewDialogProvider>');
  return controls;
}
