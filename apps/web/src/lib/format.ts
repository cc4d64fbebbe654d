// Display formatting for the marketplace: rupees in Indian grouping, dates in Asia/Kolkata.
import { MARKET_TIME_ZONE } from '@/config/constants';

const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** 125000 → "₹1,25,000". */
export function formatINR(amount: number): string {
  return inrFormatter.format(amount);
}

const numberFormatter = new Intl.NumberFormat('en-IN');

/** 125000 → "1,25,000". */
export function formatNumber(value: number): string {
  return numberFormatter.format(value);
}

/** 4.56 → "4.6". */
export function formatRating(average: number): string {
  return average.toFixed(1);
}

/** 27.44 → "27 km". */
export function formatDistanceKm(km: number): string {
  return `${Math.round(km)} km`;
}

/** Parses a `YYYY-MM-DD` calendar date as noon UTC so no time zone moves it to another day. */
function calendarDate(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}

const dayFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-12-05" → "5 Dec 2026". */
export function formatCalendarDate(isoDate: string): string {
  return dayFormatter.format(calendarDate(isoDate));
}

const instantFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MARKET_TIME_ZONE,
});

/** An RFC 3339 instant shown in Asia/Kolkata: "5 Dec 2026, 9:00 am". */
export function formatInstant(instant: string | Date): string {
  return instantFormatter.format(typeof instant === 'string' ? new Date(instant) : instant);
}

const instantDateFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: MARKET_TIME_ZONE,
});

/** The Asia/Kolkata date of an instant: "2 Oct 2026". */
export function formatInstantDate(instant: string | Date): string {
  return instantDateFormatter.format(typeof instant === 'string' ? new Date(instant) : instant);
}

const isoDateParts = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: MARKET_TIME_ZONE,
});

/** Today's date in Asia/Kolkata as `YYYY-MM-DD` (what the search fields expect). */
export function todayInKolkata(now: Date = new Date()): string {
  return isoDateParts.format(now);
}

/** Adds whole days to a `YYYY-MM-DD` date. */
export function addDays(isoDate: string, days: number): string {
  const date = calendarDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one `YYYY-MM-DD` to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((calendarDate(to).getTime() - calendarDate(from).getTime()) / 86_400_000);
}

/** "1 guest" / "20 guests". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : pluralForm}`;
}
