// The property's photos. The first photo renders at once (it is the page's largest paint); the
// swipeable carousel and its full-screen view arrive in their own chunk at the guest's first
// interaction with the page (a tap, a key, a scroll, the pointer over the photo) and take over in
// place: a first view that is only looked at never downloads them.
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstInteraction } from '@/lib/after-paint';
import { ImageOff } from 'lucide-react';
import { PropertyPhoto } from '@/components/PropertyPhoto';
import type { Photo } from '@/types/api';
import { withCatalogs } from '@/i18n';
import { useLingui } from '@/i18n/react';
import '../../messages';
import {
  GALLERY_FRAME_CLASS,
  GALLERY_OUTER_CLASS,
  GALLERY_SIZES,
  PhotoCounter,
  THUMBNAIL_ROW_CLASS,
} from './gallery-shared';

// If the carousel's code cannot be downloaded (flaky connection), the first photo stays.
const PhotoCarousel = lazy(() =>
  withCatalogs(() => import('./PhotoCarousel'))().catch(() => ({
    default: ({ photos, title }: PhotoGalleryProps) => (
      <FirstPhoto photo={photos[0]} title={title} total={photos.length} />
    ),
  })),
);

interface PhotoGalleryProps {
  photos: Photo[];
  title: string;
}

function useWhenUsed(): [boolean, () => void] {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready ? undefined : afterFirstInteraction(() => setReady(true))), [ready]);
  return [ready, () => setReady(true)];
}

export function PhotoGallery({ photos, title }: PhotoGalleryProps) {
  const [enhanced, enhanceNow] = useWhenUsed();
  const { _ } = useLingui();
  if (photos.length === 0) {
    return (
      <div className={GALLERY_OUTER_CLASS}>
        <div
          role="img"
          aria-label={_('p.noPhotos', { title })}
          className={`${GALLERY_FRAME_CLASS} flex items-center justify-center bg-gradient-to-br from-sand-200 to-brand-100`}
        >
          <ImageOff aria-hidden="true" className="size-10 text-ink-500" />
        </div>
      </div>
    );
  }
  const firstPhoto = <FirstPhoto photo={photos[0]} title={title} total={photos.length} />;
  return (
    <div onPointerEnter={enhanceNow} onTouchStart={enhanceNow} onFocus={enhanceNow}>
      {enhanced ? (
        <Suspense fallback={firstPhoto}>
          <PhotoCarousel photos={photos} title={title} />
        </Suspense>
      ) : (
        firstPhoto
      )}
    </div>
  );
}

/** Same frame and image as the carousel's first slide, so nothing moves when it takes over. */
function FirstPhoto({ photo, title, total }: { photo: Photo; title: string; total: number }) {
  const { _ } = useLingui();
  return (
    <div className={GALLERY_OUTER_CLASS}>
      <div className={`${GALLERY_FRAME_CLASS} overflow-hidden`}>
        <PropertyPhoto
          photo={photo}
          fallbackAlt={_('p.photoAlt', { title, n: 1 })}
          sizes={GALLERY_SIZES}
          priority
          className="size-full"
        />
      </div>
      <PhotoCounter index={0} total={total} />
      {total > 1 && <div aria-hidden="true" className={THUMBNAIL_ROW_CLASS} />}
    </div>
  );
}
