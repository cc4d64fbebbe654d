// The review form's rules: the server's limits (a rating of 1 to 5 stars, 10 to 2,000 characters
// counted as it counts them), so most mistakes are caught before a round trip.
import { z } from 'zod';
import { REVIEW_COMMENT_MAX_CHARS, REVIEW_COMMENT_MIN_CHARS } from '@/config/constants';
import { formatNumber } from '@/lib/format';
import { countChars } from '@/lib/text';

export const RATING_REQUIRED = 'Please choose a rating';
export const COMMENT_TOO_SHORT = `Please write at least ${REVIEW_COMMENT_MIN_CHARS} characters about your stay`;
export const COMMENT_TOO_LONG = `Please keep your review to ${formatNumber(REVIEW_COMMENT_MAX_CHARS)} characters`;

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
export const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;
