// Paths of the owner's listing pages (SPEC §2 /owner/property/create and /owner/property/edit/{id}),
// apart from config/paths so the guest entry chunk carries no owner-area path: only owner pages
// and the "List your farmhouse" page (both lazy chunks) import this.

/** The editor's steps, in order; `?step=` names one. */
export const LISTING_STEP_IDS = ['basics', 'location', 'photos', 'amenities', 'pricing', 'slots', 'calendar', 'review'] as const;

export type ListingStepId = (typeof LISTING_STEP_IDS)[number];

export const ownerPaths = {
  createListing: '/owner/property/create',
  editListing: (id: number, step?: ListingStepId) => `/owner/property/edit/${id}${step ? `?step=${step}` : ''}`,
} as const;
