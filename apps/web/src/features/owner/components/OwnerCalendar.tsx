// The owner's calendar: one of their farmhouses, a month at a time (seven narrow columns, fine at
// 360 px), with booked and blocked days marked; tap a first and a last day to block them with an
// optional note, and remove a block from the list below.
import { useId, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import { useToast } from '@/components/toast';
import { availabilityQuery, indexDays } from '@/lib/stay/get-availability';
import { addMonths, formatLongDate, formatMonth, monthOf } from '@/lib/stay/dates';
import { ApiError } from '@/lib/api-client';
import { addDays, dateFormatter, formatCalendarDate, todayInKolkata } from '@/lib/format';
import { i18n, messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import { createBlock, deleteBlock, ownerKeys, useBlocks, useOwnerProperties, type OwnerBlock } from '../api/owner';
import { dashboardError, dashboardErrorText } from '../lib-errors';
import '../messages';

/** Monday to Sunday, short, in the active language ("Mon" … "Sun" in English). */
function weekdays(): string[] {
  const format = dateFormatter('weekdayShort', { weekday: 'short', timeZone: 'UTC' });
  // 5 January 2026 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2026, 0, 5 + i, 12))));
}

const istDate = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** The IST dates a block covers (its end is exclusive). */
export function blockDates(block: Pick<OwnerBlock, 'start' | 'end'>): string[] {
  const first = istDate.format(new Date(block.start));
  const last = istDate.format(new Date(new Date(block.end).getTime() - 1));
  const dates: string[] = [];
  for (let d = first; d <= last && dates.length < 400; d = addDays(d, 1)) dates.push(d);
  return dates;
}

function monthDays(month: string): string[] {
  const days: string[] = [];
  for (let d = `${month}-01`; monthOf(d) === month; d = addDays(d, 1)) days.push(d);
  return days;
}

/** Monday-first column of a date (0–6). */
function weekdayIndex(date: string): number {
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
}

export function OwnerCalendar() {
  const id = useId();
  const { _ } = useLingui();
  const properties = useOwnerProperties();
  const [propertyId, setPropertyId] = useState<number | null>(null);
  // The first farmhouse once the list arrives (set during render, so it shows at once), then the
  // owner's choice.
  if (propertyId === null && properties.data?.length) setPropertyId(properties.data[0].id);

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink-900">
        {_('owner.calendar.title')}
      </h2>
      {properties.isError ? (
        <p role="alert" className="mt-3 rounded-xl bg-danger-50 p-3 font-semibold text-danger-600">
          {dashboardErrorText(properties.error, messageId('owner.failed.loadFarmhouses'))}
        </p>
      ) : !properties.data ? (
        <div role="status" className="skeleton mt-3 h-40 w-full">
          <span className="sr-only">{_('owner.calendar.loadingFarmhouses')}</span>
        </div>
      ) : properties.data.length === 0 ? (
        <p className="mt-3 text-ink-700">{_('owner.calendar.noFarmhouses')}</p>
      ) : (
        <>
          <div className="mt-3">
            <label htmlFor={`${id}-property`} className="field-label">
              {_('owner.calendar.farmhouse')}
            </label>
            <select
              id={`${id}-property`}
              className="field-input"
              value={propertyId ?? ''}
              onChange={(event) => setPropertyId(Number(event.target.value))}
            >
              {properties.data.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          </div>
          {propertyId !== null && <MonthView key={propertyId} propertyId={propertyId} />}
        </>
      )}
    </section>
  );
}

function MonthView({ propertyId }: { propertyId: number }) {
  const id = useId();
  const { _ } = useLingui();
  const today = todayInKolkata();
  const [month, setMonth] = useState(monthOf(today));
  const [range, setRange] = useState<{ from: string; to: string | null } | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const { toast } = useToast();

  const days = useMemo(() => monthDays(month), [month]);
  const first = days[0];
  const last = days[days.length - 1];
  const blocks = useBlocks(propertyId, first, last);
  const availability = useQuery(availabilityQuery(propertyId, month, today));
  const dayIndex = useMemo(() => indexDays(availability.data), [availability.data]);
  const blockedDates = useMemo(() => new Set((blocks.data ?? []).flatMap(blockDates)), [blocks.data]);

  const from = range ? (range.to && range.to < range.from ? range.to : range.from) : null;
  const to = range ? (range.to ? (range.to < range.from ? range.from : range.to) : range.from) : null;

  function pick(date: string) {
    setProblem(null);
    if (!range || range.to !== null) setRange({ from: date, to: null });
    else setRange({ from: range.from, to: date });
  }

  function refresh() {
    void queryClient.invalidateQueries({ queryKey: ownerKeys.allBlocks(propertyId) });
    void queryClient.invalidateQueries({ queryKey: ['properties', propertyId, 'availability'] });
  }

  async function block() {
    if (!from || !to) return;
    setSaving(true);
    setProblem(null);
    try {
      await createBlock(propertyId, { from, to, ...(note.trim() ? { note: note.trim() } : {}) });
      toast({
        title: i18n._('owner.calendar.blockedToast'),
        description: i18n._('owner.calendar.range', { from: formatCalendarDate(from), to: formatCalendarDate(to) }),
        variant: 'success',
      });
      setRange(null);
      setNote('');
      refresh();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setProblem(error.message);
      else toast({ ...dashboardError(error, messageId('owner.failed.blockDates')), variant: 'error' });
    } finally {
      setSaving(false);
    }
  }

  async function unblock(blockId: number) {
    try {
      await deleteBlock(propertyId, blockId);
      toast({ title: i18n._('owner.calendar.removedToast'), variant: 'success' });
      refresh();
    } catch (error) {
      toast({ ...dashboardError(error, messageId('owner.failed.removeBlock')), variant: 'error' });
    }
  }

  return (
    <div className="mt-4">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className="btn-ghost px-3"
          aria-label={_('owner.calendar.previousMonth')}
          disabled={month <= monthOf(today)}
          onClick={() => setMonth(addMonths(month, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p className="font-semibold text-ink-900" aria-live="polite">
          {formatMonth(month)}
        </p>
        <button
          type="button"
          className="btn-ghost px-3"
          aria-label={_('owner.calendar.nextMonth')}
          onClick={() => setMonth(addMonths(month, 1))}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>

      <div
        role="group"
        aria-label={_('owner.calendar.days', { month: formatMonth(month) })}
        className="mt-2 grid grid-cols-7 gap-1 text-center"
      >
        {weekdays().map((d) => (
          <span key={d} aria-hidden="true" className="text-xs font-semibold text-ink-600">
            {d}
          </span>
        ))}
        {Array.from({ length: weekdayIndex(first) }, (_, i) => (
          <span key={`pad-${i}`} aria-hidden="true" />
        ))}
        {days.map((date) => {
          const blocked = blockedDates.has(date);
          const info = dayIndex.get(date);
          const booked = !blocked && Boolean(info && info.slots.some((s) => !s.halfDay)) && date >= today;
          const past = date < today;
          const selected = from !== null && to !== null && date >= from && date <= to;
          const state = blocked ? 'blocked' : booked ? 'booked' : past ? 'past' : 'open';
          return (
            <button
              key={date}
              type="button"
              disabled={past}
              aria-pressed={selected}
              aria-label={
                state === 'blocked'
                  ? _('owner.calendar.dayBlocked', { date: formatLongDate(date) })
                  : state === 'booked'
                    ? _('owner.calendar.dayBooked', { date: formatLongDate(date) })
                    : formatLongDate(date)
              }
              data-state={state}
              onClick={() => pick(date)}
              className={clsx(
                'flex min-h-11 flex-col items-center justify-center rounded-lg border text-sm tabular-nums',
                selected && 'border-brand-700 bg-brand-700 font-semibold text-white',
                !selected && state === 'blocked' && 'border-gray-400 bg-gray-200 text-gray-900 line-through',
                !selected && state === 'booked' && 'border-green-700 bg-green-100 font-semibold text-green-900',
                !selected && state === 'open' && 'border-sand-300 bg-white text-ink-900 hover:border-brand-300',
                !selected && state === 'past' && 'border-transparent text-ink-500',
              )}
            >
              {Number(date.slice(8))}
            </button>
          );
        })}
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded border border-green-700 bg-green-100" />{' '}
          {_('owner.calendar.booked')}
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded border border-gray-400 bg-gray-200" />{' '}
          {_('owner.calendar.blocked')}
        </span>
      </p>

      <div className="mt-4 rounded-2xl border border-sand-200 bg-white p-4">
        <p className="text-ink-900" aria-live="polite">
          {from && to
            ? from === to
              ? _('owner.calendar.selectedDay', { date: formatCalendarDate(from) })
              : _('owner.calendar.selectedRange', { from: formatCalendarDate(from), to: formatCalendarDate(to) })
            : _('owner.calendar.tapHint')}
        </p>
        <label htmlFor={`${id}-note`} className="field-label mt-3">
          {_('owner.calendar.note')} <span className="font-normal text-ink-600">{_('owner.optional')}</span>
        </label>
        <input
          id={`${id}-note`}
          className="field-input"
          maxLength={200}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {problem && (
          <p role="alert" className="field-error">
            {problem}
          </p>
        )}
        <button
          type="button"
          className="btn-primary mt-3 w-full sm:w-auto"
          disabled={!from || !to || saving}
          onClick={() => void block()}
        >
          {_('owner.calendar.block')}
        </button>
      </div>

      <h3 className="mt-5 font-semibold text-ink-900">{_('owner.calendar.blocksIn', { month: formatMonth(month) })}</h3>
      {blocks.data && blocks.data.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-2">
          {blocks.data.map((b) => {
            const dates = blockDates(b);
            const label =
              dates.length <= 1
                ? formatCalendarDate(dates[0] ?? istDate.format(new Date(b.start)))
                : _('owner.calendar.range', {
                    from: formatCalendarDate(dates[0]),
                    to: formatCalendarDate(dates[dates.length - 1]),
                  });
            return (
              <li
                key={b.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-sand-200 bg-white p-3"
              >
                <span className="text-ink-900">
                  {label}
                  {b.note && <span className="text-ink-700"> · {b.note}</span>}
                </span>
                <button
                  type="button"
                  className="btn-ghost"
                  aria-label={_('owner.calendar.removeLabel', { dates: label })}
                  onClick={() => void unblock(b.id)}
                >
                  {_('owner.calendar.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-2 text-ink-700">
          {blocks.isLoading ? _('owner.calendar.loadingBlocks') : _('owner.calendar.noBlocks')}
        </p>
      )}
    </div>
  );
}
