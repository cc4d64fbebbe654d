// "How was your stay?" on a property page, for a signed-in guest with a stay there that can be
// reviewed now. Everyone else gets "Write a review" behind the hard sign-in gate (PRODUCT.md §4 "write
// review"): once signed in, a stay due for a review opens its dialog; without one, the page says
// how reviews come from stays. A visitor causes no request until they sign in; the dialog loads
// only when opened.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Review } from '@/types/api';
import { paths } from '@/config/paths';
import { useAuthGate } from '@/features/auth';
import { i18n } from '@/i18n/catalogs';
import { formatInstantDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useDueStay } from '../api/due-stays';
import { useReviewDialog } from '../review-dialog-context';
import { WriteReviewButton } from './WriteReviewButton';
import { useLingui } from '@/i18n/react';
import '../prompt-messages';

export const WRITE_REVIEW_ACTION = 'write-review';

/** The sign-in prompt's texts in the active language (read when the gate opens). */
function reviewPrompt() {
  return {
    title: i18n._('reviewPrompt.gateTitle'),
    description: i18n._('reviewPrompt.gateDescription'),
    benefit: i18n._('reviewPrompt.gateBenefit'),
    icon: 'star',
  } as const;
}

export function StayReviewPrompt({
  propertyId,
  onWritten,
}: {
  propertyId: number;
  onWritten: (review: Review) => void;
}) {
  const { _ } = useLingui();
  const signedIn = useSession().status === 'signed-in';
  const { gate } = useAuthGate();
  const { openReview } = useReviewDialog();
  const due = useDueStay(propertyId, signedIn);
  const stay = due.data;
  // "Write a review" was pressed (and the sign-in, if it asked for one, is done).
  const [asked, setAsked] = useState(false);
  const opened = useRef(false);

  // Signed in through the gate with a stay to review: its dialog opens, as the press asked.
  useEffect(() => {
    if (!asked || !stay || opened.current) return;
    opened.current = true;
    openReview({
      stay: { bookingId: stay.id, propertyTitle: stay.property.title, dueBy: stay.review?.dueBy },
      onWritten,
    });
  }, [asked, stay, openReview, onWritten]);

  if (signedIn && stay) {
    const dueBy = stay.review?.dueBy;
    return (
      <div className="mt-4 flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="text-lg font-semibold text-ink-900">{_('reviewPrompt.title')}</h3>
          <p className="text-sm text-ink-700">
            {dueBy ? _('reviewPrompt.textUntil', { date: formatInstantDate(dueBy) }) : _('reviewPrompt.text')}
          </p>
        </div>
        <WriteReviewButton
          stay={{ bookingId: stay.id, propertyTitle: stay.property.title, dueBy }}
          onWritten={onWritten}
          className="btn-primary shrink-0"
        />
      </div>
    );
  }

  const noStay = asked && signedIn && due.isSuccess && !stay;
  return (
    <div className="mt-4">
      <button
        type="button"
        className="btn-secondary"
        onClick={() =>
          gate({ level: 'hard', action: WRITE_REVIEW_ACTION, prompt: reviewPrompt(), run: () => setAsked(true) })
        }
      >
        {_('reviewPrompt.write')}
      </button>
      <p role="status" className="mt-2 text-sm text-ink-700">
        {noStay && (
          <>
            {_('reviewPrompt.fromStays')}{' '}
            <Link to={paths.bookings} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {_('reviewPrompt.toBookings')}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
