// The "Write a review" button: opens the app's review dialog for one stay.
import type { Review } from '@/types/api';
import { useReviewDialog, type ReviewableStay } from '../review-dialog-context';
import { useLingui } from '@/i18n/react';
import '../prompt-messages';

interface WriteReviewButtonProps {
  stay: ReviewableStay;
  onWritten: (review: Review) => void;
  className?: string;
}

export function WriteReviewButton({ stay, onWritten, className = 'btn-primary' }: WriteReviewButtonProps) {
  const { openReview, preload } = useReviewDialog();
  const { _ } = useLingui();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => openReview({ stay, onWritten })}
    >
      {_('reviewPrompt.write')}
    </button>
  );
}
