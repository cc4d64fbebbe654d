// Route guard (PRODUCT.md §6): visitors go to sign-in and come back afterwards (`?next=`); a signed-in
// user without one of the roles goes home with a toast. Server-side checks still apply to the API.
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { withNext } from '@/lib/next';
import { useSession, type UserRole } from '@/lib/session';
import { useLingui } from '@/i18n/react';
import './guard-messages';

export function RequireRole({ roles }: { roles: UserRole[] }) {
  const { status, user } = useSession();
  const location = useLocation();
  const { toast } = useToast();
  const { _ } = useLingui();
  const allowed = status === 'signed-in' && user !== null && roles.includes(user.role);
  const wrongRole = status === 'signed-in' && !allowed;
  const warned = useRef(false);
  // Whether this page has been shown signed in (state set during render, React's pattern for
  // information from previous renders), as components/RequireSignIn keeps it.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (status === 'signed-in' && !wasSignedIn) setWasSignedIn(true);

  useEffect(() => {
    if (!wrongRole || warned.current) return;
    warned.current = true;
    toast({
      title: _('guard.denied'),
      // Name whom the page is for: /analytics is for owners and admins, not owners alone.
      description: roles.includes('owner')
        ? roles.includes('admin')
          ? _('guard.ownersAndAdmins')
          : _('guard.ownersOnly')
        : _('guard.adminsOnly'),
      variant: 'warning',
    });
  }, [wrongRole, roles, toast, _]);

  if (status === 'loading') {
    return (
      <div className="container-page py-16" role="status">
        <span className="sr-only">{_('guard.checking')}</span>
        <div className="skeleton h-8 w-2/3 max-w-md" />
      </div>
    );
  }
  if (status === 'signed-out') {
    // Signing out on this page (here, in the header or in another tab) ends at home, as PRODUCT.md §4
    // "Session" says logout does, not at a sign-in page that would bring the user straight back.
    if (wasSignedIn) return <Navigate to={paths.home} replace />;
    return <Navigate to={withNext(paths.login, `${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  if (!allowed) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
