import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { getFavourites } from '@/lib/favourites';
import FavouriteButton from '../FavouriteButton';

describe('FavouriteButton', () => {
  it('saves and removes a farmhouse, telling assistive technology its state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<FavouriteButton propertyId={12} onChange={onChange} />);

    const button = screen.getByRole('button', { name: 'Save to favourites' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(getFavourites()).toEqual([12]);
    expect(onChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    expect(screen.getByRole('button', { name: 'Save to favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(getFavourites()).toEqual([]);
  });

  it('keeps every heart for the same farmhouse in step', async () => {
    const user = userEvent.setup();
    render(
      <>
        <FavouriteButton propertyId={3} />
        <FavouriteButton propertyId={3} variant="inline" />
      </>,
    );
    await user.click(screen.getAllByRole('button', { name: 'Save to favourites' })[0]);
    expect(screen.getAllByRole('button', { name: 'Remove from favourites' })).toHaveLength(2);
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('does not follow the card link it sits in', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <a href="/property/banyan-grove">
                Banyan Grove <FavouriteButton propertyId={12} />
              </a>
            }
          />
          <Route path="/property/:slug" element={<p>Property page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Save to favourites' }));
    expect(screen.queryByText('Property page')).not.toBeInTheDocument();
    expect(getFavourites()).toEqual([12]);
  });
});
