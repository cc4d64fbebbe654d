import { describe, expect, it } from 'vitest';
import { formatMonth } from '../format-month';
import { countChars } from '../text';
import {
  addDays,
  daysBetween,
  formatCalendarDate,
  formatINR,
  formatInstant,
  formatInstantDate,
  plural,
  todayInKolkata,
} from '../format';

describe('formatINR', () => {
  it('groups rupees the Indian way', () => {
    expect(formatINR(125000)).toBe('₹1,25,000');
    expect(formatINR(8500)).toBe('₹8,500');
    expect(formatINR(12345678)).toBe('₹1,23,45,678');
  });

  it('shows whole rupees without paise', () => {
    expect(formatINR(500)).toBe('₹500');
    expect(formatINR(0)).toBe('₹0');
    expect(formatINR(-500)).toBe('-₹500');
  });
});

describe('dates in Asia/Kolkata', () => {
  it('shows an instant in Indian time whatever the offset it was sent with', () => {
    expect(formatInstant('2026-12-05T09:00:00+05:30')).toBe('5 Dec 2026, 9:00 am');
    expect(formatInstant('2026-12-05T03:30:00Z')).toBe('5 Dec 2026, 9:00 am');
    expect(formatInstantDate('2026-10-01T20:00:00Z')).toBe('2 Oct 2026');
  });

  it('gives today by the Kolkata calendar, which starts 5½ hours before UTC', () => {
    expect(todayInKolkata(new Date('2026-12-04T18:29:00Z'))).toBe('2026-12-04');
    expect(todayInKolkata(new Date('2026-12-04T18:31:00Z'))).toBe('2026-12-05');
  });

  it('formats and counts calendar dates without time-zone drift', () => {
    expect(formatCalendarDate('2026-12-05')).toBe('5 Dec 2026');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-05', '2026-12-07')).toBe(2);
  });
});

describe('plural', () => {
  it('uses the singular for one and Indian grouping for large numbers', () => {
    expect(plural(1, 'guest')).toBe('1 guest');
    expect(plural(20, 'guest')).toBe('20 guests');
    expect(plural(100000, 'farmhouse')).toBe('1,00,000 farmhouses');
  });
});

describe('formatMonth', () => {
  it('names a stay month in words, whatever the time zone of the machine', () => {
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(formatMonth('2027-01')).toBe('January 2027');
  });
});

describe('countChars', () => {
  it('counts what the server counts: code points of the trimmed text', () => {
    expect(countChars('  Lovely pool  ')).toBe(11);
    expect(countChars('🌴🌴')).toBe(2);
  });
});
