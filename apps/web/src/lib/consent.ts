// The cookie-consent choice kept in this browser (PRODUCT.md §3 "Stored client values": a choice per
// user id, 'all' or 'essential', and a consent flag). The server's consent log stays the source of
// truth; this copy spares a request on every page and keeps each user's choice apart. It lives in
// lib because the account feature writes it and the analytics helper must wait for it (PRODUCT.md §4).

/**
 * The stored user record's key, api-client's USER_KEY (a test holds them equal). Not imported: the
 * analytics facade in the entry chunk uses this module, and with api-client imported here the
 * bundler splits api-client into a chunk of its own, one more request on every first load.
 */
export const STORED_USER_KEY = 'user';

/** `all` (analytics too) or `essential` (only what keeps the site working). */
export type ConsentChoice = 'all' | 'essential';

const PER_USER_PREFIX = 'cookieConsent:';
/**
 * The consent flag: the choice last made in this browser by whoever was signed in, for scripts
 * that must wait for consent (PRODUCT.md §4 "analytics scripts load only after consent").
 */
export const CONSENT_FLAG_KEY = 'cookieConsent';

export function consentKey(userId: number): string {
  return `${PER_USER_PREFIX}${userId}`;
}

function isChoice(value: unknown): value is ConsentChoice {
  return value === 'all' || value === 'essential';
}

type ConsentListener = () => void;
const listeners = new Set<ConsentListener>();

/** Runs `listener` when a choice is stored or cleared, in this tab or (through storage) another. */
export function onConsentChange(listener: ConsentListener): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key.startsWith(CONSENT_FLAG_KEY) || event.key === STORED_USER_KEY) changed();
}

function changed() {
  for (const listener of listeners) listener();
}

export function readLocalConsent(userId: number): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(consentKey(userId));
    return isChoice(value) ? value : null;
  } catch {
    return null; // storage blocked: ask the server
  }
}

export function storeLocalConsent(userId: number, choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(consentKey(userId), choice);
    window.localStorage.setItem(CONSENT_FLAG_KEY, choice);
  } catch {
    // Storage full or blocked: the server has the choice, so the banner will not ask again.
  }
  changed();
}

/** Forgets a user's choice and the browser's flag (their account was deleted here). */
export function clearLocalConsent(userId: number): void {
  try {
    window.localStorage.removeItem(consentKey(userId));
    window.localStorage.removeItem(CONSENT_FLAG_KEY);
  } catch {
    // nothing stored
  }
  changed();
}

/**
 * Whether analytics may run here: the signed-in user's own choice is 'all'; with nobody signed in,
 * the browser's consent flag is. No choice (or storage blocked) means no analytics.
 */
export function analyticsConsented(): boolean {
  try {
    const id = storedUserId();
    return localStorage.getItem(id === undefined ? CONSENT_FLAG_KEY : consentKey(id)) === 'all';
  } catch {
    return false;
  }
}

/** The signed-in user's id, from the stored user record (PRODUCT.md §3). */
export function storedUserId(): number | undefined {
  try {
    const id = (JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? 'null') as { id?: unknown } | null)?.id;
    return typeof id === 'number' ? id : undefined;
  } catch {
    return undefined;
  }
}
