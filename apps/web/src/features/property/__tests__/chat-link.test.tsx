// The support chat link (PRODUCT.md §1) where guests find it: the header, the mobile menu and the
// property page, which name the farmhouse being looked at in the chat's first message.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/app/layout/Header';
import { ToastProvider } from '@/components/toast';
import { AuthProviders } from '@/features/auth';
import { ReviewDialogProvider } from '@/features/reviews';
import { track } from '@/lib/analytics';
import { server } from '@/testing/msw-server';
import { makeProperty } from '@/testing/property-fixtures';
import PropertyPage from '../PropertyPage';
import { installBrowserStubs } from './browser-stubs';

vi.mock('@/lib/analytics', () => ({ track: vi.fn(), flushAnalytics: vi.fn() }));

const property = makeProperty();
const propertyUrl = `${location.origin}/property/${property.slug}`;
const GREETING = 'Hi Hyderabad Escapes, I have a question about booking a farmhouse.';
const ABOUT_PROPERTY = `Hi Hyderabad Escapes, I have a question about ${property.title}: ${propertyUrl}`;

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <ToastProvider>
            <AuthProviders>
              <ReviewDialogProvider>
                <Header />
                <Outlet />
              </ReviewDialogProvider>
            </AuthProviders>
          </ToastProvider>
        ),
        children: [
          { path: '/property/:slug', element: <PropertyPage /> },
          { path: '/', element: <Link to={`/property/${property.slug}`}>Open the farmhouse</Link> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const chatLinks = (container: HTMLElement = document.body) =>
  within(container).getAllByRole('link', { name: 'Chat with us: opens a WhatsApp chat with support in a new tab' });
const text = (link: HTMLElement) => new URL(link.getAttribute('href')!).searchParams.get('text');

describe('chat with support', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    installBrowserStubs();
    server.use(
      http.get(`/api/v1/properties/${property.slug}`, () => HttpResponse.json({ success: true, data: property })),
      http.get('/api/v1/properties/:id/reviews', () =>
        HttpResponse.json({ success: true, data: [], meta: { page: 1, perPage: 5, total: 0 } }),
      ),
      http.get('/api/v1/properties/:id/availability', () => HttpResponse.json({ success: true, data: [] })),
      http.get('/api/v1/properties/locations/statistics', () => HttpResponse.json({ success: true, data: [] })),
    );
  });

  it('on a property page, names the farmhouse from the page, the header and the mobile menu', async () => {
    const { user } = renderAt(`/property/${property.slug}`);
    await screen.findByRole('heading', { level: 1, name: property.title });

    const header = screen.getByRole('banner');
    const [inHeader] = chatLinks(header);
    await waitFor(() => expect(text(inHeader)).toBe(ABOUT_PROPERTY));

    // On a phone the page's own link, beside the price calculator, renders just after the rest.
    const onPage = await waitFor(() => {
      const link = chatLinks().find((candidate) => !header.contains(candidate));
      expect(link).toBeDefined();
      return link!;
    });
    expect(onPage).toHaveAttribute('href', `https://wa.me/919052007788?text=${encodeURIComponent(ABOUT_PROPERTY)}`);
    onPage.addEventListener('click', (event) => event.preventDefault());
    await user.click(onPage);
    expect(track).toHaveBeenCalledWith('chat_link_clicked', { propertyId: property.id, source: 'property' });

    await user.click(within(header).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const [inMenu] = chatLinks(menu);
    expect(text(inMenu)).toBe(ABOUT_PROPERTY);
    // Next to the support phone number.
    expect(within(menu).getByRole('link', { name: 'Call Us' })).toBeInTheDocument();
    inMenu.addEventListener('click', (event) => event.preventDefault());
    await user.click(inMenu);
    expect(track).toHaveBeenCalledWith('chat_link_clicked', { propertyId: property.id, source: 'mobile_menu' });
    // The menu closes behind the new tab.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('elsewhere, greets support without naming a farmhouse', async () => {
    const { user, router } = renderAt('/');
    const [inHeader] = chatLinks(screen.getByRole('banner'));
    expect(text(inHeader)).toBe(GREETING);
    inHeader.addEventListener('click', (event) => event.preventDefault());
    await user.click(inHeader);
    expect(track).toHaveBeenCalledWith('chat_link_clicked', { source: 'header' });

    // Visiting a farmhouse and coming back: the header forgets it.
    await user.click(screen.getByRole('link', { name: 'Open the farmhouse' }));
    await screen.findByRole('heading', { level: 1, name: property.title });
    await waitFor(() => expect(text(chatLinks(screen.getByRole('banner'))[0])).toBe(ABOUT_PROPERTY));
    await router.navigate(-1);
    await waitFor(() => expect(text(chatLinks(screen.getByRole('banner'))[0])).toBe(GREETING));
  });
});
