// A property photo with a width-based srcset from its variants and explicit width/height so the
// layout does not shift while it loads.
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

export function photoSrcSet(photo: Photo): string | undefined {
  const variants = [...(photo.variants ?? [])].sort((a, b) => a.width - b.width);
  if (variants.length === 0) return undefined;
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

export function PropertyPhoto({ photo, fallbackAlt, sizes, priority = false, className }: PropertyPhotoProps) {
  if (!photo) {
    return (
      <div
        role="img"
        aria-label={`${fallbackAlt} (no photo yet)`}
        className={clsx('flex items-center justify-center bg-gradient-to-br from-sand-200 to-brand-100', className)}
      >
        <ImageOff aria-hidden="true" className="size-8 text-ink-500" />
      </div>
    );
  }
  return (
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
  );
}
