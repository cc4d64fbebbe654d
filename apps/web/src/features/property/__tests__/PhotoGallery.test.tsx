import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PhotoGallery } from '../components/gallery/PhotoGallery';
import { installBrowserStubs } from './browser-stubs';
import { photo } from '@/testing/property-fixtures';
import { renderPage } from './render';

const photos = [1, 2, 3, 4, 5].map(photo);

/** The carousel arrives at the guest's first interaction with the page (here a scroll). */
async function renderGallery() {
  renderPage(<PhotoGallery photos={photos} title="Banyan Grove Farmhouse" />);
  fireEvent.scroll(window);
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

  const slides = () =>
    screen.getAllByRole('group', { hidden: true }).filter((el) => el.getAttribute('aria-roledescription') === 'slide');
  /** The slides (1-based) that have an image, so a request for it: src, srcset or a <source>. */
  const slidesWithImage = () =>
    slides()
      .map((slide, i) => (slide.querySelector('img, source') ? i + 1 : null))
      .filter((n) => n !== null);

  it('loads the first photo eagerly with high priority and its neighbour lazily, with sizes and srcset', async () => {
    const viewport = await renderGallery();
    expect(slides()).toHaveLength(5);
    const first = slides()[0].querySelector('img')!;
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('src', '/uploads/properties/12/1-1200.jpg');

    act(() => viewport.focus());
    const second = slides()[1].querySelector('img')!;
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(second).toHaveAttribute('width', '1200');
    expect(second).toHaveAttribute('height', '800');
    expect(second).toHaveAttribute(
      'srcset',
      '/uploads/properties/12/2-480.jpg 480w, /uploads/properties/12/2-1200.jpg 1200w',
    );
  });

  it('requests no off-screen slide until it is approached, and keeps every slide its box', async () => {
    const user = userEvent.setup();
    const viewport = await renderGallery();
    // Only the current photo until the guest reaches for the carousel.
    expect(slidesWithImage()).toEqual([1]);
    for (const slide of slides()) expect(slide).toHaveClass('h-full', 'basis-full', 'shrink-0');

    // The pointer over it (or a touch, or focus) brings in the next photo.
    await user.hover(viewport);
    expect(slidesWithImage()).toEqual([1, 2]);

    viewport.focus();
    await user.keyboard('{ArrowRight}');
    expect(slidesWithImage()).toEqual([1, 2, 3]);
    await user.keyboard('{ArrowRight}');
    expect(slidesWithImage()).toEqual([1, 2, 3, 4]);
  });

  it('on a jump loads the photo it lands on and its neighbours, not the photos it skips', async () => {
    const user = userEvent.setup();
    renderPage(<PhotoGallery photos={[1, 2, 3, 4, 5, 6, 7].map(photo)} title="Banyan Grove Farmhouse" />);
    fireEvent.scroll(window);
    const viewport = await screen.findByRole('group', { name: /^Photo 1 of 7/ });
    expect(slidesWithImage()).toEqual([1]);
    viewport.focus();
    await user.keyboard('{End}');
    expect(slidesWithImage()).toEqual([1, 2, 6, 7]);
    await user.keyboard('{ArrowLeft}');
    expect(slidesWithImage()).toEqual([1, 2, 5, 6, 7]);
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

  it('shows the first photo and fetches no carousel until the guest interacts with the page', async () => {
    renderPage(<PhotoGallery photos={photos} title="Banyan Grove Farmhouse" />);
    expect(await screen.findByRole('img', { name: 'Banyan Grove photo 1' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('group', { name: /^Photo 1 of 5/ })).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(await screen.findByRole('group', { name: /^Photo 1 of 5/ })).toBeInTheDocument();
  });
});
