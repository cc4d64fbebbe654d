// The app's start, once the bootstrap (src/main.tsx) has evaluated React in a task of its own:
// the app's modules evaluate when this chunk is imported, then `mount` draws the app into #root.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { appRouter } from '@/app/router';
import { startAnalytics } from '@/lib/analytics';
import { formatINR } from '@/lib/format';
import { startLanguage } from '@/i18n';

/**
 * What the first render needs that takes a while to make, each run by the bootstrap in a task of
 * its own before `mount` (on a slow phone each is tens of milliseconds): the router (it reads the
 * history and ranks the routes), then the browser's Intl data, which the first formatter of a page
 * loads (every guest page shows a price): its locale first, then the number formatting, two
 * shorter tasks where one formatter alone was one long one.
 */
export const warmUps: (() => void)[] = [appRouter, () => new Intl.Locale('en-IN').maximize(), () => formatINR(0)];

export async function mount(root: HTMLElement): Promise<void> {
  // English starts at once; Telugu or Hindi once the layout's catalog is in.
  await startLanguage();

  // In a transition: React draws the first view in slices of a few milliseconds, yielding to the
  // browser between them, where one long task would block taps and keys on a slow phone (Total
  // Blocking Time). The server's first view stays on screen until the app's replaces it.
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

  // After consent only, and not before the page has loaded (the helper is its own chunk).
  startAnalytics();
}
