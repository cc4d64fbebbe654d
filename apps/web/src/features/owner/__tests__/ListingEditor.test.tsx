import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { owner, renderWithAuth } from '@/testing/auth-harness';
import { signIn } from '@/testing/booking-fixtures';
import { ok, validationFailed } from '@/testing/fixtures';
import { AUTO_SAVE_MS } from '@/config/constants';
import ListingEditorPage from '../editor/ListingEditorPage';
import { photoTooLarge } from '../api/photos';
import type { OwnerListing } from '../api/owner-types';
import { pinTooFar } from '../editor/form-model';
import { catalogueLists, listingPhoto, makeListing, recordJson, serveListing } from './listing-fixtures';

const routes = [
  { path: '/owner/property/create', element: <ListingEditorPage /> },
  { path: '/owner/property/edit/:id', element: <ListingEditorPage /> },
  { path: '/owner/dashboard', element: <h1>Owner dashboard</h1> },
];

function openEditor(path: string) {
  signIn(owner);
  catalogueLists();
  return renderWithAuth(<p>home</p>, { path, routes });
}

const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('/owner/property/create', () => {
  it('creates the draft once the Basics are right, then moves to its own edit address', async () => {
    const created = makeListing({
      id: 77,
      title: 'Mango Grove Retreat',
      maxGuests: 12,
      halfDayPrice: 7500,
      version: 1,
    });
    const posts = recordJson('post', '/api/v1/owner/properties', () => HttpResponse.json(ok(created), { status: 201 }));
    serveListing(created);
    const { user } = openEditor('/owner/property/create');

    expect(await screen.findByRole('heading', { level: 1, name: 'List a new farmhouse' })).toBeInTheDocument();
    // The other steps wait for the listing to exist.
    expect(screen.getByRole('button', { name: /Photos/ })).toBeDisabled();

    await user.type(screen.getByLabelText('Title'), 'Mango Grove Retreat');
    await user.selectOptions(await screen.findByLabelText('Locality'), 'Moinabad');
    await user.clear(screen.getByLabelText('Maximum guests'));
    await user.type(screen.getByLabelText('Maximum guests'), '12');
    await user.type(screen.getByLabelText('Half-day price (12 hours)'), '7500');
    await user.click(screen.getByRole('button', { name: 'Continue to Location' }));

    await waitFor(() => expect(where()).toBe('/owner/property/edit/77?step=location'));
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      title: 'Mango Grove Retreat',
      propertyType: 'farmhouse',
      maxGuests: 12,
      bedrooms: 0,
      bathrooms: 0,
      halfDayPrice: 7500,
      location: 'moinabad',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Location' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Mango Grove Retreat' })).toBeInTheDocument();
  });

  it('does not create anything while a required field is missing, and says which', async () => {
    const posts = recordJson('post', '/api/v1/owner/properties', () =>
      HttpResponse.json(ok(makeListing()), { status: 201 }),
    );
    const { user } = openEditor('/owner/property/create');
    await user.type(await screen.findByLabelText('Title'), 'Mango Grove Retreat');
    await user.click(screen.getByRole('button', { name: 'Continue to Location' }));
    expect(await screen.findByText('Pick a locality from the list, or propose a new one')).toBeInTheDocument();
    expect(screen.getByLabelText('Half-day price (12 hours)')).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(0);
    expect(where()).toBe('/owner/property/create');
  });
});

describe('/owner/property/edit/{id} auto-save', () => {
  it('sends only the changed fields with the last version 3 s after typing, shows Saved, and uses the new version next', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let listing = makeListing({ version: 4 });
    serveListing(() => listing);
    const puts = recordJson('put', '/api/v1/owner/properties/77', (body) => {
      const { version, ...fields } = body as { version: number } & Partial<OwnerListing>;
      listing = { ...listing, ...fields, version: version + 1 };
      return HttpResponse.json(ok(listing));
    });
    const { user } = openEditor('/owner/property/edit/77');

    const description = await screen.findByLabelText('Description');
    await user.type(description, 'Mango trees, a pool and a lawn for cricket.');
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_MS - 1_000));
    expect(puts).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].body).toEqual({ version: 4, description: 'Mango trees, a pool and a lawn for cricket.' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Saved').closest('[aria-live="polite"]')).not.toBeNull();

    await user.clear(screen.getByLabelText('Bedrooms'));
    await user.type(screen.getByLabelText('Bedrooms'), '4');
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_MS + 500));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1].body).toEqual({ version: 5, bedrooms: 4 });
  });

  it('says it could not save and retries by itself after a server error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const listing = makeListing();
    serveListing(listing);
    const puts = recordJson('put', '/api/v1/owner/properties/77', (_body, calls) =>
      calls.length === 1
        ? HttpResponse.json(
            { success: false, message: 'Unavailable', error: { code: 'UNAVAILABLE', message: 'Unavailable' } },
            { status: 503 },
          )
        : HttpResponse.json(ok({ ...listing, bedrooms: 4, version: 5 })),
    );
    const { user } = openEditor('/owner/property/edit/77');
    const bedrooms = await screen.findByLabelText('Bedrooms');
    await user.clear(bedrooms);
    await user.type(bedrooms, '4');
    await user.tab();
    expect(await screen.findByText('Couldn’t save — retrying')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1].body).toEqual({ version: 4, bedrooms: 4 });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('saves at once when a field is left', async () => {
    const listing = makeListing();
    serveListing(listing);
    const puts = recordJson('put', '/api/v1/owner/properties/77', () =>
      HttpResponse.json(ok({ ...listing, title: 'Banyan Grove Estate', version: 5 })),
    );
    const { user } = openEditor('/owner/property/edit/77');
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Banyan Grove Estate');
    await user.tab();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].body).toEqual({ version: 4, title: 'Banyan Grove Estate' });
  });

  it('on STALE_EDIT shows the reload banner, stops saving, and reloads the latest on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let listing = makeListing({ version: 4 });
    serveListing(() => listing);
    const puts = recordJson('put', '/api/v1/owner/properties/77', () =>
      HttpResponse.json(
        {
          success: false,
          message:
            'This listing was changed in another tab or device. Reload to see the latest version, then make your change again.',
          error: {
            code: 'STALE_EDIT',
            message:
              'This listing was changed in another tab or device. Reload to see the latest version, then make your change again.',
          },
        },
        { status: 409 },
      ),
    );
    const { user } = openEditor('/owner/property/edit/77');
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Banyan Grove Estate');
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_MS + 500));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Your latest changes were not saved');
    expect(banner).toHaveTextContent('changed in another tab or device');
    expect(puts).toHaveLength(1);

    // No blind retry: more typing and time send nothing.
    await user.type(screen.getByLabelText('Bedrooms'), '1');
    await user.tab();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_MS * 4));
    expect(puts).toHaveLength(1);

    listing = makeListing({ version: 9, title: 'Banyan Grove (edited elsewhere)' });
    await user.click(within(banner).getByRole('button', { name: 'Reload latest' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Banyan Grove (edited elsewhere)'));
    expect(screen.queryByRole('button', { name: 'Reload latest' })).not.toBeInTheDocument();
  });

  it('shows the server’s field message under the field and does not send the refused value again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const listing = makeListing({ status: 'published', description: 'A'.repeat(60) });
    serveListing(listing);
    const puts = recordJson('put', '/api/v1/owner/properties/77', () =>
      HttpResponse.json(validationFailed({ halfDayPrice: 'halfDayPrice must be between ₹1,000 and ₹5,00,000' }), {
        status: 400,
      }),
    );
    const { user } = openEditor('/owner/property/edit/77');
    expect(await screen.findByText(/Changes go live when saved/)).toBeInTheDocument();
    const price = screen.getByLabelText('Half-day price (12 hours)');
    await user.clear(price);
    await user.type(price, '9000');
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_MS + 500));

    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    const message = screen.getByText('halfDayPrice must be between ₹1,000 and ₹5,00,000');
    expect(price.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByText(/Not saved: check Half-day price/)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_MS * 3));
    expect(puts).toHaveLength(1);
  });

  it('keeps a field the client refuses out of the save and says why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const listing = makeListing();
    serveListing(listing);
    const puts = recordJson('put', '/api/v1/owner/properties/77', () =>
      HttpResponse.json(ok({ ...listing, version: 5 })),
    );
    const { user } = openEditor('/owner/property/edit/77');
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Ba');
    await user.type(screen.getByLabelText('Bathrooms'), '{Backspace}3');
    await user.tab();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].body).toEqual({ version: 4, bathrooms: 3 });
    expect(await screen.findByText('Give your farmhouse a title of 5 to 80 characters')).toBeInTheDocument();
  });

  it('sets a payment plan on the Pricing step: the advance, then when and how the balance is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const listing = makeListing();
    serveListing(listing);
    const puts = recordJson('put', '/api/v1/owner/properties/77', () =>
      HttpResponse.json(ok({ ...listing, version: 5 })),
    );
    const { user } = openEditor('/owner/property/edit/77');
    await user.click(await screen.findByRole('button', { name: /Pricing/ }));
    const advance = await screen.findByLabelText('Advance at booking (%)');
    expect(advance).toHaveValue('0');
    // The whole price at booking asks nothing about a balance.
    expect(screen.queryByLabelText('Balance due (days before the stay)')).not.toBeInTheDocument();

    // Outside 20-50 %: said on the field, and not sent.
    await user.clear(advance);
    await user.type(advance, '60');
    await user.tab();
    expect(
      await screen.findByText('The advance must be 0 (the whole price at booking) or between 20 % and 50 %'),
    ).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await user.clear(advance);
    await user.type(advance, '30');
    const days = screen.getByLabelText('Balance due (days before the stay)');
    expect(days).toHaveValue('3');
    await user.clear(days);
    await user.type(days, '15');
    await user.tab();
    expect(
      await screen.findByText('The balance must be due between 1 and 14 days before the stay'),
    ).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '5');
    await user.selectOptions(screen.getByLabelText('How the balance is paid'), 'In cash at the property');
    await user.tab();
    // Saved as each field is left: together, the plan; never a refused value.
    const sent = () => Object.assign({}, ...puts.map((p) => p.body as object)) as Record<string, unknown>;
    await waitFor(() => expect(sent()).toMatchObject({ advancePercent: 30, balanceDueDays: 5, balanceMethod: 'cash' }));
    expect(puts.map((p) => (p.body as Record<string, unknown>).advancePercent)).not.toContain(60);
    expect(puts.map((p) => (p.body as Record<string, unknown>).balanceDueDays)).not.toContain(15);
  });

  it('Preview saves what was typed, then opens the listing as guests will see it', async () => {
    const listing = makeListing();
    serveListing(listing);
    const puts = recordJson('put', '/api/v1/owner/properties/77', () =>
      HttpResponse.json(ok({ ...listing, bedrooms: 4, version: 5 })),
    );
    const { user } = openEditor('/owner/property/edit/77');
    const bedrooms = await screen.findByLabelText('Bedrooms');
    await user.clear(bedrooms);
    await user.type(bedrooms, '4');
    // A click without leaving the field first: the link itself saves before it goes.
    fireEvent.click(screen.getByRole('link', { name: 'Preview' }));
    await waitFor(() => expect(where()).toBe('/owner/property/preview/77'));
    expect(puts).toHaveLength(1);
    expect(puts[0].body).toEqual({ version: 4, bedrooms: 4 });
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    serveListing(makeListing());
    const { user } = openEditor('/owner/property/edit/77');
    await user.type(await screen.findByLabelText('Bedrooms'), '1');
    fireEvent.click(screen.getByRole('link', { name: 'Owner dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(where()).toBe('/owner/property/edit/77');
  });
});

describe('/owner/property/edit/{id} photos', () => {
  /** A stand-in XMLHttpRequest the test drives: progress, then an answer. */
  class FakeXhr {
    static all: FakeXhr[] = [];
    upload = { onprogress: null as ((event: ProgressEvent) => void) | null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    method = '';
    url = '';
    headers: Record<string, string> = {};
    body: FormData | null = null;
    constructor() {
      FakeXhr.all.push(this);
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      this.body = body;
    }
    abort() {}
    progress(loaded: number, total: number) {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    }
    respond(status: number, body: unknown) {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }

  it('uploads each file with its own progress bar and refuses a file over 15 MB before any request', async () => {
    FakeXhr.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    serveListing(makeListing());
    const { user } = openEditor('/owner/property/edit/77?step=photos');
    expect(await screen.findByRole('heading', { level: 2, name: 'Photos' })).toBeInTheDocument();

    const big = new File(['x'], 'drone-shot.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 16 * 1024 * 1024 });
    const pool = new File(['jpeg bytes'], 'pool.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose photos'), [big, pool]);

    expect(await screen.findByText(photoTooLarge())).toBeInTheDocument();
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const xhr = FakeXhr.all[0];
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/owner/properties/77/photos');
    expect((xhr.body!.get('file') as File).name).toBe('pool.jpg');
    expect(xhr.headers.Authorization).toBe('Bearer stored-token');

    act(() => xhr.progress(40, 100));
    expect(await screen.findByRole('progressbar', { name: 'Uploading pool.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.queryByRole('progressbar', { name: 'Uploading drone-shot.jpg' })).not.toBeInTheDocument();

    act(() => xhr.respond(201, ok(listingPhoto(301, { status: 'processing', url: null, variants: [] }))));
    expect(await screen.findByText('Processing…')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Uploading pool.jpg' })).not.toBeInTheDocument();
    // One request in all: the big file never left.
    expect(FakeXhr.all).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('shows the server’s reason when it refuses an upload', async () => {
    FakeXhr.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    serveListing(makeListing());
    const { user } = openEditor('/owner/property/edit/77?step=photos');
    await user.upload(
      await screen.findByLabelText('Choose photos'),
      new File(['x'], 'scan.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const message = 'This photo is too small. Please upload one at least 320 × 200 pixels.';
    act(() => FakeXhr.all[0].respond(422, { success: false, message, error: { code: 'PHOTO_TOO_SMALL', message } }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('reorders with Move up and sends the new order; the first photo is the cover', async () => {
    const photos = [listingPhoto(11), listingPhoto(12), listingPhoto(13)];
    serveListing(makeListing({ photos }));
    const orders = recordJson('put', '/api/v1/owner/properties/77/photos/order', () =>
      HttpResponse.json(ok([photos[1], photos[0], photos[2]])),
    );
    const { user } = openEditor('/owner/property/edit/77?step=photos');
    const list = await screen.findByRole('list', { name: 'Your photos, cover first' });
    const first = () => within(list).getAllByRole('listitem')[0];
    expect(within(first()).getByText('Cover')).toBeInTheDocument();
    expect(within(first()).getByLabelText('Description of photo 1')).toHaveValue('Photo 11 of Banyan Grove');

    await user.click(screen.getByRole('button', { name: 'Move photo 2 up' }));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0].body).toEqual({ photoIds: [12, 11, 13] });
    await waitFor(() =>
      expect(within(first()).getByLabelText('Description of photo 1')).toHaveValue('Photo 12 of Banyan Grove'),
    );
    expect(within(first()).getByText('Cover')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();
    // Each photo offers WebP first and JPEG as the fallback, with sizes.
    const picture = first().querySelector('picture')!;
    expect(picture.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      '/uploads/listings/77/12-480.webp 480w, /uploads/listings/77/12-1600.webp 1600w',
    );
    expect(picture.querySelector('img')).toHaveAttribute(
      'srcset',
      '/uploads/listings/77/12-480.jpg 480w, /uploads/listings/77/12-1600.jpg 1600w',
    );
    expect(picture.querySelector('img')).toHaveAttribute('sizes');
  });
});

describe('/owner/property/edit/{id} review', () => {
  it('lists what is missing with a way to each step, and shows the server’s list when a submit is refused', async () => {
    serveListing(
      makeListing({
        missing: {
          description: 'Describe the place in at least 50 characters (0 so far)',
          photos: 'Add at least one photo',
        },
      }),
    );
    const submits = recordJson('post', '/api/v1/owner/properties/77/submit', () =>
      HttpResponse.json(
        {
          success: false,
          message: 'This listing is not ready yet: Add the address guests will drive to',
          error: {
            code: 'VALIDATION_FAILED',
            message: 'This listing is not ready yet: Add the address guests will drive to',
            fields: { address: 'Add the address guests will drive to', photos: 'Add at least one photo' },
          },
        },
        { status: 400 },
      ),
    );
    const { user } = openEditor('/owner/property/edit/77?step=review');
    const missing = await screen.findByRole('list', { name: 'Still missing' });
    expect(within(missing).getByText(/Describe the place in at least 50 characters/)).toBeInTheDocument();
    expect(within(missing).getByText('Add at least one photo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(submits).toHaveLength(1));
    expect(await within(missing).findByText('Add the address guests will drive to')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Under review' })).not.toBeInTheDocument();

    await user.click(within(missing).getByRole('button', { name: 'Go to Photos' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Photos' })).toBeInTheDocument();
    expect(where()).toBe('/owner/property/edit/77?step=photos');
  });

  it('submits a complete listing and shows it under review', async () => {
    const listing = makeListing({
      photos: [listingPhoto(11)],
      address: 'Survey No. 112, Moinabad',
      description: 'A'.repeat(60),
    });
    serveListing(listing);
    recordJson('post', '/api/v1/owner/properties/77/submit', () =>
      HttpResponse.json(ok({ ...listing, status: 'pending_review' })),
    );
    const { user } = openEditor('/owner/property/edit/77?step=review');
    expect(await screen.findByText('Everything needed is in place.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('heading', { name: 'Under review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('shows the reason when our team asked for changes', async () => {
    serveListing(makeListing({ status: 'changes_requested', statusReason: 'Please add a photo of the pool.' }));
    openEditor('/owner/property/edit/77');
    expect(await screen.findByRole('heading', { name: 'Our team asked for changes' })).toBeInTheDocument();
    expect(screen.getByText('Please add a photo of the pool.')).toBeInTheDocument();
  });
});

describe('/owner/property/edit/{id} location, pricing and calendar', () => {
  it('refuses a pin too far from Hyderabad with the distance rule, and saves a good one as both coordinates', async () => {
    const listing = makeListing();
    serveListing(listing);
    const puts = recordJson('put', '/api/v1/owner/properties/77', (body) =>
      HttpResponse.json(ok({ ...listing, ...(body as object), version: 5 })),
    );
    const { user } = openEditor('/owner/property/edit/77?step=location');
    expect(await screen.findByRole('heading', { level: 2, name: 'Location' })).toBeInTheDocument();
    const map = await screen.findByRole('region', { name: /drag the pin/ });
    // The tiles' credit, without Leaflet's own unmarked link (axe: link-in-text-block).
    await waitFor(() => expect(within(map).getByText(/OpenStreetMap contributors/)).toBeInTheDocument());
    expect(within(map).queryByRole('link', { name: 'Leaflet' })).not.toBeInTheDocument();

    const latitude = screen.getByLabelText('Latitude');
    await user.clear(latitude);
    await user.type(latitude, '19.9');
    await user.tab();
    expect(await screen.findByText(pinTooFar())).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await user.clear(latitude);
    await user.type(latitude, '17.35');
    await user.tab();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].body).toEqual({ version: 4, latitude: 17.35, longitude: 78.27 });
    expect(screen.queryByText(pinTooFar())).not.toBeInTheDocument();
  });

  it('saves a festival price rule and shows the example quote of the saved listing, line by line', async () => {
    let listing = makeListing({ fullDayPrice: 14000 });
    serveListing(() => listing);
    const puts = recordJson('put', '/api/v1/owner/properties/77', (body) => {
      const { version, ...fields } = body as { version: number } & Partial<OwnerListing>;
      listing = { ...listing, ...fields, version: version + 1 };
      return HttpResponse.json(ok(listing));
    });
    const quotes = recordJson('post', '/api/v1/owner/properties/77/quote', () =>
      HttpResponse.json(
        ok({
          available: true,
          bookingType: 'half_day',
          currency: 'INR',
          days: 1,
          guests: 10,
          start: '2026-12-05T09:00:00+05:30',
          end: '2026-12-05T21:00:00+05:30',
          lines: [
            { kind: 'base', code: 'weekend', label: 'Weekend price', amount: 9500 },
            { kind: 'base', code: 'festival', label: 'Diwali', amount: 2000 },
            { kind: 'tax', label: 'GST 18%', amount: 2070 },
          ],
          total: 13570,
        }),
      ),
    );
    const { user } = openEditor('/owner/property/edit/77?step=pricing');
    const example = await screen.findByRole('region', { name: 'Example quote' });
    expect(await within(example).findByText('Diwali')).toBeInTheDocument();
    expect(within(example).getByText('Weekend price')).toBeInTheDocument();
    expect(within(example).getByText('₹13,570')).toBeInTheDocument();
    expect(quotes[0].body).toMatchObject({
      bookingType: 'half_day',
      guests: 10,
      start: expect.stringMatching(/T09:00:00\+05:30$/),
    });

    await user.click(screen.getByRole('button', { name: 'Add a price rule' }));
    const rule = screen.getByRole('group', { name: /Price rule 1/ });
    await user.type(within(rule).getByLabelText('Name guests see'), 'Diwali');
    fireEvent.change(within(rule).getByLabelText('First date'), { target: { value: '2026-11-07' } });
    fireEvent.change(within(rule).getByLabelText('Last date'), { target: { value: '2026-11-09' } });
    await user.type(within(rule).getByLabelText('Half-day price'), '12000');
    await user.tab();
    await waitFor(() => expect(puts.some((p) => 'priceRules' in (p.body as object))).toBe(true));
    const saved = puts.find((p) => 'priceRules' in (p.body as object))!.body as { priceRules: unknown[] };
    expect(saved.priceRules).toEqual([
      { label: 'Diwali', from: '2026-11-07', to: '2026-11-09', halfDayPrice: 12000, fullDayPrice: null },
    ]);
    // The example is asked again for the new version.
    await waitFor(() => expect(quotes.length).toBeGreaterThan(1));
  });

  it('adds an iCal import, or shows why the server could not use it', async () => {
    serveListing(makeListing({ calendar: { exportUrl: 'https://escapes.test/ical/secret.ics', imports: [] } }));
    const adds = recordJson('post', '/api/v1/owner/properties/77/calendar-imports', (body) =>
      (body as { url: string }).url.includes('broken')
        ? HttpResponse.json(
            {
              success: false,
              message: 'That calendar could not be read as iCal.',
              error: { code: 'ICAL_INVALID', message: 'That calendar could not be read as iCal.' },
            },
            { status: 422 },
          )
        : HttpResponse.json(
            ok({
              id: 5,
              url: 'https://airbnb.test/cal.ics',
              lastSyncedAt: '2026-11-20T10:30:00+05:30',
              lastError: null,
              blockedCount: 3,
            }),
            { status: 201 },
          ),
    );
    const { user } = openEditor('/owner/property/edit/77?step=calendar');
    expect(await screen.findByLabelText('Export link')).toHaveValue('https://escapes.test/ical/secret.ics');

    const url = screen.getByLabelText('Calendar link (iCal)');
    await user.type(url, 'https://example.test/broken.ics');
    await user.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByText('That calendar could not be read as iCal.')).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');

    await user.clear(url);
    await user.type(url, 'https://airbnb.test/cal.ics');
    await user.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByText('https://airbnb.test/cal.ics')).toBeInTheDocument();
    expect(screen.getByText(/Last synced 20 Nov 2026, 10:30 am \(IST\)/)).toBeInTheDocument();
    expect(adds).toHaveLength(2);
  });
});
