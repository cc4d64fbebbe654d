// The card payment provider's checkout script, loaded on booking pages only, as they open (PRODUCT.md §1),
// with a time limit (PRODUCT.md §9 "Script load timeout": 3 to 5 s). A failure is logged, not thrown at
// the guest: Confirm tries once more, and then the page offers to pay at the property (PRODUCT.md §8).
import { getRuntimeConfig } from '@/config/runtime';

/** Razorpay's own script, for a server that names none (the Vite dev server). */
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
/** PRODUCT.md §9 "Script load timeout": 5 s. */
export const SCRIPT_LOAD_TIMEOUT_MS = 5000;

export interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill?: Record<string, string | null | undefined>;
  handler: (response: RazorpayResponse) => void;
  modal?: { ondismiss?: () => void };
}

interface RazorpayCheckout {
  open: () => void;
  on?: (event: 'payment.failed', handler: () => void) => void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
  }
}

let loading: Promise<boolean> | null = null;

/** The script the server's provider names (its configured address), else Razorpay's own. */
export function checkoutScriptUrl(): string {
  return getRuntimeConfig().paymentScriptUrl ?? RAZORPAY_SCRIPT_URL;
}

/** Resolves true once `window.Razorpay` exists, false after an error or the timeout. */
export function loadRazorpay(timeoutMs = SCRIPT_LOAD_TIMEOUT_MS, src = checkoutScriptUrl()): Promise<boolean> {
  if (typeof window === 'undefined') return Promise.resolve(false);
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const finish = (ok: boolean, why?: string) => {
      clearTimeout(timer);
      if (!ok) {
        console.warn(`Payment provider script failed to load (${why}): ${src}`);
        script.remove();
      }
      // Settled: a later call sees `window.Razorpay`, or, after a failure, tries again.
      loading = null;
      resolve(ok);
    };
    const timer = setTimeout(() => finish(false, `no answer within ${timeoutMs / 1000} s`), timeoutMs);
    script.onload = () => finish(Boolean(window.Razorpay), 'loaded without Razorpay');
    script.onerror = () => finish(false, 'network error');
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * Starts loading the provider's script as a booking page opens, so the checkout is ready by
 * Confirm; nothing when the server's provider has no script (simulated).
 */
export function preloadCheckout(): void {
  const src = getRuntimeConfig().paymentScriptUrl;
  if (src) void loadRazorpay(SCRIPT_LOAD_TIMEOUT_MS, src);
}
