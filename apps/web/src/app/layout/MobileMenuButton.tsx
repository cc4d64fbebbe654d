// The phone header's menu button. The sheet's code is fetched when the guest reaches for the
// button (hover, touch, focus) and shown on click.
import { lazy, Suspense, useRef, useState } from 'react';
import { Menu } from 'lucide-react';

const loadMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMenu);

export function MobileMenuButton({ unreadCount = 0 }: { unreadCount?: number }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadMenu();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="btn-ghost -mr-2 px-3"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} unreadCount={unreadCount} />
        </Suspense>
      )}
    </>
  );
}
