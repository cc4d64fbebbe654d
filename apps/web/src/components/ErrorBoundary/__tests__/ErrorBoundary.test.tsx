import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary, ERROR_AREA_COPY, createErrorId, type ErrorArea } from '..';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('render failed');
  return <p>Farmhouses loaded</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    shouldThrow = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the area message with an error id, and Try Again renders the area again', async () => {
    const user = userEvent.setup();
    render(
      <ErrorBoundary area="search">
        <Flaky />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(ERROR_AREA_COPY.search.title)).toBeInTheDocument();
    expect(within(alert).getByText(/^ERR-[0-9A-Z]{1,6}-[0-9A-Z]{4}$/)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');

    shouldThrow = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Farmhouses loaded')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives a new error id each time the area fails', async () => {
    const user = userEvent.setup();
    render(
      <ErrorBoundary area="generic">
        <Flaky />
      </ErrorBoundary>,
    );
    const firstId = screen.getByText(/^ERR-/).textContent;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText(/^ERR-/).textContent).not.toBe(firstId);
  });

  it('has a fallback for every area of PRODUCT.md §2; small widgets offer no Go Home', () => {
    const areas: ErrorArea[] = [
      'search',
      'propertyCard',
      'searchBar',
      'instantSearch',
      'exitIntent',
      'propertyList',
      'featuredCarousel',
      'generic',
    ];
    for (const area of areas) {
      const { unmount } = render(
        <ErrorBoundary area={area}>
          <Flaky />
        </ErrorBoundary>,
      );
      const alert = screen.getByRole('alert');
      expect(within(alert).getByText(ERROR_AREA_COPY[area].title)).toBeInTheDocument();
      expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
      expect(within(alert).queryByRole('link', { name: 'Go Home' }) !== null).toBe(ERROR_AREA_COPY[area].showGoHome);
      unmount();
    }
  });

  it('resets itself when its reset keys change (e.g. a new URL)', () => {
    const { rerender } = render(
      <ErrorBoundary area="propertyList" resetKeys={['/farmhouses/moinabad']}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    shouldThrow = false;
    rerender(
      <ErrorBoundary area="propertyList" resetKeys={['/farmhouses/chevella']}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Farmhouses loaded')).toBeInTheDocument();
  });
});

describe('createErrorId', () => {
  it('is short enough to read out on the phone', () => {
    expect(createErrorId(1_700_000_000_000, () => 0.5)).toMatch(/^ERR-[0-9A-Z]{6}-[0-9A-Z]{4}$/);
  });
});
