import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@/i18n';
import { server } from '@/testing/msw-server';
import { ApiError, apiGet, apiRequest, genericErrorMessage, toQueryString } from '../api-client';

describe('apiRequest', () => {
  it('unwraps data and meta and sends the query without empty values', async () => {
    let seen = '';
    server.use(
      http.get('/api/v1/properties', ({ request }) => {
        seen = new URL(request.url).search;
        return HttpResponse.json({ success: true, data: [{ id: 1 }], meta: { page: 2, perPage: 12, total: 13 } });
      }),
    );
    const result = await apiRequest<{ id: number }[]>('/api/v1/properties', {
      params: { location: 'moinabad', checkIn: '', guests: 4, amenities: ['lawn', 'bonfire'], sort: undefined },
    });
    expect(result).toEqual({ data: [{ id: 1 }], meta: { page: 2, perPage: 12, total: 13 } });
    expect(seen).toBe('?location=moinabad&guests=4&amenities=lawn%2Cbonfire');
  });

  it('turns an error envelope into an ApiError with status, code and field messages', async () => {
    server.use(
      http.get('/api/v1/properties', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'checkOut must be after checkIn',
            error: {
              code: 'VALIDATION_FAILED',
              message: 'checkOut must be after checkIn',
              fields: { checkOut: 'checkOut must be after checkIn' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const error = await apiGet('/api/v1/properties').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'checkOut must be after checkIn',
      fields: { checkOut: 'checkOut must be after checkIn' },
    });
  });

  it('reports a network failure with status 0 and a readable message', async () => {
    server.use(http.get('/api/v1/properties/featured', () => HttpResponse.error()));
    const error = await apiGet('/api/v1/properties/featured').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      message: 'Network error - Please check your internet connection and try again',
    });
  });
});

describe('genericErrorMessage (PRODUCT.md §8 order: error.message, error.code, message, error, status text)', () => {
  it('takes the first one present', () => {
    expect(genericErrorMessage({ error: { message: 'A', code: 'B' }, message: 'C' }, 'D', 500)).toBe('A');
    expect(genericErrorMessage({ error: { code: 'B' }, message: 'C' }, 'D', 500)).toBe('B');
    expect(genericErrorMessage({ message: 'C', error: 'E' }, 'D', 500)).toBe('C');
    expect(genericErrorMessage({ error: 'E' }, 'D', 500)).toBe('E');
    expect(genericErrorMessage('<html>oops</html>', 'Bad Gateway', 502)).toBe('Bad Gateway');
    expect(genericErrorMessage(undefined, '', 503)).toBe('Request failed with status 503');
  });
});

describe('toQueryString', () => {
  it('returns an empty string when nothing is set', () => {
    expect(toQueryString({ a: undefined, b: null, c: '', d: [] })).toBe('');
  });
});

describe('Accept-Language (the server words OTP SMS and e-mails in it)', () => {
  function recordLanguages() {
    const seen: (string | null)[] = [];
    server.use(
      http.all('/api/v1/echo', ({ request }) => {
        seen.push(request.headers.get('Accept-Language'));
        return HttpResponse.json({ success: true, data: {} });
      }),
    );
    return seen;
  }

  it('names the active language on every request', async () => {
    const seen = recordLanguages();
    await apiGet('/api/v1/echo');
    await setLanguage('te');
    await apiRequest('/api/v1/echo', { method: 'POST', body: { phone: '+919876543210' } });
    await setLanguage('hi');
    await apiRequest('/api/v1/echo', { method: 'PUT', body: {}, auth: false });
    expect(seen).toEqual(['en', 'te', 'hi']);
  });

  it("follows <html lang> and leaves the caller's own header alone", async () => {
    const seen = recordLanguages();
    document.documentElement.lang = 'te-IN';
    await apiGet('/api/v1/echo');
    document.documentElement.lang = 'fr';
    await apiGet('/api/v1/echo');
    await apiRequest('/api/v1/echo', { headers: { 'Accept-Language': 'hi' } });
    await apiRequest('/api/v1/echo', { headers: { 'accept-language': 'te' } });
    expect(seen).toEqual(['te', 'en', 'hi', 'te']);
  });
});
