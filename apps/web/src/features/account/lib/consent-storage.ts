// The cookie-consent choice kept in this browser (SPEC §3 "Stored client values": a choice per
// user id, 'all' or 'essential', and a consent flag). The server's consent log stays the source of
// truth; this copy spares a request on every page and keeps each user's choice apart.
import type { ConsentChoice } from '../types';

const PER_USER_PREFIX = 'cookieConsent:';
/**
 * The consent flag: the choice last made in this browser by whoever was signed in, for scripts
 * that must wait for consent (SPEC §4 "analytics scripts load only after consent").
 */
export const CONSENT_FLAG_KEY = 'cookieConsent';

export function consentKey(userId: number): string {
  return `${PER_USER_PREFIX}${userId}`;
}

function isChoice(value: unknown): value is ConsentChoice {
  return value === 'all' || value === 'essential';
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
}

/** Forgets a user's choice and the browser's flag (their account was deleted here). */
export function clearLocalConsent(userId: number): void {
  try {
    window.localStorage.removeItem(consentKey(userId));
    window.localStorage.removeItem(CONSENT_FLAG_KEY);
  } catch {
    // nothing stored
  }
}

/** The banner's and the settings page's words for each choice. */
export const CONSENT_LABELS: Record<ConsentChoice, string> = {
  essential: 'Essential Only',
  all: 'Accept All',
};
