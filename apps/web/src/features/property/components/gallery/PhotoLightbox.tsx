// Full-screen photo view in a Radix dialog (focus trapped inside, Escape closes, focus returns to
// where it was). Arrow keys, buttons and a horizontal swipe move between photos.
import { useRef, type PointerEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { photoSrcSet } from '@/components/PropertyPhoto';
import type { Photo } from '@/types/api';
import { useLingui } from '@/i18n/react';
import '../../messages';
import '../../more-messages';

interface PhotoLightboxProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  photos: Photo[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  /** Focus what opened the view (the dialog is opened from several places, not a Trigger). */
  returnFocus: () => void;
}

/** Horizontal distance in px that counts as a swipe. */
const SWIPE_PX = 50;

const navButton =
  'flex size-12 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 disabled:opacity-30';

export function PhotoLightbox({
  open,
  onOpenChange,
  photos,
  title,
  index,
  onIndexChange,
  returnFocus,
}: PhotoLightboxProps) {
  const { _ } = useLingui();
  const swipeStart = useRef<number | null>(null);
  const total = photos.length;
  const photo = photos[Math.min(index, total - 1)];

  const go = (next: number) => {
    if (next >= 0 && next < total) onIndexChange(next);
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (dx <= -SWIPE_PX) go(index + 1);
    else if (dx >= SWIPE_PX) go(index - 1);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') go(index + 1);
            else if (event.key === 'ArrowLeft') go(index - 1);
            else return;
            event.preventDefault();
          }}
        >
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <Dialog.Title className="truncate font-sans text-base font-semibold">{title}</Dialog.Title>
              <p aria-live="polite" aria-atomic="true" className="text-sm tabular-nums text-white/80">
                <span className="sr-only">{_('p.photo')} </span>
                {index + 1} / {total}
              </p>
            </div>
            <Dialog.Description className="sr-only">{_('pm.lbHelp')}</Dialog.Description>
            <Dialog.Close
              aria-label={_('pm.close')}
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/15 hover:bg-white/25"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>

          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-4 sm:px-20"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
          >
            {photo && (
              <picture key={photo.url} className="contents">
                {photoSrcSet(photo, 'webp') && (
                  <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes="100vw" />
                )}
                <img
                  src={photo.url}
                  srcSet={photoSrcSet(photo)}
                  sizes="100vw"
                  width={photo.width}
                  height={photo.height}
                  alt={photo.alt || _('p.photoAlt', { title, n: index + 1 })}
                  decoding="async"
                  draggable={false}
                  className="max-h-full max-w-full select-none object-contain"
                />
              </picture>
            )}
            {total > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => go(index - 1)}
                  disabled={index === 0}
                  aria-label={_('pm.prev')}
                  className={`${navButton} absolute left-2 top-1/2 -translate-y-1/2 sm:left-4`}
                >
                  <ChevronLeft aria-hidden="true" className="size-7" />
                </button>
                <button
                  type="button"
                  onClick={() => go(index + 1)}
                  disabled={index === total - 1}
                  aria-label={_('pm.next')}
                  className={`${navButton} absolute right-2 top-1/2 -translate-y-1/2 sm:right-4`}
                >
                  <ChevronRight aria-hidden="true" className="size-7" />
                </button>
              </>
            )}
          </div>
          {photo?.alt && <p className="px-4 pb-4 text-center text-sm text-white/85">{photo.alt}</p>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
