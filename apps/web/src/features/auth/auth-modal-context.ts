// What opens the full auth modal (PRODUCT.md §2 "Sign-in and sign-up dialog") from anywhere: its
// options, the context and its hooks. The provider that renders the modal is AuthModalProvider;
// this module imports neither, so the modal and the gate can both depend on it without a circle.
import { createContext, useContext } from 'react';
import type { SessionUser } from '@/lib/session';

export type AuthStep = 'method-select' | 'login-form' | 'signup-form' | 'otp-verify' | 'dual-otp-verify';

/** PRODUCT.md §3 "Auth-gate prompt". `icon` names a lucide icon the modal knows (see AuthModal). */
export interface AuthGatePrompt {
  title: string;
  description: string;
  benefit: string;
  icon: 'calendar' | 'heart' | 'message' | 'star' | 'bell' | 'share' | 'lock';
  canSkip: boolean;
  skipText: string;
  incentive: string;
  preserveData: boolean;
}

export type AuthModalCloseReason = 'signed-in' | 'skipped' | 'cancelled';

export interface OpenAuthModalOptions {
  step?: AuthStep;
  prompt?: Partial<AuthGatePrompt>;
  /** The account type a sign-up here makes, not asked (booking a stay: a guest's account). */
  signUpRole?: 'user' | 'owner';
  /** Called once the user is signed in (after the session has the credentials). */
  onSignedIn?: (user: SessionUser) => void;
  /** Called once when the modal closes, with why. */
  onClose?: (reason: AuthModalCloseReason) => void;
}

export interface AuthModalApi {
  openAuthModal(options?: OpenAuthModalOptions): void;
  closeAuthModal(): void;
  isOpen: boolean;
}

export const AuthModalContext = createContext<AuthModalApi | null>(null);

/** The modal, or null outside the provider (the app shell painted before the root layout). */
export function useAuthModalIfAny(): AuthModalApi | null {
  return useContext(AuthModalContext);
}

export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return api;
}
