// Money kept in paise shown to the paisa, in en-IN in every language ("₹1,234.50"): ledger
// figures (an owner's earnings and payouts) must add up to what the statement says. Apart from
// format.ts so the entry chunk does not carry it (only owner pages show paise).
import { formatINR } from './format';

let paiseFormatter: Intl.NumberFormat | undefined;

/** 123450 → "₹1,234.50"; -5000 → "-₹50.00". */
export function formatPaise(paise: number): string {
  paiseFormatter ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return paiseFormatter.format(paise / 100);
}

/** Whole rupees when there are no paise ("₹100"), else to the paisa. */
export function formatPaiseShort(paise: number): string {
  return paise % 100 === 0 ? formatINR(paise / 100) : formatPaise(paise);
}
