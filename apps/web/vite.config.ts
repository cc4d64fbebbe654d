/// <reference types="vitest/config" />
// Vite build for the guest web app: React, Tailwind, `@` → src, hashed assets and a manifest
// so the Rust server can find the entry files, and the PWA (web app manifest, Workbox service worker).
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { earlyRequests, type EarlyPlan } from './src/boot/early-requests';
import { CARD_PHOTO_SIZES, GALLERY_PHOTO_SIZES } from './src/config/image-sizes';
import { SEARCH_PAGE_SIZE } from './src/config/constants';

/** The guest routes whose chunks, requests and photo the inline early-request script starts. */
const EARLY_ROUTES: Record<string, string> = {
  home: 'src/app/routes/home.tsx',
  search: 'src/app/routes/search.tsx',
  property: 'src/app/routes/property.tsx',
  location: 'src/app/routes/location.tsx',
};

/**
 * Inlines src/boot/early-requests.ts into the built index.html, with each route's chunk list
 * taken from the bundle, so a page's data and main photo start loading with the HTML. The entry
 * <script type="module"> and its <link rel="modulepreload">s that Vite writes are moved into the
 * script's plan (`entry`, `preload`): it starts them itself, after the server-rendered first
 * view has been painted (scripts/bundle-size.mjs reads them from the plan).
 */
function earlyRequestsPlugin(): Plugin {
  return {
    name: 'escapes-early-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (fileName: string, seen: Set<string>) => {
          if (seen.has(fileName)) return seen;
          seen.add(fileName);
          for (const dep of byFile.get(fileName)?.imports ?? []) closure(dep, seen);
          return seen;
        };
        const entry = chunks.find((c) => c.isEntry);
        const initial = entry ? closure(entry.fileName, new Set()) : new Set<string>();
        // The chunks the bootstrap imports one after the other (src/main.tsx): preloaded with the
        // entry, so each is in (and compiled) by the time the bootstrap asks for it.
        const boot = new Set<string>();
        for (const file of entry?.dynamicImports ?? []) closure(file, boot);
        for (const file of initial) boot.delete(file);
        const entryTag = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
        const entryMatch = entryTag.exec(html);
        if (!entryMatch || entryMatch[1] !== `/${entry?.fileName}`) {
          throw new Error('early requests: no entry <script type="module"> for the entry chunk in index.html');
        }
        const preloadTag = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
        const preload = [...html.matchAll(preloadTag)].map((m) => m[1]).concat([...boot].map((file) => `/${file}`));
        for (const file of boot) initial.add(file);
        const plan: EarlyPlan = {
          entry: entryMatch[1],
          preload,
          chunks: {},
          cardSizes: CARD_PHOTO_SIZES,
          gallerySizes: GALLERY_PHOTO_SIZES,
          perPage: SEARCH_PAGE_SIZE,
        };
        for (const [route, module] of Object.entries(EARLY_ROUTES)) {
          const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(module));
          if (!chunk) throw new Error(`early requests: no chunk for ${module}`);
          plan.chunks[route] = [...closure(chunk.fileName, new Set())]
            .filter((file) => !initial.has(file))
            .map((file) => `/${file}`);
        }
        const script = `<script>(${earlyRequests.toString()})(window,${JSON.stringify(plan)})</script>`;
        // In the entry script's place (before the stylesheet); the module preloads go with it.
        return html
          .replace(preloadTag, '')
          .replace(entryTag, (tag) => tag.replace(/<script.*<\/script>/, () => script));
      },
    },
  };
}

/** The app's start (src/boot/mount.tsx) and every module it imports statically, at any depth. */
const appStart = new Set<string>();
/** The libraries of the app's start that are evaluated in a task of their own (src/main.tsx). */
const LIBRARIES = /node_modules[\\/](react-router|@tanstack|@lingui)[\\/]/;
/**
 * Their modules that only some pages use: reached from the start through the libraries' own
 * index files, so in `appStart`, but left to the pages' chunks, as they were before the split.
 */
const LATER_LIBRARY_MODULES =
  /(infiniteQueryObserver|mutationObserver|queriesObserver|useInfiniteQuery|useMutation|useQueries|infiniteQueryOptions)\.js$/;

/** Fills `appStart` from the module graph, before the chunks are made (build.rollupOptions). */
function appStartPlugin(): Plugin {
  return {
    name: 'escapes-app-start',
    apply: 'build',
    buildEnd() {
      appStart.clear();
      const start = [...this.getModuleIds()].find((id) => /src[\\/]boot[\\/]mount\.tsx$/.test(id));
      if (!start) throw new Error('app start: no src/boot/mount.tsx in the module graph');
      const visit = (id: string) => {
        if (appStart.has(id)) return;
        appStart.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      visit(start);
    },
  };
}

/** The chunks the bootstrap imports (src/main.tsx): React, the app's libraries and the app. */
const START_CHUNKS = /^(react|libraries|app)$/;

/**
 * Marks the app's start chunks for Chromium's compile hints: with `//# allFunctionsCalledOnLoad`
 * first in the file, V8 compiles every function while the file streams in, off the main thread.
 * Without it each function is compiled on the main thread at its first call, as React draws the
 * first view: on the property page, a median of 350 ms of main-thread compiling after the first
 * paint in Chromium traces at 4x CPU, 87 ms with it (BENCHMARKS.md "The property page's blocking
 * time"). Other browsers
 * read it as a comment. Added to the written files (by precompressPlugin, before it compresses
 * them): minifying drops comments, and Vite puts its preload map first in a chunk late.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Files smaller than this are sent as they are (the server compresses nothing this small). */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every built script, stylesheet
 * and SVG. The server sends the copy the browser accepts (`escapes serve` serves `.br`/`.gz`
 * files from the web directory as they are) instead of compressing each answer at its fastest
 * level: the same code is about a quarter smaller on the wire (scripts/bundle-size.mjs).
 */
function precompressPlugin(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'escapes-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle)
          .filter((c) => c.type === 'chunk' && !c.isDynamicEntry && START_CHUNKS.test(c.name))
          .map(async (c) => {
            const file = join(dir, c.fileName);
            await writeFile(file, COMPILE_HINT + (await readFile(file, 'utf8')));
          }),
      );
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => /\.(js|css|svg)$/.test(file))
          .map(async (file) => {
            const bytes = await readFile(join(dir, file));
            if (bytes.length < PRECOMPRESS_MIN_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(bytes, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gz(bytes, { level: 9 }),
            ]);
            await Promise.all([writeFile(join(dir, `${file}.br`), br), writeFile(join(dir, `${file}.gz`), gzipped)]);
          }),
      );
    },
  };
}

const DAY_SECONDS = 86_400;

const REACT_ROUTER_PRODUCTION = '../../node_modules/react-router/dist/production/index.mjs';

/**
 * The web app manifest and a generated Workbox service worker (PRODUCT.md §2 PWA, §8, §9). It precaches
 * the app's code, styles and icons, and index.html as the app shell. The server renders each
 * page's first view with its data, so navigations go to the network first; offline they fall back
 * to the copy kept of that page, and for a page never loaded in full (reached by tapping within
 * the app, or the start page opened before the worker ran) to the shell, in which the app draws
 * the route from what the device saved, under the offline notice. Listing photos and public
 * catalogue reads are kept at run time; nothing personal is: no request with an Authorization
 * header, and no bookings, payments, auth, messages, account, owner, admin, dev or realtime path
 * (the catalogue route below names the only API paths kept). The app registers the worker itself,
 * after the page has loaded (src/features/pwa), and offers each new version with an Update /
 * Later prompt.
 */
function pwa() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'Hyderabad Escapes',
      short_name: 'Escapes',
      description: 'Book farmhouses near Hyderabad for a half day or a full day.',
      lang: 'en-IN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // index.css: --color-brand-700 (the favicon's colour) and --color-sand-50 (the page).
      theme_color: '#9a3412',
      background_color: '#fdfaf5',
      icons: [
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
        { src: '/pwa-maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,woff2,svg,png,webp}', 'index.html'],
      // The shell is only the offline fallback: "/" is not answered from the precache (with the
      // default 'index.html' here it would be), so the home page's first view comes from the server.
      directoryIndex: null,
      // The owner area's large chunks (charts, listing editor, the listing preview's sections,
      // its pages and its catalogs: owner-{hash}.js) are kept when first used instead; owner-paths
      // is not one of them, guest chunks (the account menu, sign-up) import it. The Telugu and
      // Devanagari fonts are fetched by those who read in them (src/i18n/fonts.ts).
      globIgnores: [
        'assets/{charts,ListingEditorPage,OwnerAnalyticsPage,PinMap,PropertyPreview}-*.js',
        'assets/owner-{analytics,dashboard,editor,messages,property}-*.js',
        'assets/owner-????????.js',
        'assets/noto-sans-*',
      ],
      // Not Workbox's navigation fallback, which answers every navigation from the precache: a
      // navigation reaches the server first (the pages route below falls back to the shell).
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // The first visit's page comes under the worker at once, so it is kept like later ones.
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            !/^\/(admin|api|uploads|pay|ical|socket\.io|dashboard|healthz|readyz)(\/|$)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'escapes-pages',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 40, maxAgeSeconds: 30 * DAY_SECONDS },
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: '/index.html' },
          },
        },
        {
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin &&
            !request.headers.has('authorization') &&
            /^\/api\/(properties\/featured|v1\/(properties(\/[^/]+(\/(availability|reviews|statistics))?)?|locations\/[^/]+|catalogue\/filters))$/.test(
              url.pathname,
            ),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'escapes-catalogue',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 80, maxAgeSeconds: 7 * DAY_SECONDS },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/listings/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'escapes-listing-photos',
            expiration: { maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Hashed build files not precached (the owner area's): their bytes never change.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'escapes-assets',
            expiration: { maxEntries: 40, maxAgeSeconds: 30 * DAY_SECONDS },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // Compiles `src/locales/{locale}/{area}.json?lingui` imports at build time (lingui.config.js).
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.js', import.meta.url)), failOnCompileError: true }),
    tailwindcss(),
    earlyRequestsPlugin(),
    appStartPlugin(),
    pwa(),
    precompressPlugin(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router publishes its production build (no dev warnings) but exports only the
      // development one: builds take the production file, a few KiB less for every guest.
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL(REACT_ROUTER_PRODUCTION, import.meta.url)) }]
        : []),
    ],
  },
  build: {
    manifest: true,
    assetsDir: 'assets',
    sourcemap: false,
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // The entry (src/main.tsx) is a small bootstrap that imports React, then the app, each a
        // chunk evaluated in a task of its own. Everything the app's start imports statically is
        // one chunk: left alone, rolldown splits it into many small files when a lazy chunk shares
        // a module, and every guest pays for each.
        codeSplitting: {
          groups: [
            // With Vite's helper for dynamic imports, which the bootstrap uses, so that it is not in
            // the app's chunk. Evaluating this chunk only defines React's modules; the bootstrap's
            // import of src/boot/react evaluates them.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper/,
              priority: 2,
            },
            // What the app's start imports statically: its libraries, then its own code.
            {
              name: 'libraries',
              test: (id) => appStart.has(id) && LIBRARIES.test(id) && !LATER_LIBRARY_MODULES.test(id),
              priority: 1,
            },
            { name: 'app', test: /src[\\/]boot[\\/]mount\.tsx$/, priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/uploads': 'http://127.0.0.1:8080',
      '/socket.io': { target: 'http://127.0.0.1:8080', ws: true },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
    // findBy* waits up to 5 s (src/testing/setup.ts) on a busy 2-core machine; a test holding a
    // few of those must not hit vitest's own 5 s limit first.
    testTimeout: 20_000,
    // Vitest runs one worker per core less one: a single worker on a 2-core machine, the other
    // core idle. The test files are independent (each has its own jsdom), so take both.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
}));
