// A property photo in <picture>: WebP copies first for browsers that take them, JPEG copies in the
// <img> for the rest, each a width-based srcset, with explicit width/height so the layout does not
// shift while it loads.
import { useLingui } from '@/i18n/react';
import './messages';
import clsx from 'clsx';
import { ImageOff } from 'lucide-react';
import type { Photo } from '@/types/api';

export interface PropertyPhotoProps {
  photo: Photo | null;
  /** Fallback alt text when the photo has none (or is missing). */
  fallbackAlt: string;
  /** CSS sizes hint, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

/** A width-based srcset of one format's copies (`undefined` when the photo has none of it). */
export function photoSrcSet(photo: Photo, format: 'webp' | 'jpeg' = 'jpeg'): string | undefined {
  const variants = (photo.variants ?? [])
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width);
  if (variants.length === 0) return undefined;
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

export function PropertyPhoto({ photo, fallbackAlt, sizes, priority = false, className }: PropertyPhotoProps) {
  const { _ } = useLingui();
  if (!photo) {
    return (
      <div
        role="img"
        aria-label={_('c.noPhoto', { alt: fallbackAlt })}
        className={clsx('flex items-center justify-center bg-gradient-to-br from-sand-200 to-brand-100', className)}
      >
        <ImageOff aria-hidden="true" className="size-8 text-ink-500" />
      </div>
    );
  }
  const webp = photoSrcSet(photo, 'webp');
  return (
    // display: contents, so the <img> sizes itself against the parent as it did without <picture>.
    <picture className="contents">
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        src={photo.url}
        srcSet={photoSrcSet(photo)}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt || fallbackAlt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={clsx('bg-sand-200 object-cover', className)}
      />
    </picture>
  );
}
