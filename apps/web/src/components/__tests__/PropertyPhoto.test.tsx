import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Photo } from '@/types/api';
import { PropertyPhoto } from '../PropertyPhoto';

const photo: Photo = {
  url: '/uploads/listings/7/3-1200.jpg',
  alt: 'Pool at dusk',
  width: 1200,
  height: 800,
  // Out of order on purpose: the srcset lists the smallest first whatever the order given.
  variants: [
    { url: '/uploads/listings/7/3-800.webp', width: 800, height: 533, format: 'webp' },
    { url: '/uploads/listings/7/3-480.jpg', width: 480, height: 320, format: 'jpeg' },
    { url: '/uploads/listings/7/3-480.webp', width: 480, height: 320, format: 'webp' },
    { url: '/uploads/listings/7/3-800.jpg', width: 800, height: 533, format: 'jpeg' },
  ],
};

describe('PropertyPhoto', () => {
  it('offers the WebP copies first and keeps JPEG copies in the image for other browsers', () => {
    const { container } = render(<PropertyPhoto photo={photo} fallbackAlt="Farmhouse" sizes="100vw" />);

    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute(
      'srcset',
      '/uploads/listings/7/3-480.webp 480w, /uploads/listings/7/3-800.webp 800w',
    );
    expect(source).toHaveAttribute('sizes', '100vw');

    const img = screen.getByRole('img', { name: 'Pool at dusk' });
    expect(img).toHaveAttribute('srcset', '/uploads/listings/7/3-480.jpg 480w, /uploads/listings/7/3-800.jpg 800w');
    expect(img).toHaveAttribute('src', '/uploads/listings/7/3-1200.jpg');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('has no WebP source when a photo only has JPEG copies', () => {
    const jpegOnly = { ...photo, variants: photo.variants.filter((variant) => variant.format === 'jpeg') };
    const { container } = render(<PropertyPhoto photo={jpegOnly} fallbackAlt="Farmhouse" sizes="100vw" priority />);

    expect(container.querySelector('source')).toBeNull();
    expect(screen.getByRole('img', { name: 'Pool at dusk' })).toHaveAttribute('loading', 'eager');
  });

  it('names a missing photo after the farmhouse', () => {
    render(<PropertyPhoto photo={null} fallbackAlt="Mango Grove" sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Mango Grove (no photo yet)' })).toBeInTheDocument();
  });
});
