import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { guestUser, record, renderWithAuth, storeCredentials } from '@/testing/auth-harness';
import { ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { AlertMeButton } from '../components/AlertMeButton';
import UnsubscribePage from '../UnsubscribePage';
import { todayIso } from '../lib';

function signedIn() {
  storeCredentials(guestUser);
  server.use(
    http.get('/api/v1/auth/me', () => HttpResponse.json({ success: true, user: guestUser, data: { user: guestUser } })),
    http.get('/api/v1/users/me/consent', () =>
      HttpResponse.json(ok({ choice: 'essential', policyVersion: '1', decidedAt: null })),
    ),
    http.get('/api/v1/users/me/saved', () => HttpResponse.json(ok({ items: [] }))),
  );
}

describe('Alert me dialog', () => {
  it('checks the date before sending and shows the server field error as returned', async () => {
    signedIn();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/users/me/alerts', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            success: false,
            error: { code: 'VALIDATION_FAILED', message: 'This date is free now: book it', field: 'date' },
          },
          { status: 400 },
        );
      }),
    );
    const { user } = renderWithAuth(<AlertMeButton propertyId={12} propertyTitle="Banyan Grove" />);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    await user.click(screen.getByRole('button', { name: 'Alert me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alert me' });
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(await within(dialog).findByText('Choose the date you want')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Date you want'), '2020-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(await within(dialog).findByText('Choose today or a later date')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    const date = todayIso(new Date(Date.now() + 7 * 86_400_000));
    await user.clear(within(dialog).getByLabelText('Date you want'));
    await user.type(within(dialog).getByLabelText('Date you want'), date);
    await user.click(within(dialog).getByRole('radio', { name: 'Half day' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Tell me when this date becomes free' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(await within(dialog).findByText('This date is free now: book it')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Date you want')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([{ propertyId: 12, kind: 'date_free', bookingType: 'half_day', date }]);
  });

  it('tells a visitor alerts need an account and what skipping does; skipping closes without asking the server', async () => {
    const posts = record('post', '/api/v1/users/me/alerts', () => HttpResponse.json(ok({}), { status: 201 }));
    const { user } = renderWithAuth(<AlertMeButton propertyId={12} propertyTitle="Banyan Grove" />);
    await user.click(screen.getByRole('button', { name: 'Alert me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alert me' });
    expect(
      within(dialog).getByText(
        'Alerts need an account. We will ask you to sign in when you create one; if you skip, we keep the alert on this device and offer it again when you sign in.',
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Date you want'), todayIso());
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    const gate = await screen.findByRole('dialog', { name: 'Sign in to get alerts' });
    await user.click(within(gate).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Alert kept on this device')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });
});

describe('/alerts/unsubscribe', () => {
  it('sends the token on load and says how many alerts were removed', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/alerts/unsubscribe', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ok({ removed: 3 }));
      }),
    );
    renderWithAuth(<UnsubscribePage />, { path: '/?token=abc123' });
    expect(
      await screen.findByText('Done: 3 alerts were removed. You will get no more messages about them.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ token: 'abc123' }]);
  });

  it('shows the server error for a bad link', async () => {
    server.use(
      http.post('/api/v1/alerts/unsubscribe', () =>
        HttpResponse.json(
          { success: false, error: { code: 'BAD_TOKEN', message: 'This unsubscribe link is not valid' } },
          { status: 400 },
        ),
      ),
    );
    renderWithAuth(<UnsubscribePage />, { path: '/?token=nope' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
  });
});
