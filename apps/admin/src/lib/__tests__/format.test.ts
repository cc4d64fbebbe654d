import { describe, expect, it } from 'vitest';
import { formatKolkataInstant } from '../format';

describe('formatKolkataInstant', () => {
  it('shows an instant as Asia/Kolkata wall time whatever zone it was written in', () => {
    expect(formatKolkataInstant('2026-11-21T09:30:00Z')).toBe('21 Nov 2026, 3:00 pm');
    expect(formatKolkataInstant('2026-11-21T15:00:00+05:30')).toBe('21 Nov 2026, 3:00 pm');
  });

  it('leaves an unreadable value as it came and an empty one empty', () => {
    expect(formatKolkataInstant('yesterday')).toBe('yesterday');
    expect(formatKolkataInstant(null)).toBe('');
  });
});
