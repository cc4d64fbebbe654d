// The interactive map (Leaflet via react-leaflet), in its own chunk with Leaflet's CSS. Tiles come
// from the runtime config; if every tile of the first view fails, the parent shows a text fallback.
import { useMemo, useRef } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { mapTiles, pinIcon } from '@/components/map/leaflet-setup';
import { i18n } from '@/i18n';
import '../../more-messages';

export interface LeafletMapProps {
  latitude: number;
  longitude: number;
  title: string;
  /** Called once when no tile of the first view could be loaded. */
  onTilesFailed: () => void;
}

export default function LeafletMap({ latitude, longitude, title, onTilesFailed }: LeafletMapProps) {
  const tileSource = mapTiles();
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
      <TileLayer url={tileSource.url} attribution={tileSource.attribution} eventHandlers={tileEvents} />
      <Marker
        position={[latitude, longitude]}
        icon={pinIcon}
        title={title}
        alt={i18n._('pm.pin', { title })}
        keyboard={false}
      />
    </MapContainer>
  );
}
