import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { formatCalendarDate, formatINR } from '@/lib/format';
import { applyUserLanguage, chooseLanguage, currentLanguage, setLanguage } from '../language';

describe('active language', () => {
  it('saves the choice on the server when signed in', async () => {
    localStorage.setItem('token', 'access-token');
    let body: unknown = null;
    server.use(
      http.put('/api/v1/users/me/language', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, data: { user: {} } });
      }),
    );
    await chooseLanguage('hi');
    await waitFor(() => expect(body).toEqual({ language: 'hi' }));
    expect(currentLanguage()).toBe('hi');
  });

  it("applies the signed-in user's language and ignores unknown codes", async () => {
    applyUserLanguage({ language: 'te' });
    await waitFor(() => expect(currentLanguage()).toBe('te'));
    applyUserLanguage({ language: 'fr' });
    expect(currentLanguage()).toBe('te');
  });

  it('keeps rupees in Indian grouping and writes dates in the language', async () => {
    expect(formatCalendarDate('2026-12-05')).toBe('5 Dec 2026');
    await setLanguage('hi');
    expect(formatINR(125000)).toBe('₹1,25,000');
    expect(formatCalendarDate('2026-12-05')).not.toBe('5 Dec 2026');
    await setLanguage('en');
    expect(formatCalendarDate('2026-12-05')).toBe('5 Dec 2026');
  });
});
