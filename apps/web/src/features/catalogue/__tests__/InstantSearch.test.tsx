// Instant search in the home page's search bar (PRODUCT.md §2 "instant search"): the location field
// is a combobox listing localities and farmhouses from GET /api/v1/search/suggestions.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { catalogueHandlers, seenSuggestionQueries, suggestionsFor } from '@/testing/catalogue-handlers';
import { ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { currentUrl, renderRoute } from '@/testing/render';

beforeEach(() => {
  seenSuggestionQueries.length = 0;
  server.use(
    ...catalogueHandlers,
    // The farmhouse page is not under test here.
    http.get('/api/v1/properties/:slug', () =>
      HttpResponse.json(
        { success: false, error: { code: 'NOT_FOUND', message: 'Property not found' } },
        { status: 404 },
      ),
    ),
  );
});

async function openHome() {
  const utils = renderRoute('/');
  const form = await screen.findByRole('search', { name: 'Search farmhouses' });
  const field = within(form).getByRole('combobox', { name: 'Location' });
  return { ...utils, form, field };
}

const liveRegion = (form: HTMLElement) => form.querySelector('[aria-live="polite"]')!;

describe('instant search', () => {
  it('lists matching localities and farmhouses in two groups as the guest types', async () => {
    const { form, field, user } = await openHome();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('aria-autocomplete', 'list');

    await user.type(field, 'gan');
    const list = await within(form).findByRole('listbox', { name: 'Suggestions' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', list.id);

    const localities = within(list).getByRole('group', { name: 'Localities' });
    expect(
      within(localities)
        .getAllByRole('option')
        .map((o) => o.getAttribute('aria-label')),
    ).toEqual(['Gandipet, 12 farmhouses']);
    expect(within(localities).getByRole('option')).toHaveTextContent('Gandipet12 farmhouses');
    const farmhouses = within(list).getByRole('group', { name: 'Farmhouses' });
    const lakeview = within(farmhouses).getByRole('option', { name: 'Lakeview Farm, Gandipet, from ₹8,500' });
    expect(lakeview).toHaveTextContent('from ₹8,500');

    // One request for the pause after typing, not one per key.
    expect(seenSuggestionQueries).toEqual(['gan']);
    await waitFor(() =>
      expect(liveRegion(form)).toHaveTextContent('2 suggestions. Use the up and down arrow keys to choose one.'),
    );
  });

  it('moves through the list with the arrow keys, and Enter on a locality fills the field', async () => {
    const { form, field, user, router } = await openHome();
    await user.type(field, 'gan');
    const list = await within(form).findByRole('listbox');
    const [gandipet, lakeview] = within(list).getAllByRole('option');
    expect(field).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', gandipet.id);
    expect(gandipet).toHaveAttribute('aria-selected', 'true');
    expect(lakeview).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', lakeview.id);
    await user.keyboard('{ArrowDown}'); // wraps to the top
    expect(field).toHaveAttribute('aria-activedescendant', gandipet.id);
    await user.keyboard('{ArrowUp}'); // and round to the bottom
    expect(field).toHaveAttribute('aria-activedescendant', lakeview.id);
    await user.keyboard('{ArrowUp}');

    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Gandipet');
    expect(field).toHaveFocus();
    expect(within(form).queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    // Picking did not submit the form.
    expect(currentUrl(router)).toBe('/');

    // The search goes out by the locality's slug.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/search?location=gandipet'));
  });

  it('Enter on a farmhouse opens its page', async () => {
    const { form, field, user, router } = await openHome();
    await user.type(field, 'gan');
    await within(form).findByRole('option', { name: /^Lakeview Farm/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/property/lakeview-farm'));
    expect(router.state.location.state).toEqual({ from: 'instant_search' });
  });

  it('a click on a suggestion picks it too', async () => {
    const { form, field, user } = await openHome();
    await user.type(field, 'shank');
    await user.click(await within(form).findByRole('option', { name: 'Shankarpally, 4 farmhouses' }));
    expect(field).toHaveValue('Shankarpally');
    expect(field).toHaveFocus();
    expect(within(form).queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Escape closes the list and keeps the text; free text still searches', async () => {
    const { form, field, user, router } = await openHome();
    await user.type(field, 'gan');
    await within(form).findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(within(form).queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('gan');
    expect(field).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/search?location=gan'));
  });

  it('Tab leaves the field and closes the list', async () => {
    const { form, field, user } = await openHome();
    await user.type(field, 'gan');
    await within(form).findByRole('listbox');
    await user.tab();
    expect(within(form).getByLabelText('Check-in')).toHaveFocus();
    expect(within(form).queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('offers every locality before anything is typed, and says when nothing matches', async () => {
    const { form, field, user } = await openHome();
    await user.click(field);
    const list = await within(form).findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.getAttribute('aria-label')),
    ).toEqual(['Moinabad, 6 farmhouses', 'Shankarpally, 4 farmhouses']);
    expect(seenSuggestionQueries).toEqual([]);

    await user.type(field, 'zzz');
    expect(
      await within(form).findByText('No localities or farmhouses match “zzz”. Press Search to look for it anyway.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(liveRegion(form)).toHaveTextContent('No suggestions.'));
  });

  it('a typed locality name is searched by its slug', async () => {
    const { field, user, router } = await openHome();
    await within(screen.getByRole('region', { name: 'Popular locations around Hyderabad' })).findByRole('link', {
      name: /Moinabad/,
    });
    await user.type(field, '  MoinaBad {Escape}{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/search?location=moinabad'));
  });

  it('shows the instant-search error area with Try Again when suggestions fail; the bar keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the boundary logs the failure
    let failing = true;
    server.use(
      http.get('/api/v1/search/suggestions', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        seenSuggestionQueries.push(q);
        return failing
          ? HttpResponse.json({ success: false, message: 'Server error' }, { status: 503 })
          : HttpResponse.json(ok(suggestionsFor(q)));
      }),
    );
    const { form, field, user, router } = await openHome();
    await user.type(field, 'gan');
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Instant search is unavailable');
    expect(alert).toHaveTextContent(/Error ID: ERR-[A-Z0-9]+-[A-Z0-9]{4}/);
    expect(field).toHaveAttribute('aria-expanded', 'false');
    const asked = seenSuggestionQueries.length;

    // Try Again is reachable from the field with Tab, and asks again.
    failing = false;
    await user.tab();
    const retry = within(alert).getByRole('button', { name: 'Try Again' });
    expect(retry).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(form).findByRole('option', { name: /^Lakeview Farm/ })).toBeInTheDocument();
    expect(seenSuggestionQueries.length).toBe(asked + 1);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(field).toHaveFocus();

    // Typing and searching still work while suggestions fail.
    failing = true;
    await user.type(field, 'dipet');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Instant search is unavailable');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/search?location=gandipet'));
  });
});
