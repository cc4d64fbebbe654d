// Booking policy figures quoted on the Terms, Help and FAQ pages and the booking form, kept in
// one place so the pages never disagree with each other.

/** Cancelling at least this many hours before the slot start refunds everything paid. */
export const FULL_REFUND_HOURS_BEFORE = 72;
/** Cancelling between this many hours and FULL_REFUND_HOURS_BEFORE refunds PARTIAL_REFUND_PERCENT. */
export const PARTIAL_REFUND_HOURS_BEFORE = 24;
export const PARTIAL_REFUND_PERCENT = 50;
/** Working days for a refund to reach a card or bank account. */
export const REFUND_WORKING_DAYS = '5–7';
/** Longest run of consecutive full days in one booking (docs/API.md quote `days` 1–14). */
export const MAX_FULL_DAYS = 14;
/** Legal drinking age in Telangana. */
export const TELANGANA_DRINKING_AGE = 21;
