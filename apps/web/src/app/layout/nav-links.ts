// The header's main links (SPEC §2 Header): Explore and About are home-page anchors, so from any
// other page they go to / first and then scroll (see ScrollManager).
import type { To } from 'react-router';
import { homeAnchors, paths } from '@/config/paths';

export interface MainLink {
  label: string;
  to: To;
}

export const mainLinks: MainLink[] = [
  { label: 'Home', to: paths.home },
  { label: 'Explore', to: { pathname: paths.home, hash: `#${homeAnchors.properties}` } },
  { label: 'About', to: { pathname: paths.home, hash: `#${homeAnchors.about}` } },
];
