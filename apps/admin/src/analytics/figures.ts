// How the Analytics screen words its figures: the period's dates in Asia/Kolkata, counts and
// rupees with Indian grouping, shares as percentages, and the funnel's steps as a sentence.
import { formatIstDate, formatRupees } from '../lib/format';
import type { AdminAnalytics } from '../types/api';

// The period's days are the console's (lib/days.ts); the screen and its tests name them here.
export { periodRange, todayInKolkata } from '../lib/days';

const countFormatter = new Intl.NumberFormat('en-IN');
const shareFormatter = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/** 125000 → "1,25,000". */
export const formatCount = (n: number) => countFormatter.format(n);

/** 1 → "1 booking", 12 → "12 bookings". */
export const counted = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** Whole rupees (this API's unit) → "₹1,25,000". */
export const formatWholeRupees = (rupees: number) => formatRupees(rupees * 100);

/** 0.085 → "8.5%"; none (no GMV) → "—". */
export function formatShare(share: number | null | undefined): string {
  return share === null || share === undefined || !Number.isFinite(share) ? '—' : shareFormatter.format(share);
}

/** "1 Nov 2026 to 30 Nov 2026". */
export function periodWords(data: Pick<AdminAnalytics, 'from' | 'to'>): string {
  return `${formatIstDate(data.from, true)} to ${formatIstDate(data.to, true)}`;
}

/** The funnel's steps in the product's words, in order. */
export const FUNNEL_STEPS: Record<string, { label: string; phrase: (n: number) => string }> = {
  search: { label: 'Searched', phrase: (n) => `${counted(n, 'session')} searched` },
  view: { label: 'Viewed a listing', phrase: (n) => `${formatCount(n)} viewed a listing` },
  contact: { label: 'Contacted an owner', phrase: (n) => `${formatCount(n)} contacted an owner` },
  book: { label: 'Booked', phrase: (n) => `${counted(n, 'booking')} ${n === 1 ? 'was' : 'were'} made` },
};

export const funnelLabel = (step: string) => FUNNEL_STEPS[step]?.label ?? step;

/** "1,200 sessions searched, 800 viewed a listing and 40 contacted an owner; 12 bookings were made." */
export function funnelSentence(funnel: AdminAnalytics['funnel']): string {
  const sessions = funnel.filter((s) => s.step !== 'book');
  const book = funnel.find((s) => s.step === 'book');
  const phrase = (s: AdminAnalytics['funnel'][number]) =>
    FUNNEL_STEPS[s.step]?.phrase(s.count) ?? `${s.step}: ${formatCount(s.count)}`;
  const parts = sessions.map(phrase);
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  const booked = book ? phrase(book) : '';
  return `${[listed, booked].filter(Boolean).join('; ')}.`;
}

/** "1,234 searches, 5,600 views and 12 bookings from 1 Nov 2026 to 30 Nov 2026; the busiest day was 14 Nov (310 views)." */
export function dailySentence(data: Pick<AdminAnalytics, 'from' | 'to' | 'daily'>): string {
  const sum = (key: 'searches' | 'views' | 'bookings') => data.daily.reduce((total, day) => total + day[key], 0);
  const head = `${counted(sum('searches'), 'search', 'searches')}, ${counted(sum('views'), 'view')} and ${counted(sum('bookings'), 'booking')} from ${periodWords(data)}`;
  const busiest = data.daily.reduce<AdminAnalytics['daily'][number] | null>(
    (best, day) => (day.views > (best?.views ?? 0) ? day : best),
    null,
  );
  return busiest
    ? `${head}; the busiest day was ${formatIstDate(busiest.date)} (${counted(busiest.views, 'view')}).`
    : `${head}.`;
}

const PAGE_TYPES: Record<string, string> = {
  home: 'Home',
  search: 'Search',
  locality: 'Locality',
  property: 'Property',
  booking: 'Booking',
  other: 'Other pages',
};

/** The server's page type ("locality") in words ("Locality"). */
export const pageTypeLabel = (pageType: string) => PAGE_TYPES[pageType] ?? pageType;
