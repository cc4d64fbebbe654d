#!/usr/bin/env node
// Lighthouse (mobile, default simulated throttling) against a running Hyderabad Escapes server.
//
//   node scripts/lighthouse.mjs http://127.0.0.1:8080 [--json] [--runs 3] [--out DIR]
//
// Pages: home, a search (locality and guests), and the first featured property (from
// /api/properties/featured). One fresh headless Chromium per run (CHROME_PATH, default
// /usr/bin/chromium). Prints performance score, FCP, LCP, TBT and CLS per page as a markdown
// table (or JSON), and for a page under 90 the LCP element, render-blocking requests and the
// largest opportunities, so the cause can be read off the output. With --runs N the run with the
// median score is reported. Lighthouse 12.8 (13 needs Node 22) is a devDependency of @escapes/e2e.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function usage(message) {
  if (message) console.error(message);
  console.error('usage: node scripts/lighthouse.mjs <server URL> [--json] [--runs N] [--out DIR]');
  process.exit(2);
}

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const json = args.includes('--json');
const runs = Number(option('--runs') ?? 1);
const outDir = option('--out');
const base = args.find((a, i) => !a.startsWith('--') && !['--runs', '--out'].includes(args[i - 1]));
if (!base || !/^https?:\/\//.test(base)) usage('Give the server URL, e.g. http://127.0.0.1:8080');
if (!Number.isInteger(runs) || runs < 1) usage('--runs must be a positive whole number');
const origin = base.replace(/\/+$/, '');

/** Lighthouse and chrome-launcher, from wherever npm put the e2e workspace's dependencies. */
async function load(name) {
  try {
    return await import(name);
  } catch {
    const require = createRequire(join(repo, 'e2e/package.json'));
    return import(pathToFileURL(require.resolve(name)).href);
  }
}
const { default: lighthouse } = await load('lighthouse');
const chromeLauncher = await load('chrome-launcher');

async function getJson(path) {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`GET ${path} → ${response.status}`);
  return response.json();
}

const health = await fetch(`${origin}/healthz`).then((r) => r.text()).catch((e) => `unreachable (${e.message})`);
if (health.trim() !== 'ok') {
  console.error(`${origin}/healthz answered: ${health}`);
  process.exit(1);
}
const featured = (await getJson('/api/properties/featured')).data;
if (!Array.isArray(featured) || featured.length === 0) {
  console.error('No featured property: seed the data first (escapes seed --demo).');
  process.exit(1);
}
const property = featured[0];

const PAGES = [
  { page: 'home', path: '/' },
  { page: 'search', path: `/search?location=${encodeURIComponent(property.locationSlug)}&guests=10` },
  { page: 'property', path: `/property/${encodeURIComponent(property.slug)}` },
];

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const ms = (audit) => (audit?.numericValue === undefined ? null : Math.round(audit.numericValue));

function summarise(page, path, lhr) {
  const a = lhr.audits;
  const lcpElement = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const lcpPhases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  const renderBlocking = (a['render-blocking-resources']?.details?.items ?? []).map((i) => ({
    url: i.url.replace(origin, ''),
    wastedMs: Math.round(i.wastedMs ?? 0),
  }));
  const opportunities = Object.values(a)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) > 0)
    .sort((x, y) => y.details.overallSavingsMs - x.details.overallSavingsMs)
    .slice(0, 4)
    .map((audit) => ({ id: audit.id, title: audit.title, savingsMs: Math.round(audit.details.overallSavingsMs) }));
  return {
    page,
    url: `${origin}${path}`,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: ms(a['first-contentful-paint']),
    lcpMs: ms(a['largest-contentful-paint']),
    tbtMs: ms(a['total-blocking-time']),
    cls: a['cumulative-layout-shift']?.numericValue ?? null,
    speedIndexMs: ms(a['speed-index']),
    transferKb: Math.round((a['total-byte-weight']?.numericValue ?? 0) / 1024),
    lcpElement: lcpElement ? { selector: lcpElement.selector, snippet: lcpElement.snippet } : null,
    lcpPhases: lcpPhases?.map((p) => ({ phase: p.phase, ms: Math.round(p.timing) })) ?? null,
    renderBlocking,
    opportunities,
    lighthouseVersion: lhr.lighthouseVersion,
    runs: 1,
  };
}

const results = [];
for (const { page, path } of PAGES) {
  const lhrs = [];
  for (let i = 0; i < runs; i++) {
    if (!json) process.stderr.write(`lighthouse ${page} (${i + 1}/${runs}) ${origin}${path}\n`);
    lhrs.push(await runOnce(`${origin}${path}`));
  }
  lhrs.sort((x, y) => (x.categories.performance.score ?? 0) - (y.categories.performance.score ?? 0));
  const median = lhrs[Math.floor((lhrs.length - 1) / 2)];
  if (outDir) {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, `${page}.json`), JSON.stringify(median));
  }
  const summary = summarise(page, path, median);
  summary.runs = runs;
  if (runs > 1) summary.scores = lhrs.map((l) => Math.round((l.categories.performance.score ?? 0) * 100));
  results.push(summary);
}

if (json) {
  console.log(JSON.stringify({ server: origin, formFactor: 'mobile', throttling: 'simulated (Lighthouse default)', pages: results }, null, 2));
} else {
  const s = (v) => (v === null ? '—' : `${(v / 1000).toFixed(2)} s`);
  console.log(`\nLighthouse ${results[0].lighthouseVersion}, mobile, simulated throttling, ${origin}${runs > 1 ? `, median of ${runs} runs` : ''}\n`);
  console.log('| page | performance | FCP | LCP | TBT | CLS | Speed Index | transfer |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.page} | ${r.performance}${r.scores ? ` (${r.scores.join(', ')})` : ''} | ${s(r.fcpMs)} | ${s(r.lcpMs)} | ${r.tbtMs} ms | ${r.cls?.toFixed(3)} | ${s(r.speedIndexMs)} | ${r.transferKb} kB |`,
    );
  }
  for (const r of results.filter((x) => x.performance < 90)) {
    console.log(`\n${r.page} (${r.performance}) — ${r.url}`);
    if (r.lcpElement) console.log(`  LCP element: ${r.lcpElement.selector}\n    ${r.lcpElement.snippet}`);
    if (r.lcpPhases) console.log(`  LCP phases: ${r.lcpPhases.map((p) => `${p.phase} ${p.ms} ms`).join(', ')}`);
    if (r.renderBlocking.length) console.log(`  render-blocking: ${r.renderBlocking.map((b) => `${b.url} (${b.wastedMs} ms)`).join(', ')}`);
    for (const o of r.opportunities) console.log(`  opportunity: ${o.title} — ~${o.savingsMs} ms`);
  }
}
