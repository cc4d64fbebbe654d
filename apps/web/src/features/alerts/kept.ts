// Alerts a visitor asked for and then skipped signing in for (the soft gate in
// components/AlertDialog.tsx): kept in localStorage so they can be offered when someone signs in on
// this device (components/KeptAlertsOffer.tsx). The list is bounded, read defensively (anything
// that does not parse as a kept alert is dropped), and bound to the first account it is offered
// to, so a later account on the same device is never offered someone else's alerts.
import type { AlertKind, AlertSlot, NewAlert } from './api/alerts';
import { todayIso } from './format';
import { KEPT_ALERTS_KEY } from './kept-key';

export { KEPT_ALERTS_KEY, hasKeptAlerts } from './kept-key';

/** Newest kept; an older one goes when a new one comes. */
export const MAX_KEPT_ALERTS = 5;
/** A title longer than this is cut (it is only shown back, never sent). */
const MAX_TITLE_LENGTH = 120;

export interface KeptAlert extends NewAlert {
  /** Shown in the offer; the server is sent only the NewAlert fields. */
  propertyTitle: string;
}

interface Stored {
  /** The user id of the account the list was offered to; null until someone signs in. */
  offeredTo: number | null;
  items: KeptAlert[];
}

const KINDS: readonly AlertKind[] = ['price_drop', 'date_free'];
const SLOTS: readonly AlertSlot[] = ['half_day', 'full_day'];

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function asKeptAlert(value: unknown): KeptAlert | null {
  if (value === null || typeof value !== 'object') return null;
  const { propertyId, propertyTitle, kind, bookingType, date } = value as Record<string, unknown>;
  if (!Number.isInteger(propertyId) || (propertyId as number) <= 0) return null;
  if (typeof propertyTitle !== 'string' || propertyTitle.trim() === '') return null;
  if (!KINDS.includes(kind as AlertKind) || !SLOTS.includes(bookingType as AlertSlot)) return null;
  // A day already gone cannot be watched any more (the server refuses it).
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || date < todayIso()) return null;
  return {
    propertyId: propertyId as number,
    propertyTitle: propertyTitle.slice(0, MAX_TITLE_LENGTH),
    kind: kind as AlertKind,
    bookingType: bookingType as AlertSlot,
    date,
  };
}

const sameAlert = (a: NewAlert, b: NewAlert) =>
  a.propertyId === b.propertyId && a.kind === b.kind && a.bookingType === b.bookingType && a.date === b.date;

function read(): Stored {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEPT_ALERTS_KEY) ?? 'null');
    if (parsed === null || typeof parsed !== 'object') return { offeredTo: null, items: [] };
    const { offeredTo, items } = parsed as Record<string, unknown>;
    const kept: KeptAlert[] = [];
    for (const item of Array.isArray(items) ? items : []) {
      const alert = asKeptAlert(item);
      if (alert && !kept.some((other) => sameAlert(other, alert))) kept.push(alert);
    }
    return {
      offeredTo: Number.isInteger(offeredTo) ? (offeredTo as number) : null,
      items: kept.slice(0, MAX_KEPT_ALERTS),
    };
  } catch {
    return { offeredTo: null, items: [] };
  }
}

/** Writes only a change (so tabs answering each other's `storage` events settle); false if it could not. */
function write(next: Stored): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (next.items.length === 0) {
      store.removeItem(KEPT_ALERTS_KEY);
      return true;
    }
    const raw = JSON.stringify(next);
    if (store.getItem(KEPT_ALERTS_KEY) !== raw) store.setItem(KEPT_ALERTS_KEY, raw);
    return true;
  } catch {
    return false;
  }
}

/** The NewAlert fields of a kept alert: exactly what is sent. */
export function toNewAlert({ propertyId, kind, bookingType, date }: KeptAlert): NewAlert {
  return { propertyId, kind, bookingType, date };
}

/**
 * Keeps a visitor's alert, newest first. False when the device would not store it (storage full or
 * blocked), so the visitor is not told it was kept.
 */
export function keepAlert(alert: KeptAlert): boolean {
  const checked = asKeptAlert(alert);
  if (!checked) return false;
  const stored = read();
  // A list already offered to an account was that account's to take: a visitor starts a new one.
  const earlier = stored.offeredTo === null ? stored.items.filter((other) => !sameAlert(other, checked)) : [];
  return write({ offeredTo: null, items: [checked, ...earlier].slice(0, MAX_KEPT_ALERTS) });
}

/** What `userId` may be offered, without changing anything. */
export function readKeptAlertsFor(userId: number): KeptAlert[] {
  const stored = read();
  return stored.offeredTo === null || stored.offeredTo === userId ? stored.items : [];
}

/**
 * Binds the kept list to the account it is now offered to and returns it. A list offered to another
 * account earlier is forgotten, and so is anything that did not parse.
 */
export function claimKeptAlerts(userId: number): KeptAlert[] {
  const stored = read();
  if (stored.offeredTo !== null && stored.offeredTo !== userId) {
    write({ offeredTo: null, items: [] });
    return [];
  }
  write({ offeredTo: userId, items: stored.items });
  return stored.items;
}

/** Forgets these (set on the account, or declined); others kept meanwhile stay. */
export function removeKeptAlerts(done: readonly NewAlert[]): void {
  const stored = read();
  write({ ...stored, items: stored.items.filter((item) => !done.some((other) => sameAlert(other, item))) });
}

/** Calls `listener` when another tab changes the kept list. */
export function onKeptAlertsChange(listener: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === null || event.key === KEPT_ALERTS_KEY) listener();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
