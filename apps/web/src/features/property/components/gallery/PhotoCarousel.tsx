// Swipeable photo carousel (embla): swipe on touch, arrow keys and buttons on desktop, a "2 / 5"
// counter, thumbnails, and a full-screen view. Loaded as its own chunk by PhotoGallery.
// Off-screen slides load only when approached: a slide gets its <img> once it is the current
// photo or next to it while the guest reaches for the carousel (pointer over it, a touch, focus)
// or moves it. Until then it is the empty frame, which keeps the photo's box.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Maximize2 } from 'lucide-react';
import clsx from 'clsx';
import { PropertyPhoto } from '@/components/PropertyPhoto';
import type { Photo } from '@/types/api';
import {
  GALLERY_FRAME_CLASS,
  GALLERY_OUTER_CLASS,
  GALLERY_SIZES,
  PhotoCounter,
  THUMBNAIL_ROW_CLASS,
} from './gallery-shared';
import { PhotoLightbox } from './PhotoLightbox';
import { useLingui } from '@/i18n/react';
import '../../messages';
import '../../more-messages';

interface PhotoCarouselProps {
  photos: Photo[];
  title: string;
}

const roundButton =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-ink-900 shadow-md ring-1 ring-black/5 transition-opacity hover:bg-white disabled:pointer-events-none disabled:opacity-0';

export default function PhotoCarousel({ photos, title }: PhotoCarouselProps) {
  const { _ } = useLingui();
  // containScroll off: one photo per view, so every photo is its own snap point.
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: false, duration: 22 });
  const [index, setIndex] = useState(0);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  // Where focus goes back to when the full-screen view closes.
  const opener = useRef<HTMLElement | null>(null);
  const openLightbox = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setLightboxOpen(true);
  }, []);
  const total = photos.length;
  const last = total - 1;
  // The slides that have their image; once loaded, a slide keeps it.
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  const approach = useCallback(
    (around: number) =>
      setLoaded((prev) => {
        const add = [around - 1, around, around + 1].filter((i) => i >= 0 && i <= last && !prev.has(i));
        return add.length === 0 ? prev : new Set([...prev, ...add]);
      }),
    [last],
  );
  const reachFor = () => approach(index);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const selected = embla.selectedScrollSnap();
      setIndex(selected);
      approach(selected);
    };
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, approach]);

  const goTo = useCallback(
    (next: number, instant = false) => {
      const target = Math.max(0, Math.min(last, next));
      setIndex(target);
      approach(target);
      embla?.scrollTo(target, instant);
    },
    [embla, last, approach],
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight') goTo(index + 1);
    else if (event.key === 'ArrowLeft') goTo(index - 1);
    else if (event.key === 'Home') goTo(0);
    else if (event.key === 'End') goTo(last);
    else if (event.key === 'Enter' || event.key === ' ') openLightbox();
    else return;
    event.preventDefault();
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={_('pm.photos', { title })}
      onPointerMove={reachFor}
      onPointerDown={reachFor}
      onFocus={reachFor}
    >
      <div className={GALLERY_OUTER_CLASS}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- WAI-ARIA carousel: the focusable slide group takes the arrow keys */}
        <div
          ref={viewportRef}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the slide group must be focusable for those keys
          tabIndex={0}
          role="group"
          aria-label={_('pm.slides', { n: index + 1, total })}
          onKeyDown={onKeyDown}
          className={`${GALLERY_FRAME_CLASS} overflow-hidden`}
        >
          <div className="flex h-full touch-pan-y">
            {photos.map((photo, i) => (
              <div
                key={photo.url}
                role="group"
                aria-roledescription="slide"
                aria-label={_('pm.slide', { n: i + 1, total })}
                aria-hidden={i !== index}
                // Mouse and touch open the full-screen view by clicking the photo (embla swallows
                // the click that ends a swipe); keyboard users press Enter or the Full screen button.
                onClick={() => {
                  goTo(i, true);
                  openLightbox();
                }}
                className="h-full min-w-0 shrink-0 grow-0 basis-full cursor-zoom-in"
              >
                {loaded.has(i) && (
                  <PropertyPhoto
                    photo={photo}
                    fallbackAlt={_('p.photoAlt', { title, n: i + 1 })}
                    sizes={GALLERY_SIZES}
                    priority={i === 0}
                    className="size-full select-none"
                  />
                )}
              </div>
            ))}
          </div>
        </div>

        {total > 1 && (
          <>
            <button
              type="button"
              onClick={() => goTo(index - 1)}
              disabled={index === 0}
              aria-label={_('pm.prev')}
              className={clsx(roundButton, 'left-3')}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => goTo(index + 1)}
              disabled={index === last}
              aria-label={_('pm.next')}
              className={clsx(roundButton, 'right-3')}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </>
        )}
        <button
          type="button"
          onClick={openLightbox}
          className="absolute right-3 top-3 flex min-h-11 items-center gap-2 rounded-full bg-white/95 px-4 text-sm font-semibold text-ink-900 shadow-md ring-1 ring-black/5 hover:bg-white"
        >
          <Maximize2 aria-hidden="true" className="size-4" />
          <span>
            {_('pm.fs')}
            <span className="sr-only"> {_('pm.fullSr')}</span>
          </span>
        </button>
        <PhotoCounter index={index} total={total} />
      </div>

      {total > 1 && (
        <ul aria-label={_('pm.choose')} className={`${THUMBNAIL_ROW_CLASS} flex gap-2 overflow-x-auto`}>
          {photos.map((photo, i) => (
            <li key={photo.url} className="shrink-0">
              <button
                type="button"
                onClick={() => goTo(i)}
                aria-label={photo.alt ? _('pm.showAlt', { n: i + 1, alt: photo.alt }) : _('pm.show', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={clsx(
                  'block h-16 w-24 overflow-hidden rounded-lg ring-offset-2 transition',
                  i === index ? 'ring-2 ring-brand-700' : 'opacity-80 hover:opacity-100',
                )}
              >
                <PropertyPhoto photo={photo} fallbackAlt="" sizes="96px" className="size-full" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <PhotoLightbox
        open={lightboxOpen}
        onOpenChange={setLightboxOpen}
        photos={photos}
        title={title}
        index={index}
        onIndexChange={(next) => goTo(next, true)}
        returnFocus={() => opener.current?.focus()}
      />
    </section>
  );
}
