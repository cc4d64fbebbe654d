// What each area's fallback says (PRODUCT.md §2 "Error fallbacks": per area, Try Again, sometimes Go Home).

import { i18n, messageId } from '@/i18n';
import '../messages';

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

/** An area's words, read in the active language each time they are shown. */
function copy(title: string, description: string, showGoHome: boolean, compact: boolean): AreaCopy {
  return {
    get title() {
      return i18n._(title);
    },
    get description() {
      return i18n._(description);
    },
    showGoHome,
    compact,
  };
}

export const ERROR_AREA_COPY: Record<ErrorArea, AreaCopy> = {
  search: copy(messageId('e.st'), messageId('e.sd'), true, false),
  propertyCard: copy(messageId('e.pct'), messageId('e.pcd'), false, true),
  searchBar: copy(messageId('e.sbt'), messageId('e.sbd'), false, true),
  instantSearch: copy(messageId('e.ist'), messageId('e.isd'), false, true),
  exitIntent: copy(messageId('e.eit'), messageId('e.eid'), false, true),
  propertyList: copy(messageId('e.plt'), messageId('e.pld'), true, false),
  featuredCarousel: copy(messageId('e.fct'), messageId('e.fcd'), false, true),
  generic: copy(messageId('e.gt'), messageId('e.gd'), true, false),
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
