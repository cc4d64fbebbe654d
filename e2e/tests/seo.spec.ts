// What a crawler or a link preview gets without running JavaScript: the server fills the head of
// /property/{slug} and /farmhouses/{slug} with the title, description, Open Graph tags and JSON-LD.
import type { APIRequestContext } from '@playwright/test';
import { apiSearch, baseURL, expect, test } from './fixtures';

interface Head {
  status: number;
  titles: string[];
  meta: (key: 'name' | 'property', value: string) => string[];
  jsonLd: Record<string, unknown>[];
}

function decode(text: string): string {
  return text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag);
  return match ? decode(match[1]) : undefined;
}

async function fetchHead(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(`${baseURL()}${path}`, { headers: { accept: 'text/html' } });
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.length, `${path} has a <head>`).toBeGreaterThan(0);
  const metaTags = head.match(/<meta\b[^>]*>/gi) ?? [];
  const scripts = [...head.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)];
  return {
    status: response.status(),
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/gi)].map((m) => decode(m[1]).trim()),
    meta: (key, value) => metaTags.filter((tag) => attr(tag, key) === value).map((tag) => attr(tag, 'content') ?? ''),
    // Throws (and fails the test) if a script is not valid JSON.
    jsonLd: scripts.flatMap((m) => {
      const parsed = JSON.parse(m[1]) as Record<string, unknown> | Record<string, unknown>[];
      return Array.isArray(parsed) ? parsed : [parsed];
    }),
  };
}

type Thing = Record<string, any>;

function expectOrganisation(jsonLd: Thing[]) {
  const org = jsonLd.find((item) => item.name === 'Hyderabad Escapes' && item.areaServed);
  expect(org, 'the organisation in JSON-LD').toBeDefined();
  expect(org!['@context']).toBe('https://schema.org');
  expect(org!.telephone).toBe('+91 40 4520 7788');
  const area = org!.areaServed as Thing;
  expect(area['@type']).toBe('GeoCircle');
  // About 100 km around Hyderabad (schema.org distances in metres).
  expect(Number(area.geoRadius)).toBeGreaterThanOrEqual(95_000);
  expect(Number(area.geoRadius)).toBeLessThanOrEqual(105_000);
  expect(area.geoMidpoint.latitude).toBeCloseTo(17.36, 1);
  expect(area.geoMidpoint.longitude).toBeCloseTo(78.47, 1);
  const hours = ([] as Thing[]).concat(org!.openingHoursSpecification ?? []);
  const textHours = ([] as string[]).concat(org!.openingHours ?? []);
  const opensNineToNine =
    hours.some(
      (h) => h.opens === '09:00' && h.closes === '21:00' && ([] as string[]).concat(h.dayOfWeek).length === 7,
    ) || textHours.some((h) => /09:00-21:00/.test(h));
  expect(opensNineToNine, 'open daily 09:00–21:00').toBe(true);
}

test('property page HTML carries title, description, Open Graph and JSON-LD before any script runs', async ({
  request,
}) => {
  const [property] = (await apiSearch(request, 'location=moinabad')).items;
  const head = await fetchHead(request, `/property/${property.slug}`);
  expect(head.status).toBe(200);

  expect(head.titles).toHaveLength(1);
  expect(head.titles[0]).toContain(property.title);
  expect(head.titles[0]).toContain('Hyderabad Escapes');

  const descriptions = head.meta('name', 'description');
  expect(descriptions, 'exactly one meta description').toHaveLength(1);
  expect(descriptions[0]).toContain(property.location);
  expect(descriptions[0].length).toBeGreaterThan(50);

  expect(head.meta('property', 'og:title')).toEqual([expect.stringContaining(property.title)]);
  const [ogImage] = head.meta('property', 'og:image');
  expect(ogImage).toMatch(/^https?:\/\/.+\/uploads\/.+\.(jpe?g|webp|png)$/);
  // The preview image really exists.
  const image = await request.get(new URL(new URL(ogImage).pathname, baseURL()).toString());
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);

  const lodging = head.jsonLd.find((item) => item['@type'] === 'LodgingBusiness');
  expect(lodging, 'LodgingBusiness in JSON-LD').toBeDefined();
  expect(lodging!.name).toBe(property.title);
  expect(lodging!.url).toMatch(new RegExp(`/property/${property.slug}$`));
  expect((lodging!.address as Thing).addressLocality).toBe(property.location);
  expectOrganisation(head.jsonLd);
});

test('locality page HTML carries title, description, Open Graph and JSON-LD before any script runs', async ({
  request,
}) => {
  const head = await fetchHead(request, '/farmhouses/moinabad');
  expect(head.status).toBe(200);
  expect(head.titles).toHaveLength(1);
  expect(head.titles[0]).toContain('Moinabad');
  const descriptions = head.meta('name', 'description');
  expect(descriptions).toHaveLength(1);
  expect(descriptions[0]).toContain('Moinabad');
  expect(head.meta('property', 'og:title')).toEqual([expect.stringContaining('Moinabad')]);
  expect(head.meta('property', 'og:url')).toEqual([expect.stringMatching(/\/farmhouses\/moinabad$/)]);
  const place = head.jsonLd.find((item) => String(item.name).startsWith('Moinabad'));
  expect(place, 'the locality in JSON-LD').toBeDefined();
  expectOrganisation(head.jsonLd);
});

test('unknown property and locality answer 404 with the app shell', async ({ request }) => {
  for (const path of ['/property/no-such-farmhouse', '/farmhouses/no-such-place']) {
    const response = await request.get(`${baseURL()}${path}`);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  }
});
