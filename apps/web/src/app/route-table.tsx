// The route table of PRODUCT.md §2 for the guest app. Every route loads a module of ./routes, which
// composes its page from the feature that owns it, as its own lazily loaded chunk, so a guest
// downloads only the page they open (ESLint keeps pages out of this file's imports). The catalogue
// pages' `handle.prefetch` starts their requests with the navigation (lib/router).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { homePrefetch, locationPrefetch, searchPrefetch } from '@/features/catalogue/prefetch';
import { RootLayout } from './layout/RootLayout';
import { SignInFirst } from './layout/SignInFirst';
import { RequireRole } from '@/features/auth/RequireRole';
import { page, type PageModule } from '@/lib/lazy-page';

/**
 * A page only a signed-in user sees (it wraps itself in RequireSignIn): a visitor is sent to
 * sign-in (layout/SignInFirst) before its code is fetched, and gets it once signed in.
 */
function signedInPage(load: () => Promise<PageModule>): ComponentType {
  const Page = page(load);
  return function SignedInPage() {
    return <SignInFirst page={Page} />;
  };
}

const listingEditor = page(() => import('./routes/owner-property-editor'));

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { index: true, handle: { prefetch: homePrefetch }, Component: page(() => import('./routes/home')) },
      { path: paths.search, handle: { prefetch: searchPrefetch }, Component: page(() => import('./routes/search')) },
      {
        path: '/farmhouses/:locationSlug',
        handle: { prefetch: locationPrefetch },
        Component: page(() => import('./routes/location')),
      },
      { path: '/property/:slug', Component: page(() => import('./routes/property')) },
      { path: paths.profile, Component: signedInPage(() => import('./routes/profile')) },
      { path: paths.settings, Component: signedInPage(() => import('./routes/settings')) },
      { path: '/saved', Component: signedInPage(() => import('./routes/saved')) },
      { path: '/alerts/unsubscribe', Component: page(() => import('./routes/alerts-unsubscribe')) },
      { path: '/book/:slug', Component: page(() => import('./routes/book')) },
      { path: paths.bookings, Component: signedInPage(() => import('./routes/bookings')) },
      { path: paths.messages, Component: signedInPage(() => import('./routes/messages')) },
      { path: paths.login, Component: page(() => import('./routes/login')) },
      { path: paths.register, Component: page(() => import('./routes/register')) },
      { path: paths.verifyRegistration, Component: page(() => import('./routes/verify-registration')) },
      // PRODUCT.md §6: owner pages for owners only, /analytics for owners and admins. Pages not built yet
      // show the not-found page.
      {
        path: '/owner',
        element: <RequireRole roles={['owner']} />,
        children: [
          { path: 'dashboard', Component: page(() => import('./routes/owner-dashboard')) },
          { path: 'analytics', Component: page(() => import('./routes/owner-analytics')) },
          { path: 'earnings', Component: page(() => import('./routes/owner-earnings')) },
          { path: 'messages', Component: page(() => import('./routes/owner-messages')) },
          // One editor component for both, so creating a listing and moving to its edit address
          // keeps the page (and what the owner is typing) in place.
          { path: 'property/create', Component: listingEditor },
          { path: 'property/edit/:id', Component: listingEditor },
          { path: 'property/preview/:id', Component: page(() => import('./routes/owner-property-preview')) },
          { path: '*', Component: page(() => import('./routes/not-found')) },
        ],
      },
      {
        path: paths.analytics,
        element: <RequireRole roles={['owner', 'admin']} />,
        children: [{ index: true, Component: page(() => import('./routes/analytics')) }],
      },
      { path: paths.listYourFarmhouse, Component: page(() => import('./routes/list-your-farmhouse')) },
      { path: paths.privacyPolicy, Component: page(() => import('./routes/privacy-policy')) },
      { path: paths.termsOfService, Component: page(() => import('./routes/terms-of-service')) },
      { path: paths.cookiePolicy, Component: page(() => import('./routes/cookie-policy')) },
      { path: paths.help, Component: page(() => import('./routes/help')) },
      { path: paths.safety, Component: page(() => import('./routes/safety')) },
      { path: paths.faq, Component: page(() => import('./routes/faq')) },
      { path: '*', Component: page(() => import('./routes/not-found')) },
    ],
  },
];
