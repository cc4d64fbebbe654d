// Pieces shared by the gallery's first paint and its carousel, so both look exactly alike.
import { useLingui } from '@/i18n/react';
import '../../messages';
import { GALLERY_PHOTO_SIZES } from '@/config/image-sizes';

/** Around the frame: edge to edge on phones (cancels the page padding), inside it from 640 px. */
export const GALLERY_OUTER_CLASS = 'relative -mx-4 sm:mx-0';

/** The photo frame: 3:2 on phones, then wider with rounded corners. */
export const GALLERY_FRAME_CLASS = 'aspect-[3/2] bg-sand-200 sm:aspect-[16/9] sm:rounded-2xl lg:aspect-[2/1]';

/** The frame is the page width up to the 72rem container. */
export const GALLERY_SIZES = GALLERY_PHOTO_SIZES;

/** The thumbnail strip's box (the first paint reserves the same height). */
export const THUMBNAIL_ROW_CLASS = 'mt-1 h-[4.5rem] px-3 py-1 sm:px-1';

/** "2 / 5" over the bottom-right corner of the photo. */
export function PhotoCounter({ index, total }: { index: number; total: number }) {
  const { _ } = useLingui();
  return (
    <p
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none absolute bottom-3 right-3 rounded-full bg-ink-900/75 px-3 py-1 text-sm font-semibold tabular-nums text-white"
    >
      <span className="sr-only">{_('p.photo')} </span>
      {index + 1} / {total}
    </p>
  );
}
