import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { ScrollMemory } from '@/lib/scroll-memory';
import { ScrollManager } from '../ScrollManager';

function setPageHeight(height: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
}

function scrollPageTo(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

function setup(memory = new ScrollMemory()) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollManager memory={memory} />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Link to="/search?location=moinabad">Go to search</Link> },
          { path: '/search', element: <p>Search results</p> },
          { path: '/about-us', element: <section id="about">About us</section> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, memory };
}

describe('ScrollManager', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setPageHeight(5000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts a new page at the top and brings Back to where the guest was', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = setup();

    scrollPageTo(1800);
    await user.click(screen.getByRole('link', { name: 'Go to search' }));
    expect(await screen.findByText('Search results')).toBeInTheDocument();
    expect(window.scrollY).toBe(0);

    scrollPageTo(300);
    await act(() => router.navigate(-1));
    expect(screen.getByRole('link', { name: 'Go to search' })).toBeInTheDocument();
    expect(window.scrollY).toBe(1800);

    await act(() => router.navigate(1));
    expect(window.scrollY).toBe(300);
  });

  it('saves 150 ms after scrolling stops', () => {
    const memory = new ScrollMemory();
    const { router } = setup(memory);
    scrollPageTo(640);
    act(() => vi.advanceTimersByTime(149));
    expect(memory.get(`${router.state.location.key} /`)).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(memory.get(`${router.state.location.key} /`)).toEqual({ x: 0, y: 640 });
  });

  it('clamps the restored position when the page came back shorter', async () => {
    const { router } = setup();
    scrollPageTo(4000);
    await act(() => router.navigate('/search'));
    setPageHeight(1500); // innerHeight is 768 in jsdom
    await act(() => router.navigate(-1));
    expect(window.scrollY).toBe(1500 - window.innerHeight);
  });

  it('scrolls to the #anchor of a new navigation', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      const { router } = setup();
      await act(() => router.navigate('/about-us#about'));
      expect(scrolled).toEqual(['about']);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});

describe('ScrollManager on a page opened at an anchor', () => {
  it('scrolls to the anchor on the first load', () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      const router = createMemoryRouter(
        [
          {
            path: '/',
            element: (
              <>
                <ScrollManager memory={new ScrollMemory()} />
                <section id="locations">Locations</section>
              </>
            ),
          },
        ],
        { initialEntries: ['/#locations'] },
      );
      render(<RouterProvider router={router} />);
      expect(scrolled).toEqual(['locations']);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
