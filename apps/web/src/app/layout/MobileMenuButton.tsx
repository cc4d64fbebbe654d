// The phone header's menu button. The sheet's code is fetched when the guest reaches for the
// button (hover, touch, focus) and shown on click.
import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { Menu } from 'lucide-react';
import { useLingui } from '@/i18n/react';
import { withCatalogs } from '@/i18n';
import './messages';

// With its catalogs in the active language (withCatalogs), so it never opens in English first.
const loadMenu = withCatalogs(() => import('./MobileMenu'));
const MobileMenu = lazy(loadMenu);

// Whether the menu is open lives outside the button. The app shell (shown while the first page's
// code and data load) and the page frame each draw their own Header, and React swaps one for the
// other when the page arrives: a menu opened in the shell would close with it if this were
// component state.
let menuOpen = false;
const listeners = new Set<() => void>();

function setMenuOpen(next: boolean) {
  if (menuOpen === next) return;
  menuOpen = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    // The swap unsubscribes the shell's button before the frame's subscribes, in one go; only a
    // header that is gone for good (no button left a moment later) forgets the menu.
    queueMicrotask(() => {
      if (listeners.size === 0) menuOpen = false;
    });
  };
}

const isMenuOpen = () => menuOpen;

export function MobileMenuButton({ unreadCount = 0 }: { unreadCount?: number | null }) {
  const open = useSyncExternalStore(subscribe, isMenuOpen, () => false);
  const [wanted, setWanted] = useState(open);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadMenu();
  const { _ } = useLingui();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="btn-ghost -mr-2 px-3"
        aria-label={_('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setMenuOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {(wanted || open) && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setMenuOpen} returnFocusTo={buttonRef} unreadCount={unreadCount} />
        </Suspense>
      )}
    </>
  );
}
