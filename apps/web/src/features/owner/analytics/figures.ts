// How the analytics page words its figures: shares as percentages, days and weekdays for the
// charts' tables, the sentence on where a listing's price stands in its locality and the one
// summing up the rating by month.
import { i18n } from '@/i18n/catalogs';
import { dateFormatter, formatINR, formatRating } from '@/lib/format';
import { formatMonth } from '@/lib/format-month';
import type { PriceRank, RatingPoint } from '../api/analytics';
import './messages';

const percentFormatter = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/** 0.0253 → "2.5%"; no share (no views) → "—". */
export function formatShare(share: number | null | undefined): string {
  return share === null || share === undefined ? '—' : percentFormatter.format(share);
}

const dayOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };

/** "2026-05-01" → "1 May" (a calendar date, read at noon UTC so no time zone moves it), in the active language. */
export function formatShortDate(isoDate: string): string {
  return dateFormatter('analyticsDay', dayOptions).format(new Date(`${isoDate}T12:00:00Z`));
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A date (noon UTC) on the server's weekday: 5 January 2026 was a Monday. */
function weekdayDate(short: string): Date | null {
  const index = WEEKDAYS.indexOf(short);
  return index < 0 ? null : new Date(Date.UTC(2026, 0, 5 + index, 12));
}

/** The server's "Mon" → "Monday" in the active language (unknown names pass through). */
export function weekdayName(short: string): string {
  const date = weekdayDate(short);
  return date ? dateFormatter('weekdayLong', { weekday: 'long', timeZone: 'UTC' }).format(date) : short;
}

/** The server's "Mon" → "Mon" in the active language (a chart's axis). */
export function weekdayShort(short: string): string {
  const date = weekdayDate(short);
  return date ? dateFormatter('weekdayShort', { weekday: 'short', timeZone: 'UTC' }).format(date) : short;
}

/**
 * "₹5,000 a half day: the cheapest of 2 in Moinabad; the median is ₹12,000". Rank 1 is the
 * cheapest; a listing not yet published may rank after all of the locality's published ones.
 */
export function priceRankSentence(rank: PriceRank): string {
  const values = {
    price: formatINR(rank.halfDayPrice),
    median: formatINR(rank.medianHalfDayPrice),
    locality: rank.locality,
    of: rank.of,
    rank: rank.rank,
  };
  if (rank.of <= 1 && rank.rank <= 1) return i18n._('analytics.rank.only', values);
  if (rank.rank <= 1) return i18n._('analytics.rank.cheapest', values);
  if (rank.rank > rank.of) return i18n._('analytics.rank.dearerThanAll', values);
  if (rank.rank === rank.of) return i18n._('analytics.rank.dearest', values);
  return i18n._('analytics.rank.nth', values);
}

const shortMonthOptions: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };

/** "2026-04" → "Apr 2026" (a chart's axis; mid-month at noon UTC, so no zone moves it). */
export function formatShortMonth(yearMonth: string): string {
  const date = new Date(`${yearMonth}-15T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? yearMonth : dateFormatter('analyticsMonth', shortMonthOptions).format(date);
}

/**
 * The rating chart's summary: "4.6 / 5 on average from 3 reviews in April 2026", or over several
 * months "12 reviews from April 2026 to June 2026; the monthly average went from 4.2 / 5 to 4.6 / 5".
 */
export function ratingTrendSentence(trend: readonly RatingPoint[]): string {
  const first = trend[0];
  const last = trend.at(-1);
  if (!first || !last) return i18n._('analytics.rating.none');
  const count = trend.reduce((sum, point) => sum + point.count, 0);
  if (trend.length === 1) {
    return i18n._('analytics.rating.oneMonth', {
      average: formatRating(first.average),
      count,
      month: formatMonth(first.month),
    });
  }
  return i18n._('analytics.rating.months', {
    count,
    from: formatMonth(first.month),
    to: formatMonth(last.month),
    first: formatRating(first.average),
    last: formatRating(last.average),
  });
}
