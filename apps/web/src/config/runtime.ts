// Runtime settings the server injects into index.html as
// <script id="escapes-config" type="application/json">; the Vite dev server has none, so defaults apply.
import { SUPPORT_PHONE, SUPPORT_WHATSAPP } from './constants';

export interface RuntimeConfig {
  mapTileUrl: string;
  mapAttribution: string;
  supportPhone: string;
  /** PRODUCT.md §1 chat link: the support WhatsApp number, e.g. "+91 90520 07788". */
  supportWhatsapp: string;
  /** The card provider's checkout script, loaded as a booking page opens; null when the provider
   * has none in the browser (the simulated one, or the Vite dev server). */
  paymentScriptUrl: string | null;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap contributors',
  supportPhone: SUPPORT_PHONE,
  supportWhatsapp: SUPPORT_WHATSAPP,
  paymentScriptUrl: null,
};

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A phone number with 10 to 15 digits (a national number, or one with its country code). */
function phoneNumber(value: unknown): string | undefined {
  const text = nonEmptyString(value);
  const digits = text?.replace(/\D/g, '').length ?? 0;
  return digits >= 10 && digits <= 15 ? text : undefined;
}

/** An absolute http(s) address, e.g. the checkout script's; anything else is ignored. */
function webAddress(value: unknown): string | null {
  const text = nonEmptyString(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
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
      // A chat link to a wrong number would open WhatsApp on nobody: keep the default instead.
      supportWhatsapp: phoneNumber(raw.supportWhatsapp) ?? DEFAULT_RUNTIME_CONFIG.supportWhatsapp,
      paymentScriptUrl: webAddress(raw.paymentScriptUrl),
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
