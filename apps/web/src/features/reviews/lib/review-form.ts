// The review form's rules: the server's limits (a rating of 1 to 5 stars, 10 to 2,000 characters
// counted as it counts them), so most mistakes are caught before a round trip.
import { z } from 'zod';
import { REVIEW_COMMENT_MAX_CHARS, REVIEW_COMMENT_MIN_CHARS } from '@/config/constants';
import { formatNumber } from '@/lib/format';
import { countChars } from '@/lib/text';
import { i18n, messageId } from '@/i18n/catalogs';

// Message ids, shown in the active language by reviewError (the numbers are values).
export const RATING_REQUIRED = messageId('reviews.error.rating');
export const COMMENT_TOO_SHORT = messageId('reviews.error.short');
export const COMMENT_TOO_LONG = messageId('reviews.error.long');

/** A form error in the active language: one of the rules above, or the server's words as they came. */
export function reviewError(message: string | undefined): string | undefined {
  if (message === COMMENT_TOO_SHORT) return i18n._(message, { min: REVIEW_COMMENT_MIN_CHARS });
  if (message === COMMENT_TOO_LONG) return i18n._(message, { max: formatNumber(REVIEW_COMMENT_MAX_CHARS) });
  if (message === RATING_REQUIRED) return i18n._(message);
  return message;
}

export const reviewSchema = z.object({
  // 0 is "not chosen yet": the radio group starts empty.
  rating: z.number({ error: RATING_REQUIRED }).int().min(1, RATING_REQUIRED).max(5, RATING_REQUIRED),
  comment: z
    .string()
    .refine((text) => countChars(text) >= REVIEW_COMMENT_MIN_CHARS, COMMENT_TOO_SHORT)
    .refine((text) => countChars(text) <= REVIEW_COMMENT_MAX_CHARS, COMMENT_TOO_LONG),
});

export type ReviewValues = z.infer<typeof reviewSchema>;

/** Labels of the five stars, read by screen readers and shown under the stars once chosen. */
export const RATING_WORDS = [
  messageId('reviews.rating.poor'),
  messageId('reviews.rating.fair'),
  messageId('reviews.rating.good'),
  messageId('reviews.rating.veryGood'),
  messageId('reviews.rating.excellent'),
] as const;
