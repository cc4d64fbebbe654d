// Runtime settings the server injects into index.html as
// <script id="escapes-config" type="application/json">; the Vite dev server has none, so defaults apply.
import { SUPPORT_PHONE } from './constants';

export interface RuntimeConfig {
  mapTileUrl: string;
  mapAttribution: string;
  supportPhone: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap contributors',
  supportPhone: SUPPORT_PHONE,
};

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Reads the injected config element; missing or malformed values fall back to the defaults. */
export function readRuntimeConfig(doc: Document | undefined = globalThis.document): RuntimeConfig {
  const el = doc?.getElementById('escapes-config');
  if (!el?.textContent) return { ...DEFAULT_RUNTIME_CONFIG };
  try {
    const raw = JSON.parse(el.textContent) as Record<string, unknown>;
    return {
      mapTileUrl: nonEmptyString(raw.mapTileUrl) ?? DEFAULT_RUNTIME_CONFIG.mapTileUrl,
      mapAttribution: nonEmptyString(raw.mapAttribution) ?? DEFAULT_RUNTIME_CONFIG.mapAttribution,
      supportPhone: nonEmptyString(raw.supportPhone) ?? DEFAULT_RUNTIME_CONFIG.supportPhone,
    };
  } catch {
    return { ...DEFAULT_RUNTIME_CONFIG };
  }
}

let cached: RuntimeConfig | undefined;

/** The config for this page load (read once). */
export function getRuntimeConfig(): RuntimeConfig {
  cached ??= readRuntimeConfig();
  return cached;
}

/** `tel:` href for a display phone number such as "+91 40 4520 7788" → "tel:+914045207788". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
