/// <reference types="vitest/config" />
// Vite build for the guest web app: React, Tailwind, `@` → src, hashed assets and a manifest
// so the Rust server can find the entry files.
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
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
 * taken from the bundle, so a page's code, data and main photo start loading with the HTML.
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
        const plan: EarlyPlan = {
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
        // Before the entry script, so the requests leave while the entry chunk downloads.
        return html.replace(/(\s*)<script type="module"/, `$1${script}$1<script type="module"`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), earlyRequestsPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
        // Everything the entry imports statically in one chunk: left alone, rolldown splits it
        // into many small files when a lazy chunk shares a module, and every guest pays for each.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
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
  },
});
