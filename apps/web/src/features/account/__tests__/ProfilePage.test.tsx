import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { currentUrl, renderRoute } from '@/testing/render';
import { ok } from '@/testing/fixtures';
import { consentAlreadyGiven, errorBody, guest, recorder, signInAs } from './helpers';

const nameField = () => screen.getByRole('textbox', { name: 'Full name' });
const emailField = () => screen.getByRole('textbox', { name: 'New e-mail address' });
const codeField = () => screen.getByRole('textbox', { name: 'Code sent to the new address' });
const phoneCodeField = () => screen.getByRole('textbox', { name: 'Code sent to your phone' });
const PHONE_SEND = '/api/v1/users/me/email/send-phone-otp';
/** The fresh code to the phone that every e-mail change asks for besides the new address's. */
const phoneCodeSent = () =>
  http.post(PHONE_SEND, () => HttpResponse.json(ok({ identifier: '+91******0104', resendAfter: 60 })));
const details = () => screen.getByRole('region', { name: 'Account details' });

async function openProfile() {
  const me = signInAs();
  consentAlreadyGiven();
  const view = renderRoute('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Your profile' });
  await waitFor(() => expect(me.calls).toBe(1));
  return view;
}

function storedUser() {
  return JSON.parse(localStorage.getItem('user') ?? 'null');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/profile', () => {
  it('sends a visitor to sign in and back to /profile afterwards', async () => {
    const { router } = renderRoute('/profile');
    await waitFor(() => expect(currentUrl(router)).toBe('/login?next=%2Fprofile'));
    expect(screen.queryByRole('heading', { name: 'Your profile' })).not.toBeInTheDocument();
  });

  it("shows the signed-in user's name, phone, e-mail and role", async () => {
    await openProfile();
    const region = details();
    expect(within(region).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(region).getByText('+91 90000 00104')).toBeInTheDocument();
    expect(within(region).getByText('priya@example.com')).toBeInTheDocument();
    expect(within(region).getByText('Guest')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Priya Sharma');
    expect(document.title).toBe('Your profile | Hyderabad Escapes');
  });
});

describe('/profile name', () => {
  it.each([
    ['', 'Name must be at least 2 characters'],
    ['P', 'Name must be at least 2 characters'],
    ['P'.repeat(51), 'Name cannot exceed 50 characters'],
    ['Priya 2', 'Name can only contain letters and spaces'],
    ['Priya-Sharma', 'Name can only contain letters and spaces'],
  ])('refuses %j with "%s" and sends nothing', async (typed, message) => {
    const { seen, record } = recorder();
    server.use(
      http.patch(
        '/api/v1/users/me',
        async ({ request }) => (await record(request), HttpResponse.json(ok({ user: guest }))),
      ),
    );
    const { user } = await openProfile();

    await user.clear(nameField());
    if (typed) await user.type(nameField(), typed);
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription(message);
    expect(seen).toHaveLength(0);
  });

  it('saves a new name: the server gets it, the page and the stored session user show it', async () => {
    const { seen, record } = recorder();
    server.use(
      http.patch('/api/v1/users/me', async ({ request }) => {
        await record(request);
        return HttpResponse.json(ok({ user: { ...guest, fullName: 'Priya Reddy' } }));
      }),
    );
    const { user } = await openProfile();

    await user.clear(nameField());
    await user.type(nameField(), '  Priya Reddy ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await within(details()).findByText('Priya Reddy')).toBeInTheDocument();
    expect(seen).toEqual([
      {
        method: 'PATCH',
        path: '/api/v1/users/me',
        body: { fullName: 'Priya Reddy' },
        authorization: 'Bearer token-104',
      },
    ]);
    expect(storedUser().fullName).toBe('Priya Reddy');
    expect(await screen.findByText('Name updated')).toBeInTheDocument();
  });

  it("shows the server's message under the name field when it refuses the name", async () => {
    server.use(
      http.patch('/api/v1/users/me', () =>
        errorBody(400, 'VALIDATION_FAILED', 'Name can only contain letters and spaces', {
          fullName: 'Name can only contain letters and spaces',
        }),
      ),
    );
    const { user } = await openProfile();
    await user.clear(nameField());
    await user.type(nameField(), 'Priya Ṣharma');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    await waitFor(() => expect(nameField()).toHaveAccessibleDescription('Name can only contain letters and spaces'));
    expect(storedUser().fullName).toBe('Priya Sharma');
  });

  it('says so in a toast when the name could not be saved for another reason', async () => {
    server.use(http.patch('/api/v1/users/me', () => errorBody(503, 'UNAVAILABLE', 'Service unavailable')));
    const { user } = await openProfile();
    await user.clear(nameField());
    await user.type(nameField(), 'Priya Reddy');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Could not update your name')).toBeInTheDocument();
    expect(within(details()).getByText('Priya Sharma')).toBeInTheDocument();
  });
});

describe('/profile e-mail change', () => {
  it.each([
    ['', 'Email must be at least 5 characters'],
    ['a@b', 'Email must be at least 5 characters'],
    ['priya.example.com', 'Please enter a valid email address'],
    ['priya@example', 'Please enter a valid email address'],
    [`${'p'.repeat(95)}@example.com`, 'Email cannot exceed 100 characters'],
    ['priya@example.com', 'This is already your e-mail address'],
  ])('refuses %j with "%s" and sends no code', async (typed, message) => {
    const { seen, record } = recorder();
    server.use(
      http.post('/api/v1/users/me/email/send-otp', async ({ request }) => {
        await record(request);
        return HttpResponse.json(ok({ identifier: 'x', resendAfter: 60 }));
      }),
    );
    const { user } = await openProfile();
    if (typed) await user.type(emailField(), typed);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toHaveLength(0);
  });

  it('changes the e-mail only after the codes sent to the new address and to the phone are verified', async () => {
    // Only the countdown's clock is faked (its setInterval and Date), and it moves only when the
    // test advances it. With `shouldAdvanceTime` the fake clock also ran on with real time, so on a
    // slow run the wall time spent between "Send code" and the end of the 30 s advance (over a
    // second) fired a 31st tick and the button said "29 s". setTimeout and setImmediate stay real
    // so React's scheduler, user-event and findBy* work as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { seen, record } = recorder();
    let sends = 0;
    let phoneSends = 0;
    server.use(
      http.post('/api/v1/users/me/email/send-otp', async ({ request }) => {
        await record(request);
        sends += 1;
        return HttpResponse.json(ok({ identifier: 'priya.new@example.com', resendAfter: 60 }));
      }),
      http.post(PHONE_SEND, async ({ request }) => {
        await record(request);
        phoneSends += 1;
        return HttpResponse.json(ok({ identifier: '+91******0104', resendAfter: 60 }));
      }),
      http.post('/api/v1/users/me/email/verify', async ({ request }) => {
        await record(request);
        return HttpResponse.json(ok({ user: { ...guest, email: 'priya.new@example.com' } }));
      }),
    );
    const { user } = await openProfile();

    await user.type(emailField(), 'priya.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('OTP Sent')).toBeInTheDocument();
    const told = screen.getByText(/Enter the code we sent to/);
    expect(told).toHaveTextContent('priya.new@example.com');
    expect(told).toHaveTextContent('your phone +91******0104');
    expect(seen[0]).toMatchObject({
      path: '/api/v1/users/me/email/send-otp',
      body: { email: 'priya.new@example.com' },
    });
    expect(seen[1]).toMatchObject({ method: 'POST', path: PHONE_SEND, authorization: 'Bearer token-104' });
    // Nothing changed yet.
    expect(within(details()).getByText('priya@example.com')).toBeInTheDocument();
    expect(storedUser().email).toBe('priya@example.com');

    // The 60 s resend countdown; a resend sends both codes again.
    const resend = screen.getByRole('button', { name: 'Resend code in 60 s' });
    expect(resend).toBeDisabled();
    await vi.advanceTimersByTimeAsync(30_000);
    // The tick's re-render is scheduled on the (real) scheduler: wait for it. The clock is still,
    // so "30 s" is the only value it can show.
    expect(await screen.findByRole('button', { name: 'Resend code in 30 s' })).toBeDisabled();
    await vi.advanceTimersByTimeAsync(30_000);
    const ready = await screen.findByRole('button', { name: 'Resend code' });
    expect(ready).toBeEnabled();
    await user.click(ready);
    await waitFor(() => expect(sends).toBe(2));
    await waitFor(() => expect(phoneSends).toBe(2));
    expect(await screen.findByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();

    // Each code field keeps digits only, at most 6, and wants exactly 6; both are needed.
    await user.type(codeField(), '12a3');
    expect(codeField()).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify and change e-mail' }));
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription('OTP must be 6 digits'));
    expect(phoneCodeField()).toHaveAccessibleDescription('OTP must be 6 digits');
    expect(seen.filter((s) => s.path.endsWith('/verify'))).toHaveLength(0);

    await user.type(codeField(), '4567890');
    expect(codeField()).toHaveValue('123456');
    await user.type(phoneCodeField(), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and change e-mail' }));

    expect(await within(details()).findByText('priya.new@example.com')).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/users/me/email/verify',
      body: { email: 'priya.new@example.com', code: '123456', phoneCode: '654321' },
      authorization: 'Bearer token-104',
    });
    expect(storedUser().email).toBe('priya.new@example.com');
    expect(await screen.findByText('E-mail updated')).toBeInTheDocument();
    // Back to the first step for another change.
    expect(emailField()).toHaveValue('');
  });

  it.each([
    [
      'phoneCode',
      'Invalid SMS OTP. Please check the code and try again.',
      "The code sent to your phone is not right. Check it and try again; the new address's code still works.",
    ],
    [
      'code',
      'Invalid email OTP. Please check the code and try again.',
      "The code sent to the new address is not right. Check it and try again; your phone's code still works.",
    ],
  ])('names the wrong code (%s) and leaves the other as typed', async (field, message, toast) => {
    server.use(
      http.post('/api/v1/users/me/email/send-otp', () => HttpResponse.json(ok({ identifier: 'x', resendAfter: 60 }))),
      phoneCodeSent(),
      http.post('/api/v1/users/me/email/verify', () => errorBody(400, 'OTP_INVALID', message, { [field]: message })),
    );
    const { user } = await openProfile();
    await user.type(emailField(), 'priya.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code sent to the new address' }), '111111');
    await user.type(phoneCodeField(), '222222');
    await user.click(screen.getByRole('button', { name: 'Verify and change e-mail' }));

    const [wrong, right] = field === 'phoneCode' ? [phoneCodeField(), codeField()] : [codeField(), phoneCodeField()];
    await waitFor(() => expect(wrong).toHaveAccessibleDescription(message));
    expect(right).not.toHaveAttribute('aria-invalid');
    expect(right).toHaveValue(field === 'phoneCode' ? '111111' : '222222');
    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(storedUser().email).toBe('priya@example.com');
  });

  it('still asks for both codes when the phone code could not be sent, and says why', async () => {
    server.use(
      http.post('/api/v1/users/me/email/send-otp', () => HttpResponse.json(ok({ identifier: 'x', resendAfter: 60 }))),
      http.post(PHONE_SEND, () => errorBody(429, 'RATE_LIMITED', 'Too many codes requested')),
    );
    const { user } = await openProfile();
    await user.type(emailField(), 'priya.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(phoneCodeField()).toBeInTheDocument();
  });

  it.each([
    [
      'the address belongs to another account (409)',
      () => errorBody(409, 'ALREADY_EXISTS', 'An account with this e-mail already exists'),
      'Unable to send OTP',
      'An account with this e-mail already exists',
    ],
    [
      'too many codes (429)',
      () => errorBody(429, 'RATE_LIMITED', 'Too many codes requested'),
      'Too many attempts - Please wait 15 minutes before requesting another OTP',
      undefined,
    ],
  ])('explains a refused send when %s', async (_label, answer, title, detail) => {
    server.use(http.post('/api/v1/users/me/email/send-otp', answer));
    const { user } = await openProfile();
    await user.type(emailField(), 'priya.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    if (detail) expect(alert).toHaveTextContent(detail);
    expect(screen.queryByRole('textbox', { name: 'Code sent to the new address' })).not.toBeInTheDocument();
  });

  it('puts a server field message under the e-mail field', async () => {
    server.use(
      http.post('/api/v1/users/me/email/send-otp', () =>
        errorBody(400, 'VALIDATION_FAILED', 'Please enter a valid email address', {
          email: 'Please enter a valid email address',
        }),
      ),
    );
    const { user } = await openProfile();
    await user.type(emailField(), 'priya@exämple.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription(/Please enter a valid email address/));
  });

  it('retries a send once after 2 s on a server error, then says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    server.use(
      http.post('/api/v1/users/me/email/send-otp', () => {
        calls += 1;
        return errorBody(503, 'UNAVAILABLE', 'down');
      }),
    );
    const { user } = await openProfile();
    await user.type(emailField(), 'priya.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(calls).toBe(1));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server error - Something went wrong. Please try again later',
    );
    expect(calls).toBe(2);
  });

  it.each([
    [
      'a wrong code (400)',
      () => errorBody(400, 'OTP_INVALID', 'Invalid or expired code'),
      'Invalid OTP - Please check the code and try again',
    ],
    [
      'too many tries (429)',
      () => errorBody(429, 'RATE_LIMITED', 'Slow down'),
      'Too many attempts - Please wait before trying again',
    ],
  ])('keeps the old e-mail and explains %s', async (_label, answer, message) => {
    server.use(
      http.post('/api/v1/users/me/email/send-otp', () => HttpResponse.json(ok({ identifier: 'x', resendAfter: 60 }))),
      phoneCodeSent(),
      http.post('/api/v1/users/me/email/verify', answer),
    );
    const { user } = await openProfile();
    await user.type(emailField(), 'priya.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code sent to the new address' }), '000000');
    await user.type(phoneCodeField(), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and change e-mail' }));

    await waitFor(() => expect(codeField()).toHaveAccessibleDescription(message));
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(within(details()).getByText('priya@example.com')).toBeInTheDocument();
    expect(storedUser().email).toBe('priya@example.com');
  });

  it('goes back to the address step with "Use a different address"', async () => {
    server.use(
      http.post('/api/v1/users/me/email/send-otp', () => HttpResponse.json(ok({ identifier: 'x', resendAfter: 60 }))),
      phoneCodeSent(),
    );
    const { user } = await openProfile();
    await user.type(emailField(), 'priya.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByRole('button', { name: 'Use a different address' }));
    expect(emailField()).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Code sent to the new address' })).not.toBeInTheDocument();
  });
});
