import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { formatCalendarDate, formatINR } from '@/lib/format';
import {
  applyRestoredUserLanguage,
  applyUserLanguage,
  chooseLanguage,
  currentLanguage,
  setLanguage,
  startLanguage,
} from '../language';

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

/** vitest's jsdom instance: lets a test load the page from another URL (https). */
declare const jsdom: { reconfigure(settings: { url: string }): void };

describe('lang cookie (the server draws the next page load in the language)', () => {
  const YEAR = 'Path=/; Max-Age=31536000; SameSite=Lax';

  function watchCookies() {
    document.cookie = 'lang=; Path=/; Max-Age=0';
    return vi.spyOn(Document.prototype, 'cookie', 'set');
  }

  afterEach(() => jsdom.reconfigure({ url: 'http://localhost:3000/' }));

  it('keeps every chosen language for a year', async () => {
    const written = watchCookies();
    await setLanguage('te');
    expect(written).toHaveBeenLastCalledWith(`lang=te; ${YEAR}`);
    expect(document.cookie).toContain('lang=te');
    await chooseLanguage('hi');
    expect(written).toHaveBeenLastCalledWith(`lang=hi; ${YEAR}`);
    await setLanguage('en');
    expect(written).toHaveBeenLastCalledWith(`lang=en; ${YEAR}`);
    expect(document.cookie).toContain('lang=en');
  });

  it('is Secure on an https page', async () => {
    jsdom.reconfigure({ url: 'https://hyderabadescapes.in/' });
    const written = watchCookies();
    await setLanguage('hi');
    expect(written).toHaveBeenLastCalledWith(`lang=hi; ${YEAR}; Secure`);
  });

  it('is not written on a first visit in English, like localStorage', async () => {
    localStorage.clear();
    const written = watchCookies();
    await startLanguage();
    expect(currentLanguage()).toBe('en');
    expect(written).not.toHaveBeenCalled();
    expect(localStorage.getItem('language')).toBeNull();
    expect(document.cookie).not.toContain('lang=');
  });

  it('is written when the start comes from ?lang=', async () => {
    jsdom.reconfigure({ url: 'http://localhost:3000/?lang=te' });
    const written = watchCookies();
    await startLanguage();
    expect(currentLanguage()).toBe('te');
    expect(written).toHaveBeenLastCalledWith(`lang=te; ${YEAR}`);
  });
});

describe('a session carried over from an earlier page load', () => {
  it("keeps the language chosen on this device over the stored user's, and saves it on the account", async () => {
    localStorage.setItem('token', 'access-token');
    await setLanguage('hi');
    let body: unknown = null;
    server.use(
      http.put('/api/v1/users/me/language', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, data: { user: {} } });
      }),
    );
    // The stored user record still names the language of sign-in.
    applyRestoredUserLanguage({ language: 'en' });
    await waitFor(() => expect(body).toEqual({ language: 'hi' }));
    expect(currentLanguage()).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');
  });

  it("takes the account's language when this device has no choice of its own", async () => {
    localStorage.removeItem('language');
    await setLanguage('en');
    localStorage.removeItem('language');
    applyRestoredUserLanguage({ language: 'te' });
    await waitFor(() => expect(currentLanguage()).toBe('te'));
  });
});

describe('an area that registers while its language is on the way', () => {
  it('reads in that language once it is active (a route chunk that came before the layout catalog)', async () => {
    const { defineCatalog, i18n } = await import('../catalogs');
    await setLanguage('en');
    let release: () => void = () => undefined;
    defineCatalog(
      'slow-layout-test',
      { 'slowLayout.title': 'Menu' },
      {
        te: () => new Promise((resolve) => (release = () => resolve({ messages: { 'slowLayout.title': 'మెనూ' } }))),
        hi: () => Promise.resolve({ messages: { 'slowLayout.title': 'मेन्यू' } }),
      },
    );
    const switching = setLanguage('te');
    // The page's own area arrives while the layout's Telugu is still loading.
    defineCatalog(
      'early-page-test',
      { 'earlyPage.title': 'Featured farmhouses' },
      {
        te: () => Promise.resolve({ messages: { 'earlyPage.title': 'ప్రత్యేక ఫామ్‌హౌస్‌లు' } }),
        hi: () => Promise.resolve({ messages: { 'earlyPage.title': 'ख़ास फ़ार्महाउस' } }),
      },
    );
    release();
    await switching;
    await waitFor(() => expect(i18n._('earlyPage.title')).toBe('ప్రత్యేక ఫామ్‌హౌస్‌లు'));
    expect(i18n._('slowLayout.title')).toBe('మెనూ');
    await setLanguage('en');
  });
});
