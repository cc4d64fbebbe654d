// What a toast is, shared by the provider and the lazily loaded Toaster (no import cycle).
import type { ToastVariant } from './sounds';

export interface ToastOptions {
  title: string;
  description?: string;
  variant: ToastVariant;
  /** How long it stays; 5 s unless given. */
  durationMs?: number;
}

export const DEFAULT_TOAST_DURATION_MS = 5000;

/** The toast on screen; a new key remounts it. */
export interface CurrentToast extends ToastOptions {
  key: number;
}
