// What every Leaflet map of the app shares: Leaflet's CSS, the drawn pin, and the tiles from the
// runtime config. Imported only by lazily loaded map components, so Leaflet stays out of first loads.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { getRuntimeConfig } from '@/config/runtime';

// Leaflet's own credit link in the attribution is an unmarked link inside text (axe:
// link-in-text-block); the tiles' credit, which their licence asks for, stays.
L.Control.Attribution.prototype.options.prefix = false;

/** A drawn pin (no image files to resolve, unlike Leaflet's default marker). */
export const pinIcon = L.divIcon({
  className: '',
  html: `<svg width="36" height="46" viewBox="0 0 36 46" aria-hidden="true" focusable="false">
      <path d="M18 45s15-15.6 15-27A15 15 0 0 0 3 18c0 11.4 15 27 15 27z" fill="#9a3412" stroke="#fff" stroke-width="2.5"/>
      <circle cx="18" cy="18" r="6" fill="#fff"/>
    </svg>`,
  iconSize: [36, 46],
  iconAnchor: [18, 45],
});

/** Tile URL template and attribution for this deployment. */
export function mapTiles(): { url: string; attribution: string } {
  const { mapTileUrl, mapAttribution } = getRuntimeConfig();
  return { url: mapTileUrl, attribution: mapAttribution };
}
