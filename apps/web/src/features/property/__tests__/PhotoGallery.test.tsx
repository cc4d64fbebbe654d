import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PhotoGallery } from '../components/gallery/PhotoGallery';
import { installBrowserStubs } from './browser-stubs';
import { photo } from '@/testing/property-fixtures';
import { renderPage } from './render';

const photos = [1, 2, 3, 4, 5].map(photo);

async function renderGallery() {
  renderPage(<PhotoGallery photos={photos} title="Banyan Grove Farmhouse" />);
  return screen.findByRole('group', { name: /^Photo 1 of 5/ });
}

const counter = () => screen.getByText((_, el) => el?.tagName === 'P' && /\d+ \/ 5$/.test(el.textContent ?? ''));

describe('Photo gallery', () => {
  beforeEach(() => installBrowserStubs());

  it('moves with the arrow keys and updates the counter', async () => {
    const user = userEvent.setup();
    const viewport = await renderGallery();
    expect(counter()).toHaveTextContent('1 / 5');

    viewport.focus();
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('2 / 5');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(counter()).toHaveTextContent('4 / 5');
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('3 / 5');
    await user.keyboard('{End}');
    expect(counter()).toHaveTextContent('5 / 5');
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('5 / 5');
    await user.keyboard('{Home}');
    expect(counter()).toHaveTextContent('1 / 5');
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
  });

  it('moves with the buttons and the thumbnails', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toHaveTextContent('2 / 5');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toHaveTextContent('1 / 5');

    const thumbnail = screen.getByRole('button', { name: 'Show photo 4: Banyan Grove photo 4' });
    await user.click(thumbnail);
    expect(counter()).toHaveTextContent('4 / 5');
    expect(thumbnail).toHaveAttribute('aria-current', 'true');
  });

  it('loads the first photo eagerly with high priority and the rest lazily, with sizes and srcset', async () => {
    await renderGallery();
    const slides = screen.getAllByRole('group', { hidden: true }).filter((el) => el.getAttribute('aria-roledescription') === 'slide');
    expect(slides).toHaveLength(5);
    const images = slides.map((slide) => slide.querySelector('img')!);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const img of images.slice(1)) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
    expect(images[1]).toHaveAttribute('width', '1200');
    expect(images[1]).toHaveAttribute('height', '800');
    expect(images[1]).toHaveAttribute(
      'srcset',
      '/uploads/properties/12/2-480.jpg 480w, /uploads/properties/12/2-1200.jpg 1200w',
    );
  });

  it('opens full screen with Enter from the photo and returns focus there when closed', async () => {
    const user = userEvent.setup();
    const viewport = await renderGallery();
    viewport.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Banyan Grove Farmhouse' });
    expect(within(dialog).getByText(/1 \/ 5/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close full-screen view' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(viewport).toHaveFocus();
  });

  it('opens a full-screen view that follows the arrow keys and closes with Escape', async () => {
    const user = userEvent.setup();
    const viewport = await renderGallery();
    viewport.focus();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: /full screen/i }));

    const dialog = await screen.findByRole('dialog', { name: 'Banyan Grove Farmhouse' });
    expect(within(dialog).getByText(/2 \/ 5/)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Banyan Grove photo 2' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText(/3 \/ 5/)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Banyan Grove photo 3' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(counter()).toHaveTextContent('3 / 5');
    expect(screen.getByRole('button', { name: /full screen/i })).toHaveFocus();
  });
});
