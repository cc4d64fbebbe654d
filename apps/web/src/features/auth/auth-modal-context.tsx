// Opens the full auth modal (SPEC §2 "Sign-in and sign-up dialog") from anywhere: the header's
// Login button, the auth gate, a page. One modal for the app; its code loads when first opened.
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { SessionUser } from './types';

export type AuthStep = 'method-select' | 'login-form' | 'signup-form' | 'otp-verify' | 'dual-otp-verify';

/** SPEC §3 "Auth-gate prompt". `icon` names a lucide icon the modal knows (see AuthModal). */
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
  /** Called once the user is signed in (after the session has the credentials). */
  onSignedIn?: (user: SessionUser) => void;
  /** Called once when the modal closes, with why. */
  onClose?: (reason: AuthModalCloseReason) => void;
}

interface AuthModalApi {
  openAuthModal(options?: OpenAuthModalOptions): void;
  closeAuthModal(): void;
  isOpen: boolean;
}

const AuthModalContext = createContext<AuthModalApi | null>(null);

const loadModal = () => import('./components/AuthModal');
const AuthModal = lazy(loadModal);

/** Starts loading the modal's code (on hover/focus of a Login button). */
export function preloadAuthModal(): void {
  void loadModal();
}

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<{ key: number; options: OpenAuthModalOptions } | null>(null);
  const [open, setOpen] = useState(false);

  const openAuthModal = useCallback((options: OpenAuthModalOptions = {}) => {
    setRequest((previous) => ({ key: (previous?.key ?? 0) + 1, options }));
    setOpen(true);
  }, []);
  const closeAuthModal = useCallback(() => setOpen(false), []);

  const value = useMemo(() => ({ openAuthModal, closeAuthModal, isOpen: open }), [openAuthModal, closeAuthModal, open]);

  return (
    <AuthModalContext.Provider value={value}>
      {children}
      {/* One instance for the app's life, so a code step survives closing and reopening. */}
      {request && (
        <Suspense fallback={null}>
          <AuthModal open={open} onOpenChange={setOpen} request={request} />
        </Suspense>
      )}
    </AuthModalContext.Provider>
  );
}

/** The modal, or null outside the provider (the app shell painted before the root layout). */
export function useAuthModalIfAny(): AuthModalApi | null {
  return useContext(AuthModalContext);
}

export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return api;
}
