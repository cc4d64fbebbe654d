// What a code step needs after a reload (PRODUCT.md §5: "The verify call needs an identifier from state
// or session storage"): the phone a login code went to, and a sign-up waiting for its two codes.
import type { SignUpData } from '../api/otp';

export const LOGIN_IDENTIFIER_KEY = 'auth_login_identifier';
export const SIMPLE_PHONE_KEY = 'auth_phone';
export const SIGNUP_KEY = 'auth_signup';

export interface PendingSignUp extends Omit<SignUpData, 'acceptTerms'> {
  acceptTerms: true;
  /** What the server bound each code to (normalised +91 phone, lower-cased e-mail). */
  phoneIdentifier: string;
  emailIdentifier: string;
}

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveValue(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Without storage the step still works until a reload.
  }
}

export function readValue(key: string): string | null {
  return store()?.getItem(key) ?? null;
}

export function removeValue(key: string): void {
  store()?.removeItem(key);
}

export function savePendingSignUp(signUp: PendingSignUp): void {
  saveValue(SIGNUP_KEY, JSON.stringify(signUp));
}

export function readPendingSignUp(): PendingSignUp | null {
  try {
    const parsed = JSON.parse(readValue(SIGNUP_KEY) ?? 'null') as PendingSignUp | null;
    return parsed && typeof parsed.phoneIdentifier === 'string' && typeof parsed.emailIdentifier === 'string'
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/** Forgets every half-finished code step (after a sign-in). */
export function clearFlowStorage(): void {
  removeValue(LOGIN_IDENTIFIER_KEY);
  removeValue(SIMPLE_PHONE_KEY);
  removeValue(SIGNUP_KEY);
}
