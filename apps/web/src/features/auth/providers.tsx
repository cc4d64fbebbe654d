// The session and the auth modal, in the order they depend on each other (inside the router and
// the ToastProvider).
import type { ReactNode } from 'react';
import { AuthModalProvider } from './AuthModalProvider';
import { SessionProvider } from '@/lib/session';

export function AuthProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <AuthModalProvider>{children}</AuthModalProvider>
    </SessionProvider>
  );
}
