// The admin console: react-admin under /admin with the admin API, OTP sign-in, the dashboard and
// one resource per folder (as react-admin's demo does), plus the review queue, the Analytics
// screen and the Reconciliation page as custom routes.
import { useState } from 'react';
import { Admin, CustomRoutes, Resource, type DataProvider } from 'react-admin';
import {
  createBrowserRouter,
  Navigate,
  redirect,
  Route,
  RouterProvider,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { AnalyticsPage } from './analytics';
import audit from './audit';
import { authProvider as defaultAuthProvider, type AdminAuthProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import { loginPathFor } from './auth/next';
import bookings from './bookings';
import { ADMIN_BASENAME, ANALYTICS_PATH, RECONCILIATION_PATH, REVIEW_QUEUE_PATH } from './config/constants';
import consents from './consents';
import conversations from './conversations';
import { Dashboard } from './dashboard/Dashboard';
import { creditNotes, invoices } from './invoices';
import depositClaims from './deposit-claims';
import { AdminLayout } from './layout/AdminLayout';
import { dataProvider as defaultDataProvider } from './lib/dataProvider';
import payments from './payments';
import payouts from './payouts';
import properties, { ReviewQueue } from './properties';
import { ReconciliationPage } from './reconciliation';
import refunds from './refunds';
import reviews from './reviews';
import { theme } from './theme';
import users from './users';

export interface AdminConsoleProps {
  authProvider?: AdminAuthProvider;
  dataProvider?: DataProvider;
}

/** `<Admin>` itself, for any router that already strips the /admin prefix. */
export function AdminConsole({
  authProvider = defaultAuthProvider,
  dataProvider = defaultDataProvider,
}: AdminConsoleProps) {
  return (
    <Admin
      title="Hyderabad Escapes Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={AdminLayout}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      {/* PRODUCT.md §2 names /dashboard as the admin dashboard too; inside the console it is an alias of
          the home page. (Having a route also stops react-admin from showing its "empty admin" page.) */}
      <CustomRoutes>
        <Route path="/dashboard" element={<Navigate to="/" replace />} />
        {/* PRODUCT.md §2 "/admin/consent-dashboard": the consent log resource. */}
        <Route path="/consent-dashboard" element={<Navigate to="/consents" replace />} />
        <Route path={REVIEW_QUEUE_PATH} element={<ReviewQueue />} />
        {/* PRODUCT.md §6 "Analytics Dashboard"; the web app's admin menu entry leads here. */}
        <Route path={ANALYTICS_PATH} element={<AnalyticsPage />} />
        {/* docs/ADMIN_API.md "Reconciliation": the providers' records against the ledger. */}
        <Route path={RECONCILIATION_PATH} element={<ReconciliationPage />} />
      </CustomRoutes>
      <Resource name="properties" {...properties} />
      <Resource name="bookings" {...bookings} />
      <Resource name="payments" {...payments} />
      <Resource name="refunds" {...refunds} />
      <Resource name="deposit-claims" {...depositClaims} />
      <Resource name="payouts" {...payouts} />
      <Resource name="invoices" {...invoices} />
      <Resource name="credit-notes" {...creditNotes} />
      <Resource name="users" {...users} />
      <Resource name="reviews" {...reviews} />
      <Resource name="conversations" {...conversations} />
      <Resource name="audit" {...audit} />
      <Resource name="consents" {...consents} />
    </Admin>
  );
}

/** Console paths a signed-out visitor may open. */
const PUBLIC_PATHS = new Set(['/login']);

/**
 * Sends a signed-out visitor to /login (with ?next= naming where they were going) before the
 * console renders. Without it react-admin's
 * `requireAuth` mounts its log-out-on-mount route first, and under the data router's transitions
 * that route logged out and pushed /login thousands of times (10+ s of busy page, a Back button
 * full of /admin/login) before the login page finally showed.
 */
export function signedOutToLogin(authProvider: Pick<AdminAuthProvider, 'checkAuth'>) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { pathname, search } = new URL(request.url);
    const path = pathname.startsWith(ADMIN_BASENAME) ? pathname.slice(ADMIN_BASENAME.length) || '/' : pathname;
    if (PUBLIC_PATHS.has(path.replace(/\/+$/, '') || '/')) return null;
    try {
      await authProvider.checkAuth({});
      return null;
    } catch {
      return redirect(loginPathFor(path + search));
    }
  };
}

/**
 * The console with a browser router whose basename is /admin, so the login screen is /admin/login
 * and the dashboard /admin. A data router (not <BrowserRouter>) lets react-admin warn about
 * unsaved changes in forms later on.
 */
export function App(props: AdminConsoleProps) {
  const [router] = useState(() =>
    createBrowserRouter(
      [
        {
          path: '*',
          element: <AdminConsole {...props} />,
          loader: signedOutToLogin(props.authProvider ?? defaultAuthProvider),
          HydrateFallback: () => null,
        },
      ],
      { basename: ADMIN_BASENAME },
    ),
  );
  return <RouterProvider router={router} />;
}
