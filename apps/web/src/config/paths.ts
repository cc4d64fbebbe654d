// Route paths of PRODUCT.md §2 used by the guest app, in one place so links and the router agree.
// Owner and admin paths live in owner-paths.ts, out of the guest entry chunk.

export const paths = {
  home: '/',
  search: '/search',
  property: (slug: string) => `/property/${encodeURIComponent(slug)}`,
  location: (slug: string) => `/farmhouses/${encodeURIComponent(slug)}`,
  book: (slug: string) => `/book/${encodeURIComponent(slug)}`,
  login: '/login',
  register: '/register',
  verifyRegistration: '/verify-registration',
  bookings: '/bookings',
  messages: '/messages',
  /** One conversation open on /messages (or /owner/messages). */
  conversation: (id: number, base: string = '/messages') => `${base}?conversation=${id}`,
  profile: '/profile',
  settings: '/settings',
  saved: '/saved',
  /** The one-tap link in alert messages (the server writes it: crates/core/src/alerts.rs). */
  alertsUnsubscribe: '/alerts/unsubscribe',
  analytics: '/analytics',
  listYourFarmhouse: '/list-your-farmhouse',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  help: '/help',
  safety: '/safety',
  faq: '/faq',
} as const;

/** In-page anchors of the home page (PRODUCT.md §2 route table). */
export const homeAnchors = {
  properties: 'properties',
  about: 'about',
  howItWorks: 'how-it-works',
  locations: 'locations',
  becomeHost: 'become-host',
} as const;
