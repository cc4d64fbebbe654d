// The route table of SPEC §2 for the guest app. Every route loads a module of ./routes, which
// composes its page from the feature that owns it, as its own lazily loaded chunk, so a guest
// downloads only the page they open (ESLint keeps pages out of this file's imports).
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { homeLoader, locationLoader, searchLoader } from '@/features/catalogue/prefetch';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorFallback } from './layout/RouteErrorFallback';
import { AppShellLoading } from './layout/AppShellLoading';
import { SignInFirst } from './layout/SignInFirst';
import { readStoredToken } from '@/lib/api-client';
import { RequireRole } from '@/features/auth/RequireRole';
import { withCatalogs } from '@/i18n';

type PageModule = { default: ComponentType };

/** Route `lazy` for a module whose default export is the page component. */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  // The page's catalogs in the active language are loaded before it renders.
  const loadWithCatalogs = withCatalogs(load);
  return async () => ({ Component: (await loadWithCatalogs()).default });
}

/**
 * Route `lazy` for a page only a signed-in user sees (it wraps itself in RequireSignIn): without a
 * stored session the visitor is sent to sign-in (layout/SignInFirst) and the page's code is fetched
 * only once they are signed in.
 */
function signedInPage(load: () => Promise<PageModule>): RouteObject['lazy'] {
  const loadWithCatalogs = withCatalogs(load);
  return async () => {
    if (readStoredToken()) return { Component: (await loadWithCatalogs()).default };
    const Page = lazy(loadWithCatalogs);
    return { Component: () => <SignInFirst page={Page} /> };
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorFallback,
    HydrateFallback: AppShellLoading,
    children: [
      { index: true, loader: homeLoader, lazy: page(() => import('./routes/home')) },
      { path: paths.search, loader: searchLoader, lazy: page(() => import('./routes/search')) },
      { path: '/farmhouses/:locationSlug', loader: locationLoader, lazy: page(() => import('./routes/location')) },
      { path: '/property/:slug', lazy: page(() => import('./routes/property')) },
      { path: paths.profile, lazy: signedInPage(() => import('./routes/profile')) },
      { path: paths.settings, lazy: signedInPage(() => import('./routes/settings')) },
      { path: '/saved', lazy: signedInPage(() => import('./routes/saved')) },
      { path: '/alerts/unsubscribe', lazy: page(() => import('./routes/alerts-unsubscribe')) },
      { path: '/book/:slug', lazy: page(() => import('./routes/book')) },
      { path: paths.bookings, lazy: signedInPage(() => import('./routes/bookings')) },
      { path: paths.messages, lazy: signedInPage(() => import('./routes/messages')) },
      { path: paths.login, lazy: page(() => import('./routes/login')) },
      { path: paths.register, lazy: page(() => import('./routes/register')) },
      { path: paths.verifyRegistration, lazy: page(() => import('./routes/verify-registration')) },
      // SPEC §6: owner pages for owners only, /analytics for owners and admins. Pages not built yet
      // show the not-found page.
      {
        path: '/owner',
        element: <RequireRole roles={['owner']} />,
        children: [
          { path: 'dashboard', lazy: page(() => import('./routes/owner-dashboard')) },
          { path: 'analytics', lazy: page(() => import('./routes/owner-analytics')) },
          { path: 'messages', lazy: page(() => import('./routes/owner-messages')) },
          // Both compose the same editor, so creating a listing and moving to its edit address
          // keeps the page (and what the owner is typing) in place.
          { path: 'property/create', lazy: page(() => import('./routes/owner-property-create')) },
          { path: 'property/edit/:id', lazy: page(() => import('./routes/owner-property-edit')) },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
      {
        path: paths.analytics,
        element: <RequireRole roles={['owner', 'admin']} />,
        children: [{ index: true, lazy: page(() => import('./routes/analytics')) }],
      },
      { path: paths.listYourFarmhouse, lazy: page(() => import('./routes/list-your-farmhouse')) },
      { path: paths.privacyPolicy, lazy: page(() => import('./routes/privacy-policy')) },
      { path: paths.termsOfService, lazy: page(() => import('./routes/terms-of-service')) },
      { path: paths.cookiePolicy, lazy: page(() => import('./routes/cookie-policy')) },
      { path: paths.help, lazy: page(() => import('./routes/help')) },
      { path: paths.safety, lazy: page(() => import('./routes/safety')) },
      { path: paths.faq, lazy: page(() => import('./routes/faq')) },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
];
