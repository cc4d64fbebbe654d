// "Where you'll be": address, distance and a map that loads (code and tiles) only when the guest
// scrolls near it. When the tiles or the map code cannot load, a readable text fallback remains.
import { lazy, Suspense, useCallback, useRef, useState, type ComponentType } from 'react';
import { ExternalLink, MapPin, MapPinOff } from 'lucide-react';
import { formatDistanceKm } from '@/lib/format';
import type { Property } from '@/types/api';
import { useInView } from '../../lib/use-in-view';
import { formatCoordinates, openStreetMapUrl } from './osm';

import type { LeafletMapProps } from './LeafletMap';
import { useLingui } from '@/i18n/react';
import '../../more-messages';

interface LocationSectionProps {
  property: Pick<Property, 'title' | 'location' | 'address' | 'latitude' | 'longitude' | 'distanceKm'>;
}

export function LocationSection({ property }: LocationSectionProps) {
  const { title, location, address, latitude, longitude, distanceKm } = property;
  const { _ } = useLingui();
  const sectionRef = useRef<HTMLElement>(null);
  const inView = useInView(sectionRef);
  const [failed, setFailed] = useState(false);
  const onTilesFailed = useCallback(() => setFailed(true), []);

  // Created once per section: a chunk that fails to download (offline) shows the fallback too.
  const [LeafletMap] = useState(() =>
    lazy<ComponentType<LeafletMapProps>>(() =>
      import('./LeafletMap').catch(() => {
        setFailed(true);
        return { default: () => null };
      }),
    ),
  );

  const osmUrl = openStreetMapUrl(latitude, longitude);

  return (
    <section ref={sectionRef} aria-labelledby="location-heading">
      <h2 id="location-heading" className="text-2xl font-semibold text-ink-900">
        {_('pm.where')}
      </h2>
      <p className="mt-2 flex items-start gap-2 text-ink-700">
        <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>{_('pm.near', { location, distance: formatDistanceKm(distanceKm) })}</span>
      </p>

      {/* isolate: Leaflet's panes use z-index 400–1000; keep them under the sticky header and bar. */}
      <div className="isolate mt-4 h-72 overflow-hidden rounded-2xl border border-sand-200 bg-sand-100 sm:h-96">
        {failed ? (
          <div role="status" className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
            <MapPinOff aria-hidden="true" className="size-8 text-ink-500" />
            <p className="font-semibold text-ink-900">{_('pm.mapFailed')}</p>
            <address className="not-italic text-ink-700">{address}</address>
            <p className="text-sm text-ink-600">
              {_('pm.coords')} <span className="tabular-nums">{formatCoordinates(latitude, longitude)}</span>
            </p>
            <a href={osmUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary">
              <ExternalLink aria-hidden="true" className="size-4" />
              {_('pm.osm')}
              <span className="sr-only"> {_('pm.newTab')}</span>
            </a>
          </div>
        ) : inView ? (
          <div role="region" aria-label={_('pm.map', { title })} className="size-full">
            <Suspense fallback={<MapPlaceholder />}>
              <LeafletMap latitude={latitude} longitude={longitude} title={title} onTilesFailed={onTilesFailed} />
            </Suspense>
          </div>
        ) : (
          <MapPlaceholder />
        )}
      </div>

      {!failed && (
        <div className="mt-3 flex flex-col gap-1 text-sm text-ink-700 sm:flex-row sm:items-center sm:justify-between">
          <address className="not-italic">{address}</address>
          <a
            href={osmUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {_('pm.osm')}
            <span className="sr-only"> {_('pm.newTab')}</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </div>
      )}
    </section>
  );
}

function MapPlaceholder() {
  const { _ } = useLingui();
  return (
    <div className="flex size-full items-center justify-center text-sm text-ink-600">
      <span role="status">{_('pm.loadingMap')}</span>
    </div>
  );
}
