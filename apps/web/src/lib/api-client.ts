// Fetch wrapper for the Escapes HTTP API: same origin, cookies included, unwraps the
// `{success, data, meta}` envelope and turns failures into ApiError (SPEC §8 "Generic API error").
import { takeEarlyResponse } from '@/boot/early-requests';
import type { ApiErrorBody, ListMeta } from '@/types/api';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string>;

  constructor(init: { status: number; message: string; code?: string; fields?: Record<string, string> }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
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
 * SPEC §8 "Generic API error": message taken from error.message, error.code, message or error,
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
  const { method = 'GET', params, body, signal, headers } = options;
  const url = `${API_BASE}${path}${toQueryString(params)}`;
  // The page's first requests may already be under way (src/boot/early-requests.ts).
  const early = method === 'GET' && body === undefined ? takeEarlyResponse(url) : undefined;
  let response: Response;
  try {
    response = await (early ?? fetch(url, {
      method,
      credentials: 'include',
      signal,
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
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

  const payload = await readJson(response);
  const record = asRecord(payload);

  if (!response.ok || record?.success === false) {
    const error = asRecord(record?.error) as ApiErrorBody['error'] | undefined;
    throw new ApiError({
      status: response.ok ? 500 : response.status,
      code: nonEmpty(error?.code),
      message: genericErrorMessage(payload, response.statusText, response.status),
      fields: toFields(error?.fields),
    });
  }

  // "Generic query reads … use the response's data field if present."
  const data = (record && 'data' in record ? record.data : payload) as T;
  const meta = asRecord(record?.meta) as ListMeta | undefined;
  return meta ? { data, meta } : { data };
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
