// The editor's map (Leaflet, in its own chunk): the pin can be dragged, and a tap on the map moves
// it there. Tiles and the pin's drawing are the app's shared Leaflet setup.
import { useEffect, useMemo } from 'react';
import type { LeafletEventHandlerFnMap } from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { mapTiles, pinIcon } from '@/components/map/leaflet-setup';
import { useLingui } from '@/i18n/react';
import '../messages';

export interface PinMapProps {
  latitude: number | null;
  longitude: number | null;
  /** Where to look before there is a pin (the locality, else Hyderabad). */
  center: { latitude: number; longitude: number };
  onPick: (latitude: number, longitude: number) => void;
}

export default function PinMap({ latitude, longitude, center, onPick }: PinMapProps) {
  const tiles = mapTiles();
  const { _ } = useLingui();
  const pin: [number, number] | null = latitude !== null && longitude !== null ? [latitude, longitude] : null;
  const markerEvents = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const at = event.target.getLatLng();
        onPick(at.lat, at.lng);
      },
    }),
    [onPick],
  );
  return (
    <div role="region" aria-label={_('editor.map.label')} className="size-full">
      <MapContainer
        center={pin ?? [center.latitude, center.longitude]}
        zoom={pin ? 14 : 12}
        scrollWheelZoom={false}
        className="size-full"
      >
        <TileLayer url={tiles.url} attribution={tiles.attribution} />
        <TapToPlace onPick={onPick} />
        <FollowPin latitude={pin?.[0] ?? center.latitude} longitude={pin?.[1] ?? center.longitude} />
        {pin && (
          <Marker
            position={pin}
            icon={pinIcon}
            draggable
            eventHandlers={markerEvents}
            title={_('editor.map.pinTitle')}
            alt={_('editor.map.pinAlt')}
          />
        )}
      </MapContainer>
    </div>
  );
}

function TapToPlace({ onPick }: { onPick: PinMapProps['onPick'] }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** Brings a pin placed from outside the map (typed, located, another locality) into view. */
function FollowPin({ latitude, longitude }: { latitude: number; longitude: number }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().contains([latitude, longitude]))
      map.setView([latitude, longitude], Math.max(map.getZoom(), 12));
  }, [map, latitude, longitude]);
  return null;
}
