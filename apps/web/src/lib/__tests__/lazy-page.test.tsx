// A route's page whose code failed to download (a flaky connection) is asked for again by the
// page's Try Again, not left broken until a reload.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { page, retryFailedPages } from '../lazy-page';

describe('a route page', () => {
  it('downloads its module again at Try Again after a failed download', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the boundary logs the failure
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <h1>Help centre</h1> });
    const Page = page(load);
    const user = userEvent.setup();
    render(
      <ErrorBoundary area="generic" onReset={retryFailedPages}>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Help centre' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
