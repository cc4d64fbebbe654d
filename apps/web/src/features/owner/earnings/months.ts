// The months the earnings page offers: this month (Asia/Kolkata) and the ones before it.

/** How many months back the picker reaches, this one included. */
export const MONTHS_OFFERED = 24;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `YYYY-MM` shifted by whole months: ("2026-01", -1) → "2025-12". */
export function addMonths(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** This month first, then each one before it. */
export function monthsUpTo(current: string, count = MONTHS_OFFERED): string[] {
  return Array.from({ length: count }, (_, back) => addMonths(current, -back));
}

/** The month in the address when it is a real one not after this month; else this month. */
export function readMonth(value: string | null, current: string): string {
  return value && MONTH_PATTERN.test(value) && value <= current ? value : current;
}
