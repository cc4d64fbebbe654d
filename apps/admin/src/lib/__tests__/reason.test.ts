import { describe, expect, it } from 'vitest';
import { normaliseReason, reasonProblem, REASON_CONTROL, REASON_REQUIRED, REASON_TOO_LONG } from '../reason';

describe('reason', () => {
  it('is required and at most 500 characters', () => {
    expect(reasonProblem('')).toBe(REASON_REQUIRED);
    expect(reasonProblem('   \n ')).toBe(REASON_REQUIRED);
    expect(reasonProblem('x'.repeat(500))).toBeNull();
    expect(reasonProblem('x'.repeat(501))).toBe(REASON_TOO_LONG);
    expect(reasonProblem('₹'.repeat(500))).toBeNull();
  });

  it('turns line breaks into spaces and refuses other control characters', () => {
    expect(normaliseReason('  Guest called\nto cancel  ')).toBe('Guest called to cancel');
    expect(reasonProblem('a\nb')).toBeNull();
    expect(reasonProblem('a\u0007b')).toBe(REASON_CONTROL);
  });
});
