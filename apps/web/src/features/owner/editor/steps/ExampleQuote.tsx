// An example of what a guest would pay, from the server's own quote of the SAVED listing (asked
// again after each save): the owner picks a date, a slot, a duration and a group size, and sees
// every line, weekend and festival prices included. Each answer is cached per request, and the
// last one stays shown while the next arrives.
import { useId, useMemo, useState } from 'react';
import clsx from 'clsx';
import { BadgePercent } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { useLingui } from '@/i18n/react';
import { addDays, formatINR, todayInKolkata } from '@/lib/format';
import type { BookingType, QuoteLine, QuoteRequest } from '@/types/api';
import { useOwnerQuote } from '../../api/quote';
import { useSavedListing, useEditor } from '../editor-context';
import '../messages';

/** A slot's start in India time, as the quote wants it ("2026-12-05T09:00:00+05:30"). */
const slotStart = (date: string, time: string) => `${date}T${time}:00+05:30`;

/** The next Saturday (a weekend price shows at once when there is one). */
function nextSaturday(today: string): string {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, (6 - weekday + 7) % 7 || 7);
}

function lineAmount(line: QuoteLine): string {
  return line.amount < 0 ? `−${formatINR(Math.abs(line.amount))}` : formatINR(line.amount);
}

export function ExampleQuote() {
  const id = useId();
  const listing = useSavedListing();
  const { save } = useEditor();
  const { _ } = useLingui();
  const today = todayInKolkata();
  const [date, setDate] = useState(() => nextSaturday(today));
  const [slot, setSlot] = useState<'day' | 'night'>('day');
  const [type, setType] = useState<BookingType>('half_day');
  const [guests, setGuests] = useState(() => String(Math.min(10, listing.maxGuests || 1)));

  const fullDay = type === 'full_day' && listing.fullDayPrice !== null;
  const guestCount = Number(guests);
  const request = useMemo<QuoteRequest | null>(() => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isInteger(guestCount) || guestCount < 1) return null;
    const start = slotStart(date, slot === 'day' ? listing.daySlot : listing.nightSlot);
    return {
      bookingType: fullDay ? 'full_day' : 'half_day',
      start,
      guests: guestCount,
      ...(fullDay ? { days: 1 } : {}),
    };
  }, [date, slot, fullDay, guestCount, listing.daySlot, listing.nightSlot]);
  const settled = request;
  const quote = useOwnerQuote(listing.id, listing.version, settled);
  const unsaved = save.state.kind === 'pending' || save.state.kind === 'saving';

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-sand-200 bg-sand-50 p-4">
      <h3 id={`${id}-heading`} className="font-sans text-base font-semibold text-ink-900">
        {_('editor.quote.title')}
      </h3>
      <p className="mt-1 text-sm text-ink-700">{_('editor.quote.text')}</p>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor={`${id}-date`} className="field-label">
            {_('editor.quote.date')}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className="field-input"
            min={today}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-slot`} className="field-label">
            {_('editor.quote.slot')}
          </label>
          <select
            id={`${id}-slot`}
            className="field-input"
            value={slot}
            onChange={(e) => setSlot(e.target.value as 'day' | 'night')}
          >
            <option value="day">{_('editor.quote.day', { time: listing.daySlot })}</option>
            <option value="night">{_('editor.quote.night', { time: listing.nightSlot })}</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="field-label">
            {_('editor.quote.stay')}
          </label>
          <select
            id={`${id}-type`}
            className="field-input"
            value={fullDay ? 'full_day' : 'half_day'}
            onChange={(e) => setType(e.target.value as BookingType)}
          >
            <option value="half_day">{_('editor.quote.halfDay')}</option>
            {listing.fullDayPrice !== null && <option value="full_day">{_('editor.quote.fullDay')}</option>}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-guests`} className="field-label">
            {_('editor.quote.guests')}
          </label>
          <input
            id={`${id}-guests`}
            className="field-input"
            inputMode="numeric"
            value={guests}
            onChange={(e) => setGuests(e.target.value)}
          />
        </div>
      </div>

      <div className="mt-4" aria-live="polite" aria-busy={quote.isFetching || unsaved}>
        {unsaved && <p className="mb-2 text-sm text-ink-600">{_('editor.quote.unsaved')}</p>}
        {!settled ? (
          <p className="text-ink-700">{_('editor.quote.pick')}</p>
        ) : quote.isError ? (
          <p role="alert" className="font-semibold text-danger-600">
            {quote.error instanceof ApiError && Object.values(quote.error.fields)[0]
              ? Object.values(quote.error.fields)[0]
              : _('editor.quote.failed')}
          </p>
        ) : !quote.data ? (
          <p className="text-ink-700">{_('editor.quote.calculating')}</p>
        ) : (
          <>
            {!quote.data.available && <p className="mb-2 text-sm text-ink-700">{_('editor.quote.taken')}</p>}
            <dl className={clsx('flex flex-col gap-2 text-ink-700', quote.isPlaceholderData && 'opacity-60')}>
              {quote.data.lines.map((line, i) => (
                <div key={`${line.kind}-${line.label}-${i}`} className="flex justify-between gap-4">
                  <dt className="flex items-center gap-1.5">
                    {line.kind === 'discount' && <BadgePercent aria-hidden="true" className="size-4 text-leaf-700" />}
                    {line.label}
                  </dt>
                  <dd className="whitespace-nowrap tabular-nums">{lineAmount(line)}</dd>
                </div>
              ))}
              <div className="mt-1 flex justify-between gap-4 border-t border-sand-200 pt-2 font-semibold text-ink-900">
                <dt>{_('editor.quote.total')}</dt>
                <dd className="tabular-nums">{formatINR(quote.data.total)}</dd>
              </div>
            </dl>
          </>
        )}
      </div>
    </section>
  );
}
