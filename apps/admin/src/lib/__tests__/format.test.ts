import { describe, expect, it } from 'vitest';
import { formatIstDate, formatKolkataInstant, formatPaise, formatRupees } from '../format';

describe('formatKolkataInstant', () => {
  it('shows an instant as Asia/Kolkata wall time on a 24-hour clock, whatever zone it was written in', () => {
    expect(formatKolkataInstant('2026-11-21T09:30:00Z')).toBe('21 Nov 2026, 15:00 IST');
    expect(formatKolkataInstant('2026-11-21T15:00:00+05:30')).toBe('21 Nov 2026, 15:00 IST');
    expect(formatKolkataInstant('2026-11-24T08:52:00Z')).toBe('24 Nov 2026, 14:22 IST');
    expect(formatKolkataInstant('2026-11-21T18:45:00Z')).toBe('22 Nov 2026, 00:15 IST');
  });

  it('leaves an unreadable value as it came and an empty one empty', () => {
    expect(formatKolkataInstant('yesterday')).toBe('yesterday');
    expect(formatKolkataInstant(null)).toBe('');
  });
});

describe('formatRupees', () => {
  it('turns paise into whole rupees with Indian grouping', () => {
    expect(formatRupees(21000000)).toBe('₹2,10,000');
    expect(formatRupees(4500000)).toBe('₹45,000');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(null)).toBe('—');
  });
});

describe('formatPaise', () => {
  it('turns paise into rupees to the paisa with Indian grouping, keeping the sign', () => {
    expect(formatPaise(12500050)).toBe('₹1,25,000.50');
    expect(formatPaise(-50050)).toBe('-₹500.50');
    expect(formatPaise(7)).toBe('₹0.07');
    expect(formatPaise(undefined)).toBe('—');
  });
});

describe('formatIstDate', () => {
  it('shows a calendar day as that day', () => {
    expect(formatIstDate('2026-10-26')).toBe('26 Oct');
    expect(formatIstDate('2026-10-26', true)).toBe('26 Oct 2026');
  });
});
