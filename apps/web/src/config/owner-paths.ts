// Paths of the owner's pages (PRODUCT.md §2 /owner/..., and the admin console's analytics screen),
// apart from config/paths so the guest entry chunk carries no owner-area path: only owner pages
// and the "List your farmhouse" page (lazy chunks) and the signed-in menus import this.

/** The editor's steps, in order; `?step=` names one. */
export const LISTING_STEP_IDS = [
  'basics',
  'location',
  'photos',
  'amenities',
  'pricing',
  'slots',
  'calendar',
  'review',
] as const;

export type ListingStepId = (typeof LISTING_STEP_IDS)[number];

export const ownerPaths = {
  dashboard: '/owner/dashboard',
  messages: '/owner/messages',
  /** Earnings, payouts and monthly statements. */
  earnings: '/owner/earnings',
  /** The admin console's Analytics screen (apps/admin, another app: reached by a full page load). */
  adminAnalytics: '/admin/analytics',
  createListing: '/owner/property/create',
  editListing: (id: number, step?: ListingStepId) => `/owner/property/edit/${id}${step ? `?step=${step}` : ''}`,
  /** The listing as its guest page will show it, in any status. */
  previewListing: (id: number) => `/owner/property/preview/${id}`,
} as const;
