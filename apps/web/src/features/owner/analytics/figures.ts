// How the analytics page words its figures: shares as percentages, days and weekdays for the
// charts' tables, the sentence on where a listing's price stands in its locality and the one
// summing up the rating by month.
import { formatINR, formatRating, plural } from '@/lib/format';
import { formatMonth } from '@/lib/format-month';
import type { PriceRank, RatingPoint } from '../api/analytics';

const percentFormatter = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/** 0.0253 → "2.5%"; no share (no views) → "—". */
export function formatShare(share: number | null | undefined): string {
  return share === null || share === undefined ? '—' : percentFormatter.format(share);
}

const dayFormatter = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "2026-05-01" → "1 May" (a calendar date, read at noon UTC so no time zone moves it). */
export function formatShortDate(isoDate: string): string {
  return dayFormatter.format(new Date(`${isoDate}T12:00:00Z`));
}

const WEEKDAY_NAMES: Record<string, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

/** The server's "Mon" → "Monday" (unknown names pass through). */
export function weekdayName(short: string): string {
  return WEEKDAY_NAMES[short] ?? short;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/**
 * "₹5,000 a half day: the cheapest of 2 in Moinabad; the median is ₹12,000". Rank 1 is the
 * cheapest; a listing not yet published may rank after all of the locality's published ones.
 */
export function priceRankSentence(rank: PriceRank): string {
  const price = `${formatINR(rank.halfDayPrice)} a half day`;
  const median = `; the median is ${formatINR(rank.medianHalfDayPrice)}`;
  if (rank.of <= 1 && rank.rank <= 1) return `${price}: the only listing in ${rank.locality}`;
  let place: string;
  if (rank.rank <= 1) place = `the cheapest of ${rank.of}`;
  else if (rank.rank > rank.of) place = `dearer than all ${rank.of}`;
  else if (rank.rank === rank.of) place = `the dearest of ${rank.of}`;
  else place = `the ${ordinal(rank.rank)} cheapest of ${rank.of}`;
  return `${price}: ${place} in ${rank.locality}${median}`;
}

const shortMonthFormatter = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-04" → "Apr 2026" (a chart's axis; mid-month at noon UTC, so no zone moves it). */
export function formatShortMonth(yearMonth: string): string {
  const date = new Date(`${yearMonth}-15T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? yearMonth : shortMonthFormatter.format(date);
}

/**
 * The rating chart's summary: "4.6 / 5 on average from 3 reviews in April 2026", or over several
 * months "12 reviews from April 2026 to June 2026; the monthly average went from 4.2 / 5 to 4.6 / 5".
 */
export function ratingTrendSentence(trend: readonly RatingPoint[]): string {
  const first = trend[0];
  const last = trend.at(-1);
  if (!first || !last) return 'No reviews in this period';
  const reviews = plural(
    trend.reduce((sum, point) => sum + point.count, 0),
    'review',
  );
  if (trend.length === 1) return `${formatRating(first.average)} / 5 on average from ${reviews} in ${formatMonth(first.month)}`;
  return `${reviews} from ${formatMonth(first.month)} to ${formatMonth(last.month)}; the monthly average went from ${formatRating(first.average)} / 5 to ${formatRating(last.average)} / 5`;
}
