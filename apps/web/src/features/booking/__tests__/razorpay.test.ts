import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@/config/runtime';
import { loadRazorpay, preloadCheckout, RAZORPAY_SCRIPT_URL, SCRIPT_LOAD_TIMEOUT_MS } from '../lib/razorpay';

const runtime = vi.hoisted(() => ({ config: null as RuntimeConfig | null }));
vi.mock('@/config/runtime', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/runtime')>();
  return { ...actual, getRuntimeConfig: () => runtime.config ?? actual.DEFAULT_RUNTIME_CONFIG };
});

afterEach(() => {
  runtime.config = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.querySelectorAll('script').forEach((s) => s.remove());
  delete window.Razorpay;
});

describe('the payment provider’s script (PRODUCT.md §8, §9)', () => {
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

  it('starts loading the server’s configured script as a booking page opens; nothing without one', async () => {
    preloadCheckout();
    expect(document.querySelector('script')).toBeNull();

    const local = 'http://127.0.0.1:4010/v1/checkout.js';
    runtime.config = { ...DEFAULT_RUNTIME_CONFIG, paymentScriptUrl: local };
    preloadCheckout();
    const script = document.querySelector<HTMLScriptElement>(`script[src="${local}"]`);
    expect(script).not.toBeNull();
    // Confirm waits for the same load instead of adding the script twice.
    const atConfirm = loadRazorpay();
    expect(document.querySelectorAll('script')).toHaveLength(1);
    window.Razorpay = class {
      open() {}
    } as unknown as typeof window.Razorpay;
    script!.dispatchEvent(new Event('load'));
    await expect(atConfirm).resolves.toBe(true);
  });
});
