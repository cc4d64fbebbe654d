// A listing photo as <picture>: the WebP copies first, the JPEG copies as the fallback, both as
// width-described srcsets with the layout's `sizes`, and the photo's size reserved.
import type { ListingPhoto, PhotoCopy } from '../api/owner-types';

function srcSet(copies: PhotoCopy[]): string | undefined {
  if (copies.length === 0) return undefined;
  return [...copies]
    .sort((a, b) => a.width - b.width)
    .map((copy) => `${copy.url} ${copy.width}w`)
    .join(', ');
}

export function ListingPicture({
  photo,
  sizes,
  alt,
  className,
}: {
  photo: ListingPhoto;
  sizes: string;
  alt: string;
  className?: string;
}) {
  const webp = photo.variants.filter((copy) => copy.format === 'webp');
  const jpeg = photo.variants.filter((copy) => copy.format !== 'webp');
  const fallback = photo.url ?? [...jpeg].sort((a, b) => b.width - a.width)[0]?.url ?? undefined;
  return (
    <picture>
      {webp.length > 0 && <source type="image/webp" srcSet={srcSet(webp)} sizes={sizes} />}
      {jpeg.length > 0 && <source type="image/jpeg" srcSet={srcSet(jpeg)} sizes={sizes} />}
      <img
        src={fallback}
        srcSet={srcSet(jpeg)}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  );
}
