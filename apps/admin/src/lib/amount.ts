// An amount an admin types in rupees (paise allowed) as the API's integer paise, read from the
// text so no floating-point rounding can move a paisa (PRODUCT.md "Money, time, identity").

export const AMOUNT_REQUIRED = 'Enter an amount in rupees, e.g. 500.50.';
export const AMOUNT_UNREADABLE =
  'Enter rupees with at most two digits of paise, e.g. 500.50 (no sign: choose the direction).';
export const AMOUNT_ZERO = 'The amount cannot be zero.';

export type AmountReading = { paise: number; problem: null } | { paise: null; problem: string };

/** "1,250.5" → 125050; blank, signed, over two decimals or zero gives the problem to show. */
export function readRupees(text: string): AmountReading {
  const cleaned = text.replace(/[\s,₹]/g, '');
  if (!cleaned) return { paise: null, problem: AMOUNT_REQUIRED };
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match || (match[1] === '' && !match[2])) return { paise: null, problem: AMOUNT_UNREADABLE };
  const paise = Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) return { paise: null, problem: AMOUNT_UNREADABLE };
  if (paise === 0) return { paise: null, problem: AMOUNT_ZERO };
  return { paise, problem: null };
}
