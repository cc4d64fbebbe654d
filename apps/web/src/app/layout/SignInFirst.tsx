// A page for signed-in users, as the route table gives it to a visitor (app/route-table.tsx,
// signedInPage): sent to sign-in with the way back in `next` before the page's code is fetched.
// Once signed in (this tab or another), the same route shows the page, which guards itself
// from then on (components/RequireSignIn).
import { Suspense, useState, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { withNext } from '@/lib/next';
import { useSession } from '@/lib/session';
import { PageLoading } from './PageLoading';

export function SignInFirst({ page: Page }: { page: ComponentType }) {
  const { status } = useSession();
  const location = useLocation();
  const [entered, setEntered] = useState(status !== 'signed-out');
  if (status !== 'signed-out' && !entered) setEntered(true);
  if (!entered) return <Navigate to={withNext(paths.login, `${location.pathname}${location.search}`)} replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
