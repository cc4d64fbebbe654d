// "Availability": the month calendar for the chosen duration. The calendar code and its data load
// when the guest scrolls near it; picking a date fills the price calculator.
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Moon, Sun } from 'lucide-react';
import { todayInKolkata } from '@/lib/format';
import type { BookingType, Property } from '@/types/api';
import { indexDays, useAvailabilityMonth } from '@/lib/stay/get-availability';
import { formatLongDate, formatMonth, monthOf } from '@/lib/stay/dates';
import { useInView } from '../../lib/use-in-view';
import { describeSlots } from './slot-status';
import { useLingui } from '@/i18n/react';
import '../../more-messages';

// If the calendar's code cannot be downloaded, say so instead of breaking the page; the price
// calculator's date field still works.
const AvailabilityCalendar = lazy(() =>
  import('./AvailabilityCalendar').catch(() => ({ default: CalendarUnavailable })),
);

function CalendarUnavailable() {
  const { _ } = useLingui();
  return (
    <div role="alert" className="flex h-[25rem] flex-col items-center justify-center gap-3 p-4 text-center">
      <p className="text-ink-900">{_('pm.calFailed')}</p>
      <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
        {_('pm.reload')}
      </button>
    </div>
  );
}

interface AvailabilitySectionProps {
  property: Pick<Property, 'id' | 'slots'>;
  bookingType: BookingType;
  selectedDate: string | null;
  onSelectDate: (date: string) => void;
}

export function AvailabilitySection({ property, bookingType, selectedDate, onSelectDate }: AvailabilitySectionProps) {
  const { _ } = useLingui();
  const sectionRef = useRef<HTMLElement>(null);
  const inView = useInView(sectionRef);
  const today = todayInKolkata();
  const [month, setMonth] = useState(() => monthOf(selectedDate ?? today));

  // A date picked in the calculator brings its month into view (adjusted during render when the
  // date changes).
  const [shownDate, setShownDate] = useState(selectedDate);
  if (selectedDate !== shownDate) {
    setShownDate(selectedDate);
    if (selectedDate) setMonth(monthOf(selectedDate));
  }

  const availability = useAvailabilityMonth(property.id, inView ? month : null);
  const days = useMemo(() => indexDays(availability.data), [availability.data]);

  let status: string;
  if (availability.isPending && inView) status = _('pm.loadingMonth', { month: formatMonth(month) });
  else if (availability.isError) status = _('pm.availFailed');
  else if (selectedDate && days.has(selectedDate))
    status = `${formatLongDate(selectedDate)}: ${describeSlots(days.get(selectedDate)!, bookingType)}.`;
  else status = _('pm.showing', { month: formatMonth(month) });

  return (
    <section ref={sectionRef} aria-labelledby="availability-heading">
      <h2 id="availability-heading" className="text-2xl font-semibold text-ink-900">
        {_('pm.avail')}
      </h2>
      <p className="mt-2 text-ink-700">
        {bookingType === 'full_day' ? _('pm.fullStays') : _('pm.halfStays')} {_('pm.greyed')}
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-700" aria-label={_('pm.key')}>
        <li className="flex items-center gap-1.5">
          <Sun aria-hidden="true" className="size-4 text-leaf-700" fill="currentColor" />
          {_('pm.dayFrom', { time: property.slots.day })}
        </li>
        <li className="flex items-center gap-1.5">
          <Moon aria-hidden="true" className="size-4 text-leaf-700" fill="currentColor" />
          {_('pm.nightFrom', { time: property.slots.night })}
        </li>
        <li className="flex items-center gap-1.5">
          <Sun aria-hidden="true" className="size-4 text-ink-400 opacity-60" />
          {_('pm.outline')}
        </li>
      </ul>

      <div className="mt-4 min-h-[27rem] rounded-2xl border border-sand-200 bg-white px-2 py-4 sm:px-4">
        {inView ? (
          <Suspense fallback={<CalendarPlaceholder />}>
            <AvailabilityCalendar
              month={month}
              onMonthChange={setMonth}
              today={today}
              days={days}
              bookingType={bookingType}
              selected={selectedDate}
              onSelect={onSelectDate}
              status={status}
            />
          </Suspense>
        ) : (
          <CalendarPlaceholder />
        )}
        {availability.isError && (
          <div className="mt-2 text-center">
            <button type="button" className="btn-secondary" onClick={() => availability.refetch()}>
              {_('pm.retry')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

function CalendarPlaceholder() {
  const { _ } = useLingui();
  return (
    <div className="flex h-[25rem] items-center justify-center text-sm text-ink-600">
      <span role="status">{_('pm.loadingCal')}</span>
    </div>
  );
}
