// Display formatting for the marketplace: rupees in Indian grouping (en-IN in every language),
// dates in Asia/Kolkata in the active language (src/i18n).
import { MARKET_TIME_ZONE } from '@/config/constants';
import { i18n } from '@/i18n/catalogs';
import { INTL_LOCALE, toLanguage } from '@/i18n/languages';

/**
 * A formatter made at its first use, not when this module is evaluated: the first of each kind
 * of Intl formatter loads its locale data, tens of milliseconds on a slow phone, which belongs in
 * a task of its own (src/main.tsx), not in the app's start.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** An Intl.DateTimeFormat for the active language ("en-IN", "te-IN", "hi-IN"), made once each. */
export function dateFormatter(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = INTL_LOCALE[toLanguage(i18n.locale) ?? 'en'];
  const key = `${name} ${locale}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

const inrFormatter = once(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
);

/** 125000 → "₹1,25,000". */
export function formatINR(amount: number): string {
  return inrFormatter().format(amount);
}

const numberFormatter = once(() => new Intl.NumberFormat('en-IN'));

/** 125000 → "1,25,000". */
export function formatNumber(value: number): string {
  return numberFormatter().format(value);
}

/** 4.56 → "4.6". */
export function formatRating(average: number): string {
  return average.toFixed(1);
}

const kmFormatters = new Map<string, Intl.NumberFormat>();

/** 27.44 → "27 km" (the unit in the active language: "27 కి.మీ.", "27 कि॰मी॰"). */
export function formatDistanceKm(km: number): string {
  const locale = INTL_LOCALE[toLanguage(i18n.locale) ?? 'en'];
  let formatter = kmFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 });
    kmFormatters.set(locale, formatter);
  }
  return formatter.format(Math.round(km));
}

/** Parses a `YYYY-MM-DD` calendar date as noon UTC so no time zone moves it to another day. */
function calendarDate(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}

const dayOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };

/** "2026-12-05" → "5 Dec 2026". */
export function formatCalendarDate(isoDate: string): string {
  return dateFormatter('day', dayOptions).format(calendarDate(isoDate));
}

const instantOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MARKET_TIME_ZONE,
};

/** An RFC 3339 instant shown in Asia/Kolkata: "5 Dec 2026, 9:00 am". */
export function formatInstant(instant: string | Date): string {
  return dateFormatter('instant', instantOptions).format(typeof instant === 'string' ? new Date(instant) : instant);
}

const instantDateOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: MARKET_TIME_ZONE,
};

/** The Asia/Kolkata date of an instant: "2 Oct 2026". */
export function formatInstantDate(instant: string | Date): string {
  return dateFormatter('instantDate', instantDateOptions).format(
    typeof instant === 'string' ? new Date(instant) : instant,
  );
}

const isoDateParts = once(
  () =>
    new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: MARKET_TIME_ZONE }),
);

/** Today's date in Asia/Kolkata as `YYYY-MM-DD` (what the search fields expect). */
export function todayInKolkata(now: Date = new Date()): string {
  return isoDateParts().format(now);
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
