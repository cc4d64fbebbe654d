// The realtime channel's user-visible texts: PRODUCT.md §8 force-disconnect toasts and the PRODUCT.md §4
// "Realtime connection" error, word for word in English (shown as title, then description), in
// the active language when they are shown.
import type { ToastOptions } from '@/components/toast';
import { i18n, messageId } from '@/i18n/catalogs';
import './messages';

const SUPPORT_CONTACT = { email: 'support@hyderabadescapes.in', phone: '+91 40 4520 7788' };

interface ForceDisconnectText {
  title: string;
  description: string;
  variant: ToastOptions['variant'];
  durationMs: number;
}

const FORCE_DISCONNECT: Record<string, ForceDisconnectText> = {
  CONNECTION_LIMIT_EXCEEDED: {
    title: messageId('realtime.limit.title'),
    description: messageId('realtime.limit.description'),
    variant: 'warning',
    durationMs: 10_000,
  },
  IDLE_TIMEOUT: {
    title: messageId('realtime.idle.title'),
    description: messageId('realtime.idle.description'),
    variant: 'info',
    durationMs: 5_000,
  },
  ZOMBIE_CONNECTION: {
    title: messageId('realtime.zombie.title'),
    description: messageId('realtime.zombie.description'),
    variant: 'warning',
    durationMs: 5_000,
  },
  ACCOUNT_SUSPENDED: {
    title: messageId('realtime.suspended.title'),
    description: messageId('realtime.suspended.description'),
    variant: 'warning',
    durationMs: 15_000,
  },
  SESSION_REVOKED: {
    title: messageId('realtime.revoked.title'),
    description: messageId('realtime.revoked.description'),
    variant: 'info',
    durationMs: 10_000,
  },
  SERVER_SHUTDOWN: {
    title: messageId('realtime.shutdown.title'),
    description: messageId('realtime.shutdown.description'),
    variant: 'warning',
    durationMs: 10_000,
  },
};

/** The toast for a force_disconnect reason; "Disconnected" for any other reason. */
export function forceDisconnectToast(reason: unknown): ToastOptions {
  const text = typeof reason === 'string' ? FORCE_DISCONNECT[reason] : undefined;
  if (!text) return { title: i18n._('realtime.disconnected'), variant: 'warning' };
  return {
    title: i18n._(text.title),
    description: i18n._(text.description, SUPPORT_CONTACT),
    variant: text.variant,
    durationMs: text.durationMs,
  };
}

/** PRODUCT.md §4: shown after the third failed reconnect attempt (English; shown through the catalog). */
export const CONNECTION_ERROR_TEXT = 'Connection Error: Unable to maintain connection. Please refresh the page.';

export function connectionErrorToast(): ToastOptions {
  return {
    title: i18n._('realtime.error.title'),
    description: i18n._('realtime.error.description'),
    variant: 'error',
    durationMs: 10_000,
  };
}
