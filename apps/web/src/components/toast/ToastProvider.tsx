// App-wide toasts. PRODUCT.md §8: only one toast is shown at a time, so a new toast replaces the current
// one (a new key remounts it, which restarts its timer and announcement). The Radix part
// (./Toaster) is its own chunk, loaded at the visitor's first interaction (most toasts answer one)
// or at the first toast, whichever comes first: never part of a page's first view.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { afterFirstInteraction } from '@/lib/after-paint';
import { connectToasts } from './notify';
import type { CurrentToast, ToastOptions } from './types';

export type { ToastVariant } from './sounds';

/** The toast's notes: Web Audio code no first view needs, so it loads with the first toast. */
function playSound(variant: ToastOptions['variant']) {
  import('./sounds').then(
    ({ playToastSound }) => playToastSound(variant),
    () => undefined,
  );
}
export { DEFAULT_TOAST_DURATION_MS, type ToastOptions } from './types';

type ToastFn = (options: ToastOptions) => void;

const ToastContext = createContext<ToastFn | null>(null);

type ToasterComponent = typeof import('./Toaster').Toaster;
let Toaster: ToasterComponent | null = null;
let loading: Promise<ToasterComponent> | null = null;

/** Loads the toast's code (tests call it up front, so toasts show synchronously there). */
export function loadToaster(): Promise<ToasterComponent> {
  loading ??= import('./Toaster').then((module) => (Toaster = module.Toaster));
  return loading;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<CurrentToast | null>(null);
  const [open, setOpen] = useState(false);
  const [Loaded, setLoaded] = useState<ToasterComponent | null>(() => Toaster);

  const toast = useCallback<ToastFn>((options) => {
    setCurrent((previous) => ({ ...options, key: (previous?.key ?? 0) + 1 }));
    setOpen(true);
    playSound(options.variant);
  }, []);

  // Loaded ahead of need once the page is used (so the toast answering a tap is instant), or now if
  // a toast came first. A failed load is retried at the next toast.
  const wanted = current !== null;
  useEffect(() => {
    if (Loaded) return;
    let live = true;
    const load = () => {
      loadToaster().then(
        (component) => live && setLoaded(() => component),
        () => {
          loading = null;
        },
      );
    };
    const cancel = wanted ? (load(), () => {}) : afterFirstInteraction(load);
    return () => {
      live = false;
      cancel();
    };
  }, [Loaded, wanted]);

  const value = useMemo(() => toast, [toast]);
  // notify() reaches this provider too (see notify.ts).
  useEffect(() => connectToasts(toast), [toast]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {Loaded && <Loaded current={current} open={open} onOpenChange={setOpen} />}
    </ToastContext.Provider>
  );
}

/** `toast({title, description?, variant, durationMs?})`: shows one toast, replacing any other. */
export function useToast(): { toast: ToastFn } {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return useMemo(() => ({ toast }), [toast]);
}
