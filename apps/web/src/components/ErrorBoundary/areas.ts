// What each area's fallback says (SPEC §2 "Error fallbacks": per area, Try Again, sometimes Go Home).

export type ErrorArea =
  | 'search'
  | 'propertyCard'
  | 'searchBar'
  | 'instantSearch'
  | 'exitIntent'
  | 'propertyList'
  | 'featuredCarousel'
  | 'generic';

export interface AreaCopy {
  title: string;
  description: string;
  /** Whether a "Go Home" link fits this area (not inside small widgets). */
  showGoHome: boolean;
  /** Compact fallbacks sit inside a card or a bar rather than taking the page. */
  compact: boolean;
}

export const ERROR_AREA_COPY: Record<ErrorArea, AreaCopy> = {
  search: {
    title: 'Search ran into a problem',
    description: "We couldn't show your search results. Your filters are kept — please try again.",
    showGoHome: true,
    compact: false,
  },
  propertyCard: {
    title: "This farmhouse couldn't be shown",
    description: 'Something went wrong while displaying this listing.',
    showGoHome: false,
    compact: true,
  },
  searchBar: {
    title: 'The search bar failed to load',
    description: 'You can try again, or browse the featured farmhouses below.',
    showGoHome: false,
    compact: true,
  },
  instantSearch: {
    title: 'Instant search is unavailable',
    description: 'Suggestions could not be loaded. You can still search with the button.',
    showGoHome: false,
    compact: true,
  },
  exitIntent: {
    title: "This offer couldn't be shown",
    description: 'Something went wrong while opening the offer.',
    showGoHome: false,
    compact: true,
  },
  propertyList: {
    title: "We couldn't load these farmhouses",
    description: 'The list of farmhouses failed to load. Please try again in a moment.',
    showGoHome: true,
    compact: false,
  },
  featuredCarousel: {
    title: 'Featured farmhouses are unavailable',
    description: "We couldn't load the featured farmhouses right now.",
    showGoHome: false,
    compact: true,
  },
  generic: {
    title: 'Something went wrong',
    description: 'An unexpected error stopped this page. Please try again, or go back to the home page.',
    showGoHome: true,
    compact: false,
  },
};

/** A short id a guest can read out to support, e.g. "ERR-LX3K9A-7QF2". */
export function createErrorId(now: number = Date.now(), random: () => number = Math.random): string {
  const time = now.toString(36).toUpperCase().slice(-6);
  const tail = Math.floor(random() * 36 ** 4)
    .toString(36)
    .toUpperCase()
    .padStart(4, '0');
  return `ERR-${time}-${tail}`;
}
