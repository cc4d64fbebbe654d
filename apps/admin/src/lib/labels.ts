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

/** docs/ADMIN_API.md refunds `status`. */
export const REFUND_STATUS_CHOICES = choices([
  ['pending', 'Pending', 'warning'],
  ['processed', 'Processed', 'success'],
  ['failed', 'Failed', 'error'],
]);

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
