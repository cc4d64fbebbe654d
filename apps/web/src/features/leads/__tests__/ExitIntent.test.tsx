import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createElement, StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toast';
import { AuthProviders } from '@/features/auth';
import { trackExitIntent, trackLeadConverted } from '@/lib/analytics';
import { queryClient } from '@/lib/react-query';
import { useAnnounceChatSubject } from '@/lib/support-chat';
import { errorBody, guestUser, owner, record } from '@/testing/auth-harness';
import { signIn } from '@/testing/booking-fixtures';
import { ExitIntent } from '../index';
import { EXIT_INTENT_TITLE } from '../components/ExitIntentPrompt';
import { DESKTOP_QUERY, EXIT_INTENT_INTERVAL_MS, EXIT_INTENT_SHOWN_KEY } from '../lib/exit-intent';

vi.mock('@/lib/analytics', () => ({
  track: vi.fn(),
  flushAnalytics: vi.fn(),
  trackExitIntent: vi.fn(),
  trackLeadConverted: vi.fn(),
}));

// A render error in the form while a test asks for one (the "exit-intent popup" error area).
const formFails = { now: false };
vi.mock('../components/LeadForm', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../components/LeadForm')>();
  return {
    ...actual,
    LeadForm: (props: Parameters<typeof actual.LeadForm>[0]) => {
      if (formFails.now) throw new Error('The offer form broke');
      return createElement(actual.LeadForm, props);
    },
  };
});

const T0 = new Date('2026-11-24T10:00:00+05:30').getTime();
const DAY = 24 * 60 * 60 * 1000;

/** matchMedia as a desktop (fine pointer that hovers, ≥ 1024 px) or a phone answers it. */
function screenIs(kind: 'desktop' | 'phone') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'desktop' && query === DESKTOP_QUERY,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }));
}

const BANYAN = { id: 12, title: 'Banyan Grove Farmhouse', slug: 'banyan-grove-farmhouse-moinabad' };

function Page() {
  const { pathname } = useLocation();
  return pathname.startsWith('/property/') ? <PropertyPage /> : <h1>Page at {pathname}</h1>;
}

function PropertyPage() {
  useAnnounceChatSubject(BANYAN.id, BANYAN.title, BANYAN.slug);
  return <h1>{BANYAN.title}</h1>;
}

/** The guest page frame with the exit-intent listener, at `path`, the visitor having just arrived. */
function renderFrame(path = '/', extra?: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <ToastProvider>
            <AuthProviders>
              <Outlet />
              {extra}
              <ExitIntent />
            </AuthProviders>
          </ToastProvider>
        ),
        children: [{ path: '*', element: <Page /> }],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const utils = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { user, router, ...utils };
}

/** The pointer leaves the window through its top edge, towards the tabs and the address bar. */
function leaveThroughTop() {
  fireEvent.mouseOut(document.body, { relatedTarget: null, clientY: 0 });
}

function later(ms: number) {
  vi.setSystemTime(Date.now() + ms);
}

/** Five seconds on the site, then the pointer leaves through the top: the prompt opens. */
async function openPrompt(path = '/') {
  const utils = renderFrame(path);
  await screen.findByRole('heading', { level: 1 });
  later(5_000);
  leaveThroughTop();
  const dialog = await screen.findByRole('dialog', { name: EXIT_INTENT_TITLE });
  return { ...utils, dialog };
}

/** A beat for a prompt that should not come (its chunk would load in this time). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

function expectNoPrompt() {
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trackExitIntent).not.toHaveBeenCalled();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  vi.mocked(trackExitIntent).mockClear();
  vi.mocked(trackLeadConverted).mockClear();
  screenIs('desktop');
});
afterEach(() => {
  formFails.now = false;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('exit-intent prompt: when it opens', () => {
  it('opens when a desktop pointer leaves through the top, is tracked as exit intent, and opens once', async () => {
    const { user, dialog } = await openPrompt('/');
    expect(trackExitIntent).toHaveBeenCalledExactlyOnceWith('/');
    expect(within(dialog).getByRole('radio', { name: 'FIRST500: ₹500 off your first booking' })).toBeChecked();
    const alert = within(dialog).getByRole('radio', { name: 'Get a price alert — save up to ₹2,000' });
    expect(alert).not.toBeChecked();
    expect(alert).toHaveAccessibleDescription('When farmhouse prices drop');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page at /' })).toBeInTheDocument();

    later(60_000);
    leaveThroughTop();
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trackExitIntent).toHaveBeenCalledTimes(1);
  });

  it('does not open again in this browser for 7 days, then does', async () => {
    const first = await openPrompt('/');
    expect(localStorage.getItem(EXIT_INTENT_SHOWN_KEY)).toBe(String(T0 + 5_000));
    first.unmount();

    // Six days later, a new visit.
    vi.setSystemTime(T0 + 5_000 + 6 * DAY);
    vi.mocked(trackExitIntent).mockClear();
    const second = renderFrame('/search');
    await screen.findByRole('heading', { level: 1 });
    later(5_000);
    leaveThroughTop();
    await settle();
    expectNoPrompt();
    second.unmount();

    // A week after it was shown.
    vi.setSystemTime(T0 + 5_000 + EXIT_INTENT_INTERVAL_MS);
    await openPrompt('/search');
    expect(trackExitIntent).toHaveBeenCalledExactlyOnceWith('/search');
  });

  it('waits until the visitor has been on the site for 5 seconds', async () => {
    renderFrame('/');
    await screen.findByRole('heading', { level: 1 });
    later(4_999);
    leaveThroughTop();
    await settle();
    expectNoPrompt();

    later(1);
    leaveThroughTop();
    expect(await screen.findByRole('dialog', { name: EXIT_INTENT_TITLE })).toBeInTheDocument();
  });

  it('never opens on a phone or a narrow or touch screen', async () => {
    screenIs('phone');
    renderFrame('/');
    await screen.findByRole('heading', { level: 1 });
    later(5_000);
    leaveThroughTop();
    await settle();
    expectNoPrompt();
    expect(localStorage.getItem(EXIT_INTENT_SHOWN_KEY)).toBeNull();
  });

  it('does not open when the pointer only moves to another part of the page', async () => {
    renderFrame('/');
    await screen.findByRole('heading', { level: 1 });
    later(5_000);
    fireEvent.mouseOut(document.body, { relatedTarget: null, clientY: 300 }); // out at the side or bottom
    fireEvent.mouseOut(screen.getByRole('heading', { level: 1 }), { relatedTarget: document.body, clientY: 0 });
    await settle();
    expectNoPrompt();
  });

  it('never opens over an open dialog', async () => {
    renderFrame(
      '/',
      <div role="dialog" aria-label="Sign in" data-state="open">
        Sign-in form
      </div>,
    );
    await screen.findByRole('heading', { level: 1 });
    later(5_000);
    leaveThroughTop();
    await settle();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(trackExitIntent).not.toHaveBeenCalled();
  });

  it.each([
    '/book/banyan-grove-farmhouse-moinabad',
    '/login',
    '/register',
    '/bookings',
    '/messages',
    '/profile',
    '/owner/dashboard',
    '/privacy-policy',
  ])('never opens on %s', async (path) => {
    renderFrame(path);
    await screen.findByRole('heading', { level: 1 });
    later(5_000);
    leaveThroughTop();
    await settle();
    expectNoPrompt();
  });

  it.each(['/search', '/farmhouses/moinabad', '/property/banyan-grove-farmhouse-moinabad'])(
    'opens on %s',
    async (path) => {
      await openPrompt(path);
      expect(trackExitIntent).toHaveBeenCalledExactlyOnceWith(path);
    },
  );

  it('never opens for a signed-in owner', async () => {
    signIn(owner);
    renderFrame('/');
    await screen.findByRole('heading', { level: 1 });
    later(5_000);
    leaveThroughTop();
    await settle();
    expectNoPrompt();
  });
});

describe('exit-intent prompt: the lead form', () => {
  it('checks the contact and the consent before sending anything', async () => {
    const posted = record('post', '/api/v1/leads', () => HttpResponse.json({}, { status: 500 }));
    const { user, dialog } = await openPrompt('/');
    await user.click(within(dialog).getByRole('button', { name: 'Send me the code' }));
    expect(await within(dialog).findByText('Please enter your mobile number or e-mail address')).toBeInTheDocument();
    expect(within(dialog).getByText('Please agree to be contacted about this offer')).toBeInTheDocument();
    const contact = within(dialog).getByLabelText('Mobile number or e-mail');
    expect(contact).toHaveAttribute('aria-invalid', 'true');
    expect(contact).toHaveAccessibleDescription('Please enter your mobile number or e-mail address');

    for (const wrong of ['12345', '5876543210', '98765432101', 'asha@', 'a@b']) {
      await user.clear(contact);
      await user.type(contact, wrong);
      await user.click(within(dialog).getByRole('button', { name: 'Send me the code' }));
      expect(
        await within(dialog).findByText('Enter a valid 10-digit mobile number or e-mail address'),
      ).toBeInTheDocument();
    }
    await user.clear(contact);
    await user.type(contact, `${'a'.repeat(95)}@x.com`); // 101 characters
    await user.click(within(dialog).getByRole('button', { name: 'Send me the code' }));
    expect(
      await within(dialog).findByText('Enter a valid 10-digit mobile number or e-mail address'),
    ).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('sends exactly the lead and thanks the visitor with the FIRST500 code, without showing the contact back', async () => {
    const posted = record('post', '/api/v1/leads', () =>
      HttpResponse.json(
        {
          success: true,
          data: { id: 1, purpose: 'first500', converted: true, createdAt: '2026-11-24T10:00:05+05:30' },
        },
        { status: 201 },
      ),
    );
    const { user, dialog } = await openPrompt('/');
    await user.type(within(dialog).getByLabelText('Mobile number or e-mail'), '+91 98765 43210');
    await user.click(within(dialog).getByRole('checkbox', { name: 'I agree to be contacted about this offer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send me the code' }));

    expect(await within(dialog).findByRole('heading', { name: 'Thank you!' })).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription('Use code FIRST500 at checkout to get ₹500 off your first booking.');
    expect(posted).toHaveLength(1);
    expect(posted[0].body).toEqual({
      contact: '9876543210',
      purpose: 'first500',
      consent: true,
      source: 'exit_intent',
    });
    expect(posted[0].authorization).toBeNull();
    expect(trackLeadConverted).toHaveBeenCalledExactlyOnceWith('exit_intent', 'first500');
    expect(screen.queryByText(/98765/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks for a price alert on the farmhouse of the page, signed in with the user's token", async () => {
    signIn(guestUser);
    const posted = record('post', '/api/v1/leads', () =>
      HttpResponse.json({
        success: true,
        data: { id: 2, purpose: 'price_alert', converted: true, createdAt: '2026-11-24T10:00:05+05:30' },
      }),
    );
    const { user, dialog } = await openPrompt('/property/banyan-grove-farmhouse-moinabad');
    const alert = within(dialog).getByRole('radio', { name: 'Get a price alert — save up to ₹2,000' });
    expect(alert).toHaveAccessibleDescription('For Banyan Grove Farmhouse');
    await user.click(alert);
    await user.type(within(dialog).getByLabelText('Mobile number or e-mail'), '  asha@example.com ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'I agree to be contacted about this offer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Set up my price alert' }));

    expect(await within(dialog).findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(
      "We'll let you know when Banyan Grove Farmhouse drops in price — save up to ₹2,000.",
    );
    expect(posted[0].body).toEqual({
      contact: 'asha@example.com',
      purpose: 'price_alert',
      consent: true,
      propertyId: 12,
      source: 'exit_intent',
    });
    expect(posted[0].authorization).toBe('Bearer stored-token');
    expect(trackLeadConverted).toHaveBeenCalledExactlyOnceWith('exit_intent', 'price_alert');
  });

  it("shows the server's field messages under their fields", async () => {
    record('post', '/api/v1/leads', () =>
      HttpResponse.json(
        {
          success: false,
          message: 'Please check the highlighted fields',
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Please check the highlighted fields',
            fields: {
              contact: 'Enter a valid 10-digit mobile number or e-mail address',
              consent: 'Please agree to be contacted about this offer',
            },
          },
        },
        { status: 400 },
      ),
    );
    const { user, dialog } = await openPrompt('/');
    const contact = within(dialog).getByLabelText('Mobile number or e-mail');
    await user.type(contact, 'asha@example.com');
    const consent = within(dialog).getByRole('checkbox', { name: 'I agree to be contacted about this offer' });
    await user.click(consent);
    await user.click(within(dialog).getByRole('button', { name: 'Send me the code' }));

    expect(
      await within(dialog).findByText('Enter a valid 10-digit mobile number or e-mail address'),
    ).toBeInTheDocument();
    expect(contact).toHaveAccessibleDescription('Enter a valid 10-digit mobile number or e-mail address');
    expect(consent).toHaveAccessibleDescription('Please agree to be contacted about this offer');
    expect(contact).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(trackLeadConverted).not.toHaveBeenCalled();
  });

  it("shows the server's message when there were too many tries", async () => {
    record('post', '/api/v1/leads', () =>
      errorBody(429, 'RATE_LIMITED', 'Too many requests. Please try again in a few minutes.'),
    );
    const { user, dialog } = await openPrompt('/');
    await user.type(within(dialog).getByLabelText('Mobile number or e-mail'), '9876543210');
    await user.click(within(dialog).getByRole('checkbox', { name: 'I agree to be contacted about this offer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send me the code' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests. Please try again in a few minutes.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again after a network or server failure, and sends again', async () => {
    const posted = record('post', '/api/v1/leads', (_body, seen) =>
      seen.length === 1
        ? HttpResponse.error()
        : HttpResponse.json(
            {
              success: true,
              data: { id: 3, purpose: 'first500', converted: true, createdAt: '2026-11-24T10:00:05+05:30' },
            },
            { status: 201 },
          ),
    );
    const { user, dialog } = await openPrompt('/');
    await user.type(within(dialog).getByLabelText('Mobile number or e-mail'), '9876543210');
    await user.click(within(dialog).getByRole('checkbox', { name: 'I agree to be contacted about this offer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send me the code' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't send this just now. Please check your connection and try again.");
    expect(trackLeadConverted).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(posted).toHaveLength(2);
    expect(posted[1].body).toEqual(posted[0].body);
  });

  it('treats a server error (5xx) as worth another try', async () => {
    record('post', '/api/v1/leads', () => errorBody(503, 'UNAVAILABLE', 'Service unavailable'));
    const { user, dialog } = await openPrompt('/');
    await user.type(within(dialog).getByLabelText('Mobile number or e-mail'), '9876543210');
    await user.click(within(dialog).getByRole('checkbox', { name: 'I agree to be contacted about this offer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send me the code' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('closes with No thanks or the close button, back to the page', async () => {
    const { user, dialog } = await openPrompt('/');
    await user.click(within(dialog).getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page at /' })).toBeInTheDocument();
  });
});

describe('exit-intent prompt: the "exit-intent popup" error area', () => {
  it('shows Try Again and an error id inside the prompt, keeps the page, and Try Again brings the form back', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    formFails.now = true;
    const { user, dialog } = await openPrompt('/');
    const fallback = within(dialog).getByRole('alert');
    expect(fallback).toHaveTextContent("This offer couldn't be shown");
    expect(fallback).toHaveTextContent(/Error ID: ERR-[0-9A-Z]+-[0-9A-Z]{4}/);
    expect(screen.getByText('Page at /')).toBeInTheDocument(); // behind the dialog, hidden from screen readers meanwhile

    formFails.now = false;
    await user.click(within(fallback).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByLabelText('Mobile number or e-mail')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    // And it can still be closed.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
