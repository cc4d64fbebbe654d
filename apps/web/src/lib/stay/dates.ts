// Calendar arithmetic of a stay (property page, booking form, owner calendar). Dates are
// `YYYY-MM-DD` strings of the Asia/Kolkata calendar; the day picker gets local `Date`s built from
// the same year, month and day, so what a guest sees is the marketplace's date whatever their
// device's time zone.
import type { SlotName } from '@/types/api';

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-12-05" → "2026-12". */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** Last day number of a `YYYY-MM` month. */
function daysInMonth(month: string): number {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** "2026-12" + 1 → "2027-01". */
export function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, m - 1 + count, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/**
 * The availability range asked for one month: from the later of the 1st and today, to the month's
 * last day. Null when the month has already ended.
 */
export function monthRange(month: string, today: string): { from: string; to: string } | null {
  const first = `${month}-01`;
  const last = `${month}-${pad(daysInMonth(month))}`;
  if (last < today) return null;
  return { from: first < today ? today : first, to: last };
}

/** "2026-12-05" → local Date of 5 Dec 2026, 00:00. */
export function toLocalDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Local Date → "YYYY-MM-DD" of its calendar day. */
export function fromLocalDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Slot start as RFC 3339 in India time: ("2026-12-05", "09:00") → "2026-12-05T09:00:00+05:30". */
export function slotStartInstant(date: string, time: string): string {
  return `${date}T${time.length === 5 ? `${time}:00` : time}+05:30`;
}

export const SLOT_NAMES: readonly SlotName[] = ['day', 'night'];

export const SLOT_LABEL: Record<SlotName, string> = { day: 'Day slot', night: 'Night slot' };

const longDate = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-12-05" → "Saturday 5 December 2026". */
export function formatLongDate(date: string): string {
  return longDate.format(new Date(`${date}T12:00:00Z`)).replace(',', '');
}

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-12" → "December 2026". */
export function formatMonth(month: string): string {
  return monthName.format(new Date(`${month}-15T12:00:00Z`));
}
