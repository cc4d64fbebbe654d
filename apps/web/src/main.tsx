// Entry point of the guest web app: a bootstrap that evaluates the app's code in several tasks.
// Evaluated in one go, React and the app were a task of about 300 ms on a slow phone, the page's
// longest (Total Blocking Time, BENCHMARKS.md "The property page's blocking time"). Here React
// (./boot/react), the app's libraries (./boot/libraries) and the app itself (./boot/mount) are
// chunks of their own, each imported after a yield to the browser, so a tap is answered between
// them. The inline early-request script
// modulepreloads both chunks with this one (vite.config.ts), so nothing waits on the network.
import '@/index.css';

/** Lets the browser run what is waiting (input, a frame) before going on, in a new task. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element in index.html');
  await import('./boot/react');
  await yieldToMain();
  await import('./boot/libraries');
  await yieldToMain();
  const { mount, warmUps } = await import('./boot/mount');
  for (const warmUp of warmUps) {
    await yieldToMain();
    warmUp();
  }
  await yieldToMain();
  await mount(root);
}

// The inline early-request script adds this module itself (src/boot/early-requests.ts), on pages
// without a first view while the HTML may still be parsed, so #root may not exist yet.
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', () => void start(), { once: true });
else void start();
