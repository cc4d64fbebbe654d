// Fetch wrapper for the Escapes HTTP API: same origin, cookies included, unwraps the
// `{success, data, meta}` envelope and turns failures into ApiError (PRODUCT.md §8 "Generic API error").
// Signed-in calls carry the stored access token as a bearer token (PRODUCT.md §6); a 401 triggers one
// shared refresh (PRODUCT.md §7 /api/v1/auth/refresh) and one retry.
import { takeEarlyResponse } from '@/boot/early-requests';
import type { ApiErrorBody, ListMeta } from '@/types/api';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string>;
  /** The parsed error body, for answers that carry data too (409 DUPLICATE_MESSAGE). */
  readonly body: unknown;
  /** A 429's Retry-After in seconds, when the server gave one. */
  readonly retryAfter: number | undefined;

  constructor(init: {
    status: number;
    message: string;
    code?: string;
    fields?: Record<string, string>;
    body?: unknown;
    retryAfter?: number;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/** Status 0: the request never reached the server (offline, DNS, CORS). */
export const NETWORK_ERROR_STATUS = 0;

/** Base URL: the app is served by the same origin as the API. */
export const API_BASE = '';

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * PRODUCT.md §8 "Generic API error": message taken from error.message, error.code, message or error,
 * else the status text.
 */
export function genericErrorMessage(body: unknown, statusText: string, status: number): string {
  const record = asRecord(body);
  const error = asRecord(record?.error);
  return (
    nonEmpty(error?.message) ??
    nonEmpty(error?.code) ??
    nonEmpty(record?.message) ??
    nonEmpty(record?.error) ??
    nonEmpty(statusText) ??
    `Request failed with status ${status}`
  );
}

function toFields(value: unknown): Record<string, string> {
  const record = asRecord(value);
  if (!record) return {};
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(record)) {
    if (typeof message === 'string') fields[key] = message;
  }
  return fields;
}

/** Builds `?a=1&b=x` from params, skipping empty values; arrays become comma-separated. */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.join(','));
      continue;
    }
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Whether to send the stored access token and, on a 401, refresh it once and retry (default
   * true). Sign-in calls and the refresh call itself turn it off.
   */
  auth?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  meta?: ListMeta;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends a request and returns the unwrapped `data` with `meta` when the server sent one. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const useAuth = options.auth !== false && !path.includes('/admin/');
  const token = useAuth ? readStoredToken() : null;
  const response = await send(path, options, token);
  if (response.status === 401 && token) {
    // The access token expired (15 minutes) or was revoked: refresh once, shared by every call
    // that failed meanwhile, then retry with the new token.
    const fresh = await refreshSession(token);
    if (!fresh) {
      throw new ApiError({ status: 401, code: 'TOKEN_REFRESH_FAILED', message: TOKEN_REFRESH_FAILED });
    }
    return unwrap<T>(await send(path, options, fresh.token));
  }
  return unwrap<T>(response);
}

/**
 * The reader's language for the server's own texts (OTP SMS and e-mails, error words): `en`, `te`
 * or `hi`, read from `<html lang>` (which the i18n module sets to en-IN, te-IN or hi-IN when it
 * activates a language; importing i18n here would be an import circle).
 */
export function requestLanguage(): 'en' | 'te' | 'hi' {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const base = lang.trim().toLowerCase().split(/[-_]/)[0];
  return base === 'te' || base === 'hi' ? base : 'en';
}

/** The caller's headers win, in whatever case they name Accept-Language. */
function languageHeader(headers: Record<string, string> | undefined): Record<string, string> {
  const named = headers && Object.keys(headers).some((name) => name.toLowerCase() === 'accept-language');
  return named ? {} : { 'Accept-Language': requestLanguage() };
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const { method = 'GET', params, body, signal, headers } = options;
  const url = `${API_BASE}${path}${toQueryString(params)}`;
  // The page's first requests may already be under way (src/boot/early-requests.ts). They carry no
  // token, which is fine: the boot script starts only public catalogue reads.
  const early = method === 'GET' && body === undefined ? takeEarlyResponse(url) : undefined;
  try {
    return await (early ??
      fetch(url, {
        method,
        credentials: 'include',
        signal,
        headers: {
          Accept: 'application/json',
          ...languageHeader(headers),
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      status: NETWORK_ERROR_STATUS,
      code: 'NETWORK_ERROR',
      message: 'Network error - Please check your internet connection and try again',
    });
  }
}

/** Retry-After as whole seconds (the server sends seconds; an HTTP date is not used). */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

async function unwrap<T>(response: Response): Promise<ApiResponse<T>> {
  const payload = await readJson(response);
  const record = asRecord(payload);

  if (!response.ok || record?.success === false) {
    const error = asRecord(record?.error) as ApiErrorBody['error'] | undefined;
    throw new ApiError({
      status: response.ok ? 500 : response.status,
      code: nonEmpty(error?.code),
      message: genericErrorMessage(payload, response.statusText, response.status),
      fields: toFields(error?.fields),
      body: payload,
      retryAfter: retryAfterSeconds(response.headers.get('Retry-After')),
    });
  }

  // "Generic query reads … use the response's data field if present."
  const data = (record && 'data' in record ? record.data : payload) as T;
  const meta = asRecord(record?.meta) as ListMeta | undefined;
  return meta ? { data, meta } : { data };
}

// ---------------------------------------------------------------------------------------------
// Stored credentials (PRODUCT.md §3 "Stored client values": token, refreshToken, user in localStorage)

export const TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const USER_KEY = 'user';

/** PRODUCT.md §8 "Other messages": a refresh that did not work. */
export const TOKEN_REFRESH_FAILED = 'Token refresh failed';

/** What sign-in and refresh answer (PRODUCT.md §7): the user is the server's user view. */
export interface SessionTokens<U = unknown> {
  token: string;
  refreshToken: string;
  user?: U;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy mode): behave as signed out
  }
}

export function readStoredToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function readStoredRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_TOKEN_KEY) ?? null;
}

/** Saves a sign-in or refresh answer; the user record is kept only when the answer has one. */
export function storeSession(tokens: SessionTokens): void {
  const store = storage();
  if (!store) return;
  store.setItem(TOKEN_KEY, tokens.token);
  store.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  if (tokens.user !== undefined) store.setItem(USER_KEY, JSON.stringify(tokens.user));
}

export function clearStoredSession(): void {
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(REFRESH_TOKEN_KEY);
  store?.removeItem(USER_KEY);
}

type SessionListener = (
  event: { type: 'refreshed'; tokens: SessionTokens } | { type: 'expired' } | { type: 'ended' },
) => void;
const sessionListeners = new Set<SessionListener>();

/** The session provider listens here to follow refreshes and to sign out when one fails. */
export function onSessionChange(listener: SessionListener): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

/**
 * Staff ended every session of this account (suspension, revocation; the server said so on the
 * realtime link): sign out here and, through storage, in the other tabs. The caller has already
 * told the user why, so listeners show no "refresh failed" notice.
 */
export function endSession(): void {
  clearStoredSession();
  for (const listener of sessionListeners) listener({ type: 'ended' });
}

let refreshInFlight: Promise<SessionTokens | null> | null = null;

/**
 * Exchanges the stored refresh token for a new pair. Concurrent callers share one request: the
 * server rotates refresh tokens and treats a reused one as theft, so two parallel refreshes would
 * end the session. `failedToken` is the access token that was refused; if another call (or tab)
 * has already replaced it, the new one is used without a second refresh. Resolves to null, with
 * the stored credentials cleared, when the refresh is refused.
 */
export function refreshSession(failedToken?: string | null): Promise<SessionTokens | null> {
  const current = readStoredToken();
  if (failedToken && current && current !== failedToken) {
    return Promise.resolve({ token: current, refreshToken: readStoredRefreshToken() ?? '' });
  }
  refreshInFlight ??= withCrossTabLock(() => runRefresh(failedToken)).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** Other tabs share the refresh token, so they take turns (Web Locks where the browser has it). */
function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('escapes-auth-refresh', work) : work();
}

async function runRefresh(failedToken?: string | null): Promise<SessionTokens | null> {
  // A tab that held the lock before us may already have refreshed.
  const current = readStoredToken();
  if (failedToken && current && current !== failedToken) {
    return { token: current, refreshToken: readStoredRefreshToken() ?? '' };
  }
  const refreshToken = readStoredRefreshToken();
  if (!refreshToken) return expire();
  // Offline, `send` throws a network ApiError and the credentials are kept: they may still be good.
  const response = await send('/api/v1/auth/refresh', { method: 'POST', body: { refreshToken } }, null);
  // Only a refusal ends the session; a server error (5xx) leaves the credentials for a later try.
  if (response.status >= 500) {
    throw new ApiError({ status: response.status, code: 'TOKEN_REFRESH_FAILED', message: TOKEN_REFRESH_FAILED });
  }
  if (!response.ok) return expire();
  const payload = asRecord(await readJson(response));
  const data = asRecord(payload?.data) ?? payload;
  const token = nonEmpty(data?.token);
  const nextRefresh = nonEmpty(data?.refreshToken);
  if (!token || !nextRefresh) return expire();
  const tokens: SessionTokens = { token, refreshToken: nextRefresh, user: data?.user ?? undefined };
  storeSession(tokens);
  for (const listener of sessionListeners) listener({ type: 'refreshed', tokens });
  return tokens;
}

function expire(): null {
  clearStoredSession();
  for (const listener of sessionListeners) listener({ type: 'expired' });
  return null;
}

/** GET returning only the unwrapped data. */
export async function apiGet<T>(path: string, params?: QueryParams, signal?: AbortSignal): Promise<T> {
  const { data } = await apiRequest<T>(path, { params, signal });
  return data;
}

/** POST returning only the unwrapped data. */
export async function apiPost<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const { data } = await apiRequest<T>(path, { method: 'POST', body, signal });
  return data;
}
