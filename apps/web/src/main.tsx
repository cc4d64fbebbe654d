// Entry point of the guest web app.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import '@/index.css';
import { startAnalytics } from '@/lib/analytics';
import { startLanguage } from '@/i18n';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element in index.html');
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

// The inline early-request script adds this module itself (src/boot/early-requests.ts), on pages
// without a first view while the HTML may still be parsed, so #root may not exist yet.
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', () => void start(), { once: true });
else void start();
