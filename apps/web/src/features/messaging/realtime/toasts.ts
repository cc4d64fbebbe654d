// The realtime channel's user-visible texts: SPEC §8 force-disconnect toasts and the SPEC §4
// "Realtime connection" error, word for word (shown as title, then description).
import type { ToastOptions } from '@/components/toast';

export const FORCE_DISCONNECT_TOASTS: Record<string, ToastOptions> = {
  CONNECTION_LIMIT_EXCEEDED: {
    title: 'Connection Limit Exceeded',
    description: 'You have too many active connections. Please close other tabs or devices.',
    variant: 'warning',
    durationMs: 10_000,
  },
  IDLE_TIMEOUT: {
    title: 'Connection Idle',
    description: 'Your connection was closed due to inactivity.',
    variant: 'info',
    durationMs: 5_000,
  },
  ZOMBIE_CONNECTION: {
    title: 'Connection Lost',
    description: 'Your connection was unresponsive and has been closed.',
    variant: 'warning',
    durationMs: 5_000,
  },
  ACCOUNT_SUSPENDED: {
    title: 'Account Suspended',
    description: 'Your account has been suspended. Please contact support at support@hyderabadescapes.in or +91 40 4520 7788.',
    variant: 'warning',
    durationMs: 15_000,
  },
  SESSION_REVOKED: {
    title: 'Signed Out',
    description: 'You have been signed out. Please sign in again.',
    variant: 'info',
    durationMs: 10_000,
  },
  SERVER_SHUTDOWN: {
    title: 'Server Maintenance',
    description: 'The server is undergoing maintenance. Please try again later.',
    variant: 'warning',
    durationMs: 10_000,
  },
};

/** Any other reason. */
export const DISCONNECTED_TOAST: ToastOptions = { title: 'Disconnected', variant: 'warning' };

export function forceDisconnectToast(reason: unknown): ToastOptions {
  return (typeof reason === 'string' && FORCE_DISCONNECT_TOASTS[reason]) || DISCONNECTED_TOAST;
}

/** SPEC §4: shown after the third failed reconnect attempt. */
export const CONNECTION_ERROR_TEXT = 'Connection Error: Unable to maintain connection. Please refresh the page.';
export const CONNECTION_ERROR_TOAST: ToastOptions = {
  title: 'Connection Error',
  description: 'Unable to maintain connection. Please refresh the page.',
  variant: 'error',
  durationMs: 10_000,
};
