// Renders the full auth modal (PRODUCT.md §2 "Sign-in and sign-up dialog") for the whole app: the
// header's Login button, the auth gate or a page open it through auth-modal-context. One modal for
// the app; its code loads when first opened.
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { AuthModalContext, type OpenAuthModalOptions } from './auth-modal-context';

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
