import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, readRuntimeConfig, telHref } from '../runtime';

function docWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = 'escapes-config';
    script.type = 'application/json';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('readRuntimeConfig', () => {
  it('reads what the server injected', () => {
    const config = readRuntimeConfig(
      docWith(
        '{"mapTileUrl":"https://tiles.example/{z}/{x}/{y}.png","mapAttribution":"© Example","supportPhone":"+91 40 1111 2222","supportWhatsapp":"+91 98480 22338","paymentScriptUrl":"https://checkout.razorpay.com/v1/checkout.js"}',
      ),
    );
    expect(config).toEqual({
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      mapAttribution: '© Example',
      supportPhone: '+91 40 1111 2222',
      supportWhatsapp: '+91 98480 22338',
      paymentScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
  });

  it('falls back to the defaults without the element, with bad JSON, or for missing keys', () => {
    expect(readRuntimeConfig(docWith(null))).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(readRuntimeConfig(docWith('{not json'))).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(readRuntimeConfig(docWith('{"supportPhone":""}'))).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(DEFAULT_RUNTIME_CONFIG).toEqual({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
      supportPhone: '+91 40 4520 7788',
      supportWhatsapp: '+91 90520 07788',
      paymentScriptUrl: null,
    });
  });

  it('takes the checkout script only as an http(s) address (none with the simulated provider)', () => {
    expect(readRuntimeConfig(docWith('{"paymentScriptUrl":null}')).paymentScriptUrl).toBeNull();
    for (const bad of ['""', '"checkout.js"', '"javascript:alert(1)"', '"data:text/javascript,1"', '42']) {
      expect(readRuntimeConfig(docWith(`{"paymentScriptUrl":${bad}}`)).paymentScriptUrl).toBeNull();
    }
    expect(
      readRuntimeConfig(docWith('{"paymentScriptUrl":"http://127.0.0.1:4010/v1/checkout.js"}')).paymentScriptUrl,
    ).toBe('http://127.0.0.1:4010/v1/checkout.js');
  });

  it('keeps the default WhatsApp number when the injected one is not a phone number', () => {
    for (const bad of ['""', '"   "', '"support"', '"12345"', '"+91 98480 22338 12345 678"', '919848022338', 'null']) {
      expect(readRuntimeConfig(docWith(`{"supportWhatsapp":${bad}}`)).supportWhatsapp).toBe('+91 90520 07788');
    }
    // The other settings are read as usual next to a bad one.
    expect(readRuntimeConfig(docWith('{"supportWhatsapp":"x","supportPhone":"+91 40 1111 2222"}')).supportPhone).toBe(
      '+91 40 1111 2222',
    );
    // A national number is taken as it is; the chat link adds the country code.
    expect(readRuntimeConfig(docWith('{"supportWhatsapp":"98480 22338"}')).supportWhatsapp).toBe('98480 22338');
  });
});

describe('telHref', () => {
  it('keeps only the digits and the plus sign', () => {
    expect(telHref('+91 40 4520 7788')).toBe('tel:+914045207788');
  });
});
