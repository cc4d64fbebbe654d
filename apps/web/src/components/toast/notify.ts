// `notify(options)`: shows a toast without importing the provider's module. The provider connects
// itself while mounted (one toast at a time, as with useToast); with none mounted nothing shows.
//
// Why it exists: a lazily loaded chunk that imports ToastProvider.tsx makes the bundler (rolldown
// 1.2, rolldown/rolldown#10731) move the provider and what it imports out of the entry chunk into
// separate files, which costs every guest about 3.5 kB of first-load JavaScript. The owner's
// listing pages therefore toast through here.
import type { ToastOptions } from './types';

type Show = (options: ToastOptions) => void;

let connected: Show | null = null;

/** Called by ToastProvider: returns the disconnect for its clean-up. */
export function connectToasts(show: Show): () => void {
  connected = show;
  return () => {
    if (connected === show) connected = null;
  };
}

export function notify(options: ToastOptions): void {
  connected?.(options);
}
