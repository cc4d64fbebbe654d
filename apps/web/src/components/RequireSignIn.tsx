// Pages for signed-in users only: a visitor is sent to /login with the way back in `next`.
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { withNext } from '@/lib/next';
import { useSession, type SessionUser } from '@/lib/session';
import { useLingui } from '@/i18n/react';
import './widget-messages';

export function RequireSignIn({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  const { _ } = useLingui();
  // Whether this page has been shown signed in, kept from earlier renders (state set during
  // render, React's pattern for information from previous renders).
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (status === 'signed-in' && !wasSignedIn) setWasSignedIn(true);

  if (status === 'signed-out') {
    // Signing out from this page (here, in the header or in another tab) ends at home, as PRODUCT.md §4
    // "Session" says logout does, not at a sign-in page that would bring the user straight back.
    if (wasSignedIn) return <Navigate to={paths.home} replace />;
    return <Navigate to={withNext(paths.login, `${location.pathname}${location.search}`)} replace />;
  }
  // While a stored token is checked the stored user is already known; without one, wait.
  if (!user) {
    return (
      <div className="container-page py-8" aria-busy="true">
        <p className="sr-only" role="status">
          {_('w.account')}
        </p>
        <div className="skeleton h-9 w-48" />
        <div className="skeleton mt-6 h-40 w-full max-w-xl" />
      </div>
    );
  }
  return <>{children(user)}</>;
}
