import { describe, expect, it } from 'vitest';
import { AMOUNT_REQUIRED, AMOUNT_UNREADABLE, AMOUNT_ZERO, readRupees } from '../amount';

describe('readRupees', () => {
  it('reads rupees with up to two digits of paise as integer paise', () => {
    expect(readRupees('500.50').paise).toBe(50050);
    expect(readRupees('500.5').paise).toBe(50050);
    expect(readRupees('0.07').paise).toBe(7);
    expect(readRupees('.5').paise).toBe(50);
    expect(readRupees(' ₹1,25,000 ').paise).toBe(12500000);
    // 0.1 + 0.2 style rounding cannot creep in: 1.15 is 115 paise, not 114.99…
    expect(readRupees('1.15').paise).toBe(115);
  });

  it('refuses a blank, signed, over-precise or zero amount', () => {
    expect(readRupees('  ').problem).toBe(AMOUNT_REQUIRED);
    expect(readRupees('-500').problem).toBe(AMOUNT_UNREADABLE);
    expect(readRupees('500.505').problem).toBe(AMOUNT_UNREADABLE);
    expect(readRupees('5e3').problem).toBe(AMOUNT_UNREADABLE);
    expect(readRupees('.').problem).toBe(AMOUNT_UNREADABLE);
    expect(readRupees('0.00').problem).toBe(AMOUNT_ZERO);
  });
});
