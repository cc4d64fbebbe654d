import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRazorpay, RAZORPAY_SCRIPT_URL, SCRIPT_LOAD_TIMEOUT_MS } from '../lib/razorpay';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.querySelectorAll('script').forEach((s) => s.remove());
  delete window.Razorpay;
});

describe('the payment provider’s script (SPEC §8, §9)', () => {
  it('is added on demand and given up after 5 s with a logged warning', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(document.querySelector(`script[src="${RAZORPAY_SCRIPT_URL}"]`)).toBeNull();
    const loaded = loadRazorpay();
    expect(document.querySelector(`script[src="${RAZORPAY_SCRIPT_URL}"]`)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS);
    await expect(loaded).resolves.toBe(false);
    expect(SCRIPT_LOAD_TIMEOUT_MS).toBe(5000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no answer within 5 s'));
    expect(document.querySelector(`script[src="${RAZORPAY_SCRIPT_URL}"]`)).toBeNull();
  });

  it('resolves once the script has defined Razorpay', async () => {
    const loaded = loadRazorpay();
    const script = document.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_SCRIPT_URL}"]`)!;
    window.Razorpay = class {
      open() {}
    } as unknown as typeof window.Razorpay;
    script.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBe(true);
  });
});
