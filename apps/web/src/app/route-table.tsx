// The route table of SPEC §2 for the guest app. Every page is its own lazily loaded chunk, so a
// guest downloads only the page they open; pages owned elsewhere are imported by their fixed paths.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { homeLoader, locationLoader, searchLoader } from '@/features/catalogue/prefetch';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorFallback } from './layout/RouteErrorFallback';
import { AppShellLoading } from './layout/AppShellLoading';
import { RequireRole } from '@/features/auth/RequireRole';

type PageModule = { default: ComponentType };

/** Route `lazy` for a module whose default export is the page component. */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
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
      { path: '/property/:slug', lazy: page(() => import('@/features/property/PropertyPage')) },
      { path: paths.profile, lazy: page(() => import('@/features/account/ProfilePage')) },
      { path: paths.settings, lazy: page(() => import('@/features/account/SettingsPage')) },
      { path: '/book/:slug', lazy: page(() => import('@/features/booking/BookPage')) },
      { path: paths.bookings, lazy: page(() => import('@/features/booking/BookingsPage')) },
      { path: paths.messages, lazy: page(() => import('@/features/messaging/MessagesPage')) },
      { path: paths.login, lazy: page(() => import('@/features/auth/pages/LoginPage')) },
      { path: paths.register, lazy: page(() => import('@/features/auth/pages/RegisterPage')) },
      { path: paths.verifyRegistration, lazy: page(() => import('@/features/auth/pages/VerifyRegistrationPage')) },
      // SPEC §6: owner pages for owners only, /analytics for owners and admins. Pages not built yet
      // show the not-found page.
      {
        path: '/owner',
        element: <RequireRole roles={['owner']} />,
        children: [
          { path: 'dashboard', lazy: page(() => import('@/features/owner/DashboardPage')) },
          { path: 'messages', lazy: page(() => import('@/features/messaging/OwnerMessagesPage')) },
          { path: '*', lazy: page(() => import('@/features/static/NotFoundPage')) },
        ],
      },
      {
        path: paths.analytics,
        element: <RequireRole roles={['owner', 'admin']} />,
        children: [{ index: true, lazy: page(() => import('@/features/static/NotFoundPage')) }],
      },
      { path: paths.listYourFarmhouse, lazy: page(() => import('@/features/hosting/ListYourFarmhousePage')) },
      { path: paths.privacyPolicy, lazy: page(() => import('@/features/static/PrivacyPolicyPage')) },
      { path: paths.termsOfService, lazy: page(() => import('@/features/static/TermsPage')) },
      { path: paths.cookiePolicy, lazy: page(() => import('@/features/static/CookiePolicyPage')) },
      { path: paths.help, lazy: page(() => import('@/features/static/HelpPage')) },
      { path: paths.safety, lazy: page(() => import('@/features/static/SafetyPage')) },
      { path: paths.faq, lazy: page(() => import('@/features/static/FaqPage')) },
      { path: '*', lazy: page(() => import('@/features/static/NotFoundPage')) },
    ],
  },
];
