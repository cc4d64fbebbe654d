// The closed sets the admin API sends as text (crates/core statuses, PRODUCT.md §6 roles), in the words
// the console shows, with the colour of their chip. Shared because a user's page lists their
// bookings and listings too.
export type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';

export interface Choice {
  id: string;
  name: string;
  color: ChipColor;
}

const choices = (entries: [string, string, ChipColor][]): Choice[] =>
  entries.map(([id, name, color]) => ({ id, name, color }));

/** PRODUCT.md §6 roles (a `user` is a guest). */
export const ROLE_CHOICES = choices([
  ['user', 'Guest', 'default'],
  ['owner', 'Owner', 'info'],
  ['admin', 'Admin', 'warning'],
]);

/** PRODUCT.md "Listings and their life". */
export const LISTING_STATUS_CHOICES = choices([
  ['draft', 'Draft', 'default'],
  ['pending_review', 'Pending review', 'warning'],
  ['published', 'Published', 'success'],
  ['changes_requested', 'Changes requested', 'error'],
  ['unlisted', 'Unlisted', 'default'],
]);

/** PRODUCT.md §4 "Booking status": confirmed green, pending yellow, rejected red, cancelled grey. */
export const BOOKING_STATUS_CHOICES = choices([
  ['pending', 'Pending', 'warning'],
  ['confirmed', 'Confirmed', 'success'],
  ['rejected', 'Rejected', 'error'],
  ['cancelled', 'Cancelled', 'default'],
  ['expired', 'Expired', 'default'],
]);

/** A booking's money and a payment row's state. */
export const PAYMENT_STATUS_CHOICES = choices([
  ['unpaid', 'Unpaid', 'default'],
  ['pending', 'Pending', 'warning'],
  ['paid', 'Paid', 'success'],
  ['failed', 'Failed', 'error'],
  ['refunded', 'Refunded', 'info'],
]);

/** crates/core dispute `status`: a guest's reported problem holds the stay's earnings while open. */
export const DISPUTE_STATUS_CHOICES = choices([
  ['open', 'Open: earnings held', 'warning'],
  ['released', 'Released to owner', 'success'],
  ['refunded', 'Refunded to guest', 'info'],
]);

/** crates/core deposit `status` (`due` until it is collected). */
export const DEPOSIT_STATUS_CHOICES = choices([
  ['due', 'Due', 'default'],
  ['held', 'Held', 'info'],
  ['released', 'Released to guest', 'success'],
  ['claimed', 'Claimed: guest to answer', 'warning'],
  ['disputed', 'Disputed: decide', 'error'],
  ['accepted', 'Accepted', 'success'],
  ['decided', 'Decided', 'success'],
]);

/** The deposit claims queue's `status` filter: disputed claims wait for a decision. */
export const DEPOSIT_CLAIM_STATUS_FILTER = choices([
  ['disputed', 'Disputed: decide', 'error'],
  ['claimed', 'Claimed: guest to answer', 'warning'],
  ['accepted', 'Accepted', 'success'],
  ['decided', 'Decided', 'success'],
]);

/** docs/ADMIN_API.md refunds `status`. */
export const REFUND_STATUS_CHOICES = choices([
  ['pending', 'Pending', 'warning'],
  ['processed', 'Processed', 'success'],
  ['failed', 'Failed', 'error'],
]);

/** crates/core payout `status`: a failed or reversed payout can be sent again. */
export const PAYOUT_STATUS_CHOICES = choices([
  ['queued', 'Queued', 'warning'],
  ['processing', 'Processing', 'info'],
  ['processed', 'Paid out', 'success'],
  ['failed', 'Failed', 'error'],
  ['reversed', 'Reversed by the bank', 'error'],
]);

/** crates/core ledger `EntryKind`, as the events a payout's ledger lines record. */
export const LEDGER_KIND_LABELS: Record<string, string> = {
  payment_captured: 'Payment captured',
  booking_confirmed: 'Booking confirmed',
  booking_cancelled: 'Booking cancelled',
  refund_opened: 'Refund opened',
  refund_processed: 'Refund processed',
  refund_failed: 'Refund failed',
  refund_reopened: 'Refund reopened',
  cash_collected: 'Cash collected',
  adjustment: 'Staff adjustment',
  payout_sent: 'Payout sent',
  payout_settled: 'Payout paid out',
  payout_returned: 'Payout returned',
  deposit_collected: 'Deposit held',
  deposit_released: 'Deposit released',
  deposit_settled: 'Deposit claim settled',
};

/** crates/core ledger `Account`. */
export const LEDGER_ACCOUNT_LABELS: Record<string, string> = {
  guest_payments: 'Guest payments',
  guest_advances: 'Guest advances',
  owner_payable: 'Owed to the owner',
  cash_commission_owed: 'Cash commission owed',
  commission_revenue: 'Commission revenue',
  gst_on_commission_payable: 'GST on commission',
  tcs_payable: 'TCS payable',
  tds_payable: 'TDS payable',
  refunds_payable: 'Refunds payable',
  refunds_failed: 'Refunds failed',
  promotions_expense: 'Promotions expense',
  adjustments_expense: 'Adjustments expense',
  payouts_in_transit: 'Payouts in transit',
  payout_funds: 'Payout funds',
};

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cash: 'Cash',
  upi: 'UPI',
  credit_card: 'Credit card',
  debit_card: 'Debit card',
};

export const BOOKING_TYPE_LABELS: Record<string, string> = { half_day: 'Half day (12 h)', full_day: 'Full day (24 h)' };

/** crates/core audit `Channel`. */
export const AUDIT_CHANNEL_CHOICES = choices([
  ['console', 'Console', 'default'],
  ['cli', 'Support CLI', 'default'],
  ['system', 'System', 'default'],
]);

/** The label of a stored value; an unknown one is shown as stored. */
export function labelOf(set: Choice[], value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return set.find((c) => c.id === value)?.name ?? String(value);
}

/** For react-admin's SelectInput, which wants `{id, name}`. */
export const selectChoices = (set: Choice[]) => set.map(({ id, name }) => ({ id, name }));
