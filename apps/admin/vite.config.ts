/// <reference types="vitest/config" />
// Vite build for the admin console. The Rust server serves dist/ under /admin, so every asset
// URL is prefixed with /admin/ and the router runs with the same basename (see src/App.tsx).
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    manifest: true,
    assetsDir: 'assets',
    sourcemap: false,
    // react-admin + MUI is one large vendor chunk by nature; the console is not a guest route.
    chunkSizeWarningLimit: 1600,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/uploads': 'http://127.0.0.1:8080',
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
    // react-admin renders a lot of MUI; the default 5 s is tight on a 2-core machine.
    testTimeout: 20_000,
    // Vitest runs one worker per core less one: a single worker on a 2-core machine, the other
    // core idle. The test files are independent (each has its own jsdom), so take both.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
