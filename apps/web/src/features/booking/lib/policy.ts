// The cancellation rule a guest reads before confirming, in the server's words (core
// bookings::policy::cancellation_rule_text) from the figures the static pages quote.
import { FULL_REFUND_HOURS_BEFORE, PARTIAL_REFUND_HOURS_BEFORE, PARTIAL_REFUND_PERCENT } from '@/config/policy';
import { i18n } from '@/i18n/catalogs';

/** The English rule (tests read it); `cancellationRule()` gives the active language's. */
export const CANCELLATION_RULE =
  `Free cancellation up to ${FULL_REFUND_HOURS_BEFORE} hours before the start (full refund); ` +
  `${PARTIAL_REFUND_PERCENT}% refund when cancelled between ${PARTIAL_REFUND_HOURS_BEFORE} and ` +
  `${FULL_REFUND_HOURS_BEFORE} hours before; no refund within ${PARTIAL_REFUND_HOURS_BEFORE} hours of the start.`;

/** The cancellation rule in the active language (the figures are values). */
export function cancellationRule(): string {
  return i18n._('booking.rule', {
    fullHours: FULL_REFUND_HOURS_BEFORE,
    partialHours: PARTIAL_REFUND_HOURS_BEFORE,
    percent: PARTIAL_REFUND_PERCENT,
  });
}
