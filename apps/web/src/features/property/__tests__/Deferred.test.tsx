import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Deferred } from '../components/Deferred';

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <h1>Above the fold</h1>
      <Deferred anchors={['reviews-heading']} placeholder="h-[10rem]">
        <h2 id="reviews-heading">Reviews</h2>
      </Deferred>
    </MemoryRouter>,
  );
}

describe('Deferred sections', () => {
  it('leave a box of their height to the first render, then replace it', async () => {
    const { container } = renderAt('/property/banyan-grove-farmhouse-moinabad');
    expect(screen.queryByRole('heading', { name: 'Reviews' })).not.toBeInTheDocument();
    const box = container.querySelector('.h-\\[10rem\\]');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(await screen.findByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(container.querySelector('.h-\\[10rem\\]')).toBeNull();
  });

  it('render at once when the address names an anchor inside them, so the page can scroll to it', () => {
    renderAt('/property/banyan-grove-farmhouse-moinabad#reviews-heading');
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
  });
});
