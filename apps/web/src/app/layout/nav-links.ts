// The header's main links (PRODUCT.md §2 Header): Explore and About are home-page anchors, so from any
// other page they go to / first and then scroll (see ScrollManager).
import type { To } from 'react-router';
import type { UserRole } from '@/lib/session/types';
import { homeAnchors, paths } from '@/config/paths';
import { messageId } from '@/i18n/catalogs';

export interface MainLink {
  /** Message id (src/locales/en/layout.json). */
  label: string;
  to: To;
}

export const mainLinks: MainLink[] = [
  { label: messageId('nav.home'), to: paths.home },
  { label: messageId('nav.explore'), to: { pathname: paths.home, hash: `#${homeAnchors.properties}` } },
  { label: messageId('nav.about'), to: { pathname: paths.home, hash: `#${homeAnchors.about}` } },
];

/**
 * "List your farmhouse", beside the main links for visitors and guests (an owner has the
 * dashboard instead): the way in for someone who wants to become an owner.
 */
export const hostLink: MainLink = { label: messageId('nav.listYourFarmhouse'), to: paths.listYourFarmhouse };

export function showsHostLink(role: UserRole | null | undefined): boolean {
  return !role || role === 'user';
}
