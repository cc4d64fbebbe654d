// "How was your stay?" on a property page, for a signed-in guest with a stay there that can be
// reviewed now. Visitors get nothing and cause no request; the dialog loads only when opened.
import type { Review } from '@/types/api';
import { formatInstantDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useDueStay } from '../api/due-stays';
import { WriteReviewButton } from './WriteReviewButton';
import { useLingui } from '@/i18n/react';
import '../prompt-messages';

export function StayReviewPrompt({ propertyId, onWritten }: { propertyId: number; onWritten: (review: Review) => void }) {
  const { _ } = useLingui();
  const signedIn = useSession().status === 'signed-in';
  const stay = useDueStay(propertyId, signedIn).data;
  if (!signedIn || !stay) return null;
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
