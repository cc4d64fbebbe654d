// The interactive map (Leaflet via react-leaflet), in its own chunk with Leaflet's CSS. Tiles come
// from the runtime config; if every tile of the first view fails, the parent shows a text fallback.
import 'leaflet/dist/leaflet.css';
import { useMemo, useRef } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { getRuntimeConfig } from '@/config/runtime';

export interface LeafletMapProps {
  latitude: number;
  longitude: number;
  title: string;
  /** Called once when no tile of the first view could be loaded. */
  onTilesFailed: () => void;
}

/** A drawn pin (no image files to resolve, unlike Leaflet's default marker). */
const pinIcon = L.divIcon({
  className: '',
  html: `<svg width="36" height="46" viewBox="0 0 36 46" aria-hidden="true" focusable="false">
      <path d="M18 45s15-15.6 15-27A15 15 0 0 0 3 18c0 11.4 15 27 15 27z" fill="#9a3412" stroke="#fff" stroke-width="2.5"/>
      <circle cx="18" cy="18" r="6" fill="#fff"/>
    </svg>`,
  iconSize: [36, 46],
  iconAnchor: [18, 45],
});

export default function LeafletMap({ latitude, longitude, title, onTilesFailed }: LeafletMapProps) {
  const { mapTileUrl, mapAttribution } = getRuntimeConfig();
  const tiles = useRef({ loaded: 0, failed: 0, reported: false });

  const tileEvents = useMemo(
    () => ({
      tileload: () => {
        tiles.current.loaded += 1;
      },
      tileerror: () => {
        tiles.current.failed += 1;
      },
      // "load" fires when every tile in view has finished, loaded or not.
      load: () => {
        const t = tiles.current;
        if (!t.reported && t.loaded === 0 && t.failed > 0) {
          t.reported = true;
          onTilesFailed();
        }
      },
    }),
    [onTilesFailed],
  );

  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={13}
      // The page scrolls over the map; zoom with the buttons or pinch. On phones one finger
      // scrolls the page rather than dragging the map.
      scrollWheelZoom={false}
      dragging={!L.Browser.mobile}
      className="size-full"
    >
      <TileLayer url={mapTileUrl} attribution={mapAttribution} eventHandlers={tileEvents} />
      <Marker position={[latitude, longitude]} icon={pinIcon} title={title} alt={`Location of ${title}`} keyboard={false} />
    </MapContainer>
  );
}
