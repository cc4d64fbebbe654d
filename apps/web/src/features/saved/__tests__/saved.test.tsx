import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import FavouriteButton from '@/components/FavouriteButton';
import { FAVOURITES_OWNER_KEY, getFavourites, setFavourites } from '@/lib/favourites';
import { guestUser, renderWithAuth, storeCredentials } from '@/testing/auth-harness';
import { ok, propertySummary } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import type { PropertySummary } from '@/types/api';
import { SavedFarmhousesSync } from '../SavedFarmhousesSync';
import SavedPage from '../SavedPage';
import type { SavedFarmhouse } from '../api/saved';

function Heart() {
  return (
    <>
      <SavedFarmhousesSync />
      <FavouriteButton propertyId={12} />
    </>
  );
}

const item = (
  propertyId: number,
  property: PropertySummary | null = propertySummary({
    id: propertyId,
    title: `Farmhouse ${propertyId}`,
    slug: `farmhouse-${propertyId}`,
  }),
): SavedFarmhouse => ({
  propertyId,
  savedAt: '2026-11-20T10:00:00Z',
  property,
});

/** A signed-in guest whose server list is `list`; records every saved-list request. */
function signedInWithServerList(list: SavedFarmhouse[]) {
  storeCredentials(guestUser);
  const seen: { method: string; path: string; body: unknown }[] = [];
  let items = list;
  const answer = () => HttpResponse.json(ok({ items }));
  server.use(
    http.get('/api/v1/auth/me', () => HttpResponse.json({ success: true, user: guestUser, data: { user: guestUser } })),
    http.get('/api/v1/users/me/consent', () =>
      HttpResponse.json(ok({ choice: 'essential', policyVersion: '1', decidedAt: null })),
    ),
    http.get('/api/v1/users/me/alerts', () => HttpResponse.json(ok({ items: [] }))),
    http.all('/api/v1/users/me/saved*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      const text = request.method === 'GET' ? '' : await request.text();
      const body = text ? (JSON.parse(text) as { propertyIds: number[] }) : undefined;
      seen.push({ method: request.method, path, body });
      const id = Number(path.split('/').pop());
      if (request.method === 'PUT') items = [item(id), ...items.filter((i) => i.propertyId !== id)];
      if (request.method === 'DELETE') items = items.filter((i) => i.propertyId !== id);
      if (body)
        items = [
          ...body.propertyIds.filter((i) => !items.some((s) => s.propertyId === i)).map((i) => item(i)),
          ...items,
        ];
      return answer();
    }),
  );
  return seen;
}

describe('saving a farmhouse (PRODUCT.md §4 soft gate)', () => {
  it('offers a visitor sign-in; skipping still saves on this device', async () => {
    const { user } = renderWithAuth(<Heart />);
    await user.click(screen.getByRole('button', { name: 'Save to favourites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save your favourites' });
    expect(getFavourites()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(getFavourites()).toEqual([12]);
  });

  it('never prompts a signed-in user and saves on the server', async () => {
    const seen = signedInWithServerList([]);
    const { user } = renderWithAuth(<Heart />);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    await waitFor(() =>
      expect(seen).toContainEqual({ method: 'GET', path: '/api/v1/users/me/saved', body: undefined }),
    );
    await user.click(screen.getByRole('button', { name: 'Save to favourites' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(seen).toContainEqual({ method: 'PUT', path: '/api/v1/users/me/saved/12', body: undefined }),
    );
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toBeInTheDocument();
    expect(getFavourites()).toEqual([12]);
  });

  it('merges what a visitor saved into the account right after sign-in, and the merged list becomes the local one', async () => {
    setFavourites([3, 9]);
    const seen = signedInWithServerList([item(5)]);
    renderWithAuth(<Heart />);
    await waitFor(() => expect(getFavourites()).toEqual([3, 9, 5]));
    expect(seen[0]).toEqual({ method: 'POST', path: '/api/v1/users/me/saved/merge', body: { propertyIds: [3, 9] } });
    expect(localStorage.getItem(FAVOURITES_OWNER_KEY)).toBe(String(guestUser.id));
  });

  it('forgets the user list on this device after sign-out', async () => {
    setFavourites([3]);
    localStorage.setItem(FAVOURITES_OWNER_KEY, String(guestUser.id));
    renderWithAuth(<Heart />);
    await waitFor(() => expect(getFavourites()).toEqual([]));
    expect(screen.getByRole('button', { name: 'Save to favourites' })).toBeInTheDocument();
  });
});

function Card({ property }: { property: PropertySummary }) {
  return <h3>{property.title}</h3>;
}

describe('/saved', () => {
  it('shows the saved farmhouses, an unpublished one as no longer available with a remove button', async () => {
    const seen = signedInWithServerList([item(4), item(8, null)]);
    const { user } = renderWithAuth(<SavedPage Card={Card} />);
    expect(await screen.findByRole('heading', { name: 'Farmhouse 4' })).toBeInTheDocument();
    // Their code arrives with the signed-in list.
    expect(await screen.findByRole('button', { name: 'Alert me' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Share' })).toBeInTheDocument();
    const gone = screen.getByRole('article', { name: 'No longer available' });
    await user.click(within(gone).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'No longer available' })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(seen).toContainEqual({ method: 'DELETE', path: '/api/v1/users/me/saved/8', body: undefined }),
    );
    expect(await screen.findByText(/No active alerts/)).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    signedInWithServerList([]);
    renderWithAuth(<SavedPage Card={Card} />);
    expect(await screen.findByText('No saved farmhouses yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a farmhouse' })).toHaveAttribute('href', '/search');
  });
});
