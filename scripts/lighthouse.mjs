#!/usr/bin/env node
// Lighthouse (mobile, default simulated throttling) against a running Hyderabad Escapes server.
//
//   node scripts/lighthouse.mjs http://127.0.0.1:8080 [--json] [--runs 3] [--out DIR]
//        [--static-copy WEB_DIR] [--write FILE] [--note TEXT] [--server-pid PID]
//
// Pages: home, a search (locality and guests), the first featured property (from
// /api/properties/featured) and that property's locality page (/farmhouses/{slug}). One fresh
// headless Chromium per run (CHROME_PATH, default /usr/bin/chromium). Prints performance score,
// FCP, LCP, TBT and CLS per page as a markdown table (or JSON), and for a page under 90 the LCP
// element, render-blocking requests and the largest opportunities, so the cause can be read off
// the output. With --runs N the run with the median score is reported. Lighthouse 12.8 (13 needs
// Node 22) is a devDependency of @escapes/e2e.
//
// --static-copy WEB_DIR: the limit. WEB_DIR must be the directory the server was started with
// (`escapes serve --web-dir WEB_DIR`; it serves that directory's files as they are on disk). For
// each page the script fetches the server's HTML, removes every <script> element and every
// <link> that only serves scripts (modulepreload, preload as script or fetch), keeps the CSS,
// the server-rendered first view inside #root and its images, and writes the result to
// WEB_DIR/static-copy/<page>.html. The same server then serves it at /static-copy/<page>.html
// and Lighthouse measures it next to the app, runs alternating: what the page would score with
// no JavaScript at all, and the gap to it.
//
// --write FILE: replace what stands between <!-- lighthouse:start --> and <!-- lighthouse:end -->
// in FILE (BENCHMARKS.md) with the table, the date, the machine, its load and the command.
// --note TEXT is added to that setup line (which server, which data). --server-pid PID: the
// measured server, left out of the other busy processes the setup line names.
import { cpus, loadavg } from 'node:os';
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const START = '<!-- lighthouse:start -->';
const END = '<!-- lighthouse:end -->';

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
  console.error(
    'usage: node scripts/lighthouse.mjs <server URL> [--json] [--runs N] [--out DIR] [--static-copy WEB_DIR] [--write FILE] [--note TEXT] [--server-pid PID]',
  );
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
const staticCopyDir = option('--static-copy');
const writeFile = option('--write');
const note = option('--note');
const serverPid = Number(option('--server-pid') ?? 0);
const VALUED = ['--runs', '--out', '--static-copy', '--write', '--note', '--server-pid'];
const base = args.find((a, i) => !a.startsWith('--') && !VALUED.includes(args[i - 1]));
if (!base || !/^https?:\/\//.test(base)) usage('Give the server URL, e.g. http://127.0.0.1:8080');
if (!Number.isInteger(runs) || runs < 1) usage('--runs must be a positive whole number');
for (const name of VALUED) if (args.includes(name) && !option(name)) usage(`${name} needs a value`);
if (writeFile) {
  if (!staticCopyDir) usage('--write needs --static-copy (the table has the limit beside the app)');
  const text = readFileSync(writeFile, 'utf8');
  if (!text.includes(START) || !text.includes(END)) usage(`${writeFile} has no ${START} … ${END} markers`);
}
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

const health = await fetch(`${origin}/healthz`)
  .then((r) => r.text())
  .catch((e) => `unreachable (${e.message})`);
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

// The featured property's locality has a landing page (it has at least that listing); any
// locality with listings does if that one does not answer.
async function localityPath() {
  const own = `/farmhouses/${encodeURIComponent(property.locationSlug)}`;
  if ((await fetch(`${origin}${own}`)).ok) return own;
  const localities = (await getJson('/api/v1/properties/locations/statistics')).data ?? [];
  for (const { slug, count } of localities) {
    const path = `/farmhouses/${encodeURIComponent(slug)}`;
    if (count > 0 && (await fetch(`${origin}${path}`)).ok) return path;
  }
  throw new Error('no locality page answers: seed the data first (escapes seed --demo)');
}

const PAGES = [
  { page: 'home', path: '/' },
  { page: 'search', path: `/search?location=${encodeURIComponent(property.locationSlug)}&guests=10` },
  { page: 'property', path: `/property/${encodeURIComponent(property.slug)}` },
  { page: 'locality', path: await localityPath() },
];

/**
 * The page as the server sends it, without JavaScript: no <script> element (module, inline or
 * data) and no <link> that only fetches for scripts. Stylesheets, the first view inside #root,
 * its images and their preloads stay.
 */
function withoutJavaScript(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*>/gi, (link) => {
    const rel = /\brel\s*=\s*["']?([^"'\s>]+)/i.exec(link)?.[1]?.toLowerCase();
    const as = /\bas\s*=\s*["']?([^"'\s>]+)/i.exec(link)?.[1]?.toLowerCase();
    const scriptOnly = rel === 'modulepreload' || (rel === 'preload' && (as === 'script' || as === 'fetch'));
    return scriptOnly ? '' : link;
  });
}

/** Writes each page's copy into the server's web dir and checks the server hands it back. */
async function writeStaticCopies() {
  const dir = join(staticCopyDir, 'static-copy');
  mkdirSync(dir, { recursive: true });
  for (const entry of PAGES) {
    const response = await fetch(`${origin}${entry.path}`);
    if (!response.ok) throw new Error(`GET ${entry.path} → ${response.status}`);
    const copy = withoutJavaScript(await response.text());
    if (!/<div id="root"[^>]*>\s*<[a-z]/i.test(copy)) {
      throw new Error(`${entry.path}: no server-rendered first view inside #root to copy`);
    }
    writeFileSync(join(dir, `${entry.page}.html`), copy);
    entry.staticPath = `/static-copy/${entry.page}.html`;
    const served = await fetch(`${origin}${entry.staticPath}`).then((r) => (r.ok ? r.text() : ''));
    if (served !== copy) {
      throw new Error(
        `${origin}${entry.staticPath} does not serve ${join(dir, `${entry.page}.html`)}: start the server with --web-dir ${staticCopyDir}`,
      );
    }
  }
}
if (staticCopyDir) await writeStaticCopies();

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
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    runs: 1,
  };
}

/** The run with the median performance score, every run's score, and every run's TBT in run order
 * with their median (a budget on TBT is a median over runs, not the TBT of the median-score run). */
function median(lhrs) {
  const sorted = [...lhrs].sort(
    (x, y) => (x.categories.performance.score ?? 0) - (y.categories.performance.score ?? 0),
  );
  const tbts = lhrs.map((l) => Math.round(l.audits['total-blocking-time']?.numericValue ?? 0));
  const byTbt = [...tbts].sort((x, y) => x - y);
  return {
    lhr: sorted[Math.floor((sorted.length - 1) / 2)],
    scores: sorted.map((l) => Math.round((l.categories.performance.score ?? 0) * 100)),
    tbts,
    tbtMedian: byTbt[Math.floor((byTbt.length - 1) / 2)],
  };
}

// The machine's other work, which TBT feels most: the 1-minute load average before each run
// (Lighthouse and Chromium themselves add one to two), and every 2 s the other processes using
// most of a core (ps's %CPU, so long builds show, short bursts may not).
const loads = [];
const others = new Map();
let samples = 0;
const sampler = setInterval(() => {
  execFile('ps', ['-eo', 'pid=,ppid=,pcpu=,comm='], (error, stdout) => {
    if (error) return;
    samples += 1;
    const rows = stdout
      .split('\n')
      .map((line) => /^\s*(\d+)\s+(\d+)\s+([\d.]+)\s+(.+?)\s*$/.exec(line))
      .filter(Boolean)
      .map(([, pid, ppid, cpu, comm]) => ({ pid: Number(pid), ppid: Number(ppid), cpu: Number(cpu), comm }));
    const parent = new Map(rows.map((r) => [r.pid, r.ppid]));
    // This script, the Chromium it started and the server it measures are not other work.
    const ours = (pid) => {
      for (let p = pid, hops = 0; p > 1 && hops < 64; p = parent.get(p) ?? 0, hops++) {
        if (p === process.pid || p === serverPid) return true;
      }
      return false;
    };
    const seen = new Set(rows.filter((r) => r.cpu >= 50 && !ours(r.pid) && r.comm !== 'ps').map((r) => r.comm));
    for (const comm of seen) others.set(comm, (others.get(comm) ?? 0) + 1);
  });
}, 2000);
const results = [];
for (const { page, path, staticPath } of PAGES) {
  const app = [];
  const copy = [];
  // App and copy alternate, so a change in the machine's load falls on both.
  for (let i = 0; i < runs; i++) {
    for (const [variant, url, into] of [
      ['app', `${origin}${path}`, app],
      ...(staticPath ? [['static copy', `${origin}${staticPath}`, copy]] : []),
    ]) {
      loads.push(loadavg()[0]);
      if (!json) process.stderr.write(`lighthouse ${page} ${variant} (${i + 1}/${runs}) ${url}\n`);
      into.push(await runOnce(url));
    }
  }
  const appMedian = median(app);
  if (outDir) {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, `${page}.json`), JSON.stringify(appMedian.lhr));
  }
  const summary = summarise(page, path, appMedian.lhr);
  summary.runs = runs;
  if (runs > 1) {
    summary.scores = appMedian.scores;
    summary.tbts = appMedian.tbts;
    summary.tbtMedianMs = appMedian.tbtMedian;
  }
  if (staticPath) {
    const copyMedian = median(copy);
    if (outDir) writeFileSync(join(outDir, `${page}.static-copy.json`), JSON.stringify(copyMedian.lhr));
    summary.staticCopy = summarise(page, staticPath, copyMedian.lhr);
    if (runs > 1) summary.staticCopy.scores = copyMedian.scores;
    summary.gapPoints = summary.staticCopy.performance - summary.performance;
  }
  results.push(summary);
}
loads.push(loadavg()[0]);
clearInterval(sampler);

const seconds = (v) => (v === null ? '—' : `${(v / 1000).toFixed(2)} s`);
const score = (r) => `**${r.performance}**${r.scores ? ` (${r.scores.join(', ')})` : ''}`;
const both = (r, format) => `${format(r)} / ${format(r.staticCopy)}`;

/** The table with the static copy beside the app (with --static-copy). */
function comparisonTable() {
  const lines = [
    '| page | app | static copy, no JS (the limit) | gap | FCP app / copy | LCP app / copy | TBT app / copy | CLS app / copy | transfer app / copy |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    const path = r.url.replace(origin, '');
    lines.push(
      `| ${r.page} (\`${path}\`) | ${score(r)} | ${score(r.staticCopy)} | ${r.gapPoints > 0 ? '−' : r.gapPoints < 0 ? '+' : ''}${Math.abs(r.gapPoints)} | ${both(r, (x) => seconds(x.fcpMs))} | ${both(r, (x) => seconds(x.lcpMs))} | ${both(r, (x) => `${x.tbtMs} ms`)} | ${both(r, (x) => x.cls?.toFixed(3))} | ${both(r, (x) => `${x.transferKb} kB`)} |`,
    );
  }
  return lines.join('\n');
}

function chromiumVersion() {
  try {
    return execFileSync(process.env.CHROME_PATH || '/usr/bin/chromium', ['--version'], { encoding: 'utf8' })
      .trim()
      .replace(/ built on .*/, '');
  } catch {
    return 'Chromium';
  }
}

/** Date, machine, load and command for the table in BENCHMARKS.md. */
function setupLine() {
  const lhr = results[0];
  const when = new Date()
    .toISOString()
    .replace('T', ' ')
    .replace(/:\d\d\.\d+Z$/, ' UTC');
  const model = cpus()[0]?.model?.trim() ?? 'unknown CPU';
  const loadMax = Math.max(...loads);
  const loadMean = loads.reduce((x, y) => x + y, 0) / loads.length;
  const busyOthers = [...others].filter(([, n]) => n >= Math.max(2, samples * 0.1));
  const seenOthers =
    others.size === 0
      ? 'no other process used most of a core'
      : `other processes using most of a core: ${[...others].map(([comm, n]) => `${comm} (${n} of ${samples} samples)`).join(', ')}`;
  const busy =
    busyOthers.length > 0 || loadMax > cpus().length + 1
      ? ' — **the machine was busy** while measuring, so TBT and the scores are worse than on a quiet machine'
      : '';
  // The command as run, without the note (it follows in brackets).
  const shown = args.filter(
    (a, i) => !['--note', '--server-pid'].includes(a) && !['--note', '--server-pid'].includes(args[i - 1]),
  );
  return [
    `Measured ${when} with \`node scripts/lighthouse.mjs ${shown.join(' ')}\`${note ? ` (${note})` : ''}.`,
    `Lighthouse ${lhr.lighthouseVersion}, ${chromiumVersion()}, mobile, simulated throttling (slow 4G, 4× CPU),${runs > 1 ? ` median of ${runs} runs (all scores in brackets),` : ''}`,
    `app and static copy alternating. Machine: ${cpus().length} × ${model}, Lighthouse benchmark index ${results.map((r) => r.benchmarkIndex).join(', ')};`,
    `1-minute load average before the runs ${loads[0].toFixed(2)}, mean ${loadMean.toFixed(2)}, highest ${loadMax.toFixed(2)}; ${seenOthers}${busy}.`,
  ].join('\n');
}

if (writeFile) {
  const text = readFileSync(writeFile, 'utf8');
  const block = `${START}\n${setupLine()}\n\n${comparisonTable()}\n\nThe static copy is the server's HTML for the page with every script removed, served by the same server from \`/static-copy/<page>.html\`; the gap is the points the app scores below it.\n${END}`;
  writeFileSync(writeFile, text.slice(0, text.indexOf(START)) + block + text.slice(text.indexOf(END) + END.length));
  if (!json) process.stderr.write(`wrote the table into ${writeFile}\n`);
}

if (json) {
  console.log(
    JSON.stringify(
      { server: origin, formFactor: 'mobile', throttling: 'simulated (Lighthouse default)', pages: results },
      null,
      2,
    ),
  );
} else {
  const s = seconds;
  console.log(
    `\nLighthouse ${results[0].lighthouseVersion}, mobile, simulated throttling, ${origin}${runs > 1 ? `, median of ${runs} runs` : ''}\n`,
  );
  console.log(
    '| page | performance | FCP | LCP | TBT | CLS | Speed Index | transfer | TBT median of runs (each run) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const tbtRuns = r.tbts ? `${r.tbtMedianMs} ms (${r.tbts.join(', ')})` : '';
    console.log(
      `| ${r.page} | ${r.performance}${r.scores ? ` (${r.scores.join(', ')})` : ''} | ${s(r.fcpMs)} | ${s(r.lcpMs)} | ${r.tbtMs} ms | ${r.cls?.toFixed(3)} | ${s(r.speedIndexMs)} | ${r.transferKb} kB | ${tbtRuns} |`,
    );
  }
  if (staticCopyDir)
    console.log(`\nWith the static copy (no JavaScript) beside it:\n\n${setupLine()}\n\n${comparisonTable()}`);
  for (const r of results.filter((x) => x.performance < 90)) {
    console.log(`\n${r.page} (${r.performance}) — ${r.url}`);
    if (r.lcpElement) console.log(`  LCP element: ${r.lcpElement.selector}\n    ${r.lcpElement.snippet}`);
    if (r.lcpPhases) console.log(`  LCP phases: ${r.lcpPhases.map((p) => `${p.phase} ${p.ms} ms`).join(', ')}`);
    if (r.renderBlocking.length)
      console.log(`  render-blocking: ${r.renderBlocking.map((b) => `${b.url} (${b.wastedMs} ms)`).join(', ')}`);
    for (const o of r.opportunities) console.log(`  opportunity: ${o.title} — ~${o.savingsMs} ms`);
  }
}
