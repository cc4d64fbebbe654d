// The app's tooltips: a control's short name shown beside it once the pointer has rested on it for
// TOOLTIP_DELAY_MS, and at once on keyboard focus; leaving, blurring, a click or Escape hides it
// (content on hover stays dismissible, WCAG 1.4.13). The text repeats the control's accessible
// name, so it is hidden from assistive technology. The trigger must be positioned (relative or
// absolute): the bubble is placed against it.
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import clsx from 'clsx';
import { TOOLTIP_DELAY_MS } from '@/config/constants';

export type TooltipSide = 'below' | 'left';

const SIDE_CLASSES: Record<TooltipSide, string> = {
  below: 'left-1/2 top-full mt-2 -translate-x-1/2',
  left: 'right-full top-1/2 mr-2 -translate-y-1/2',
};

export function useTooltip(label: string, side: TooltipSide = 'below') {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);
  const hide = () => {
    cancel();
    setOpen(false);
  };
  useEffect(() => cancel, []);

  const triggerProps = {
    onPointerEnter: (event: PointerEvent) => {
      // A touch is a tap, not a hover: nothing to wait for.
      if (event.pointerType === 'touch') return;
      cancel();
      timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
    },
    onPointerLeave: hide,
    onPointerDown: hide,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.matches(':focus-visible')) setOpen(true);
    },
    onBlur: hide,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    },
  };

  const bubble = open ? (
    <span
      aria-hidden="true"
      data-tooltip=""
      className={clsx(
        'pointer-events-none absolute z-30 whitespace-nowrap rounded-md bg-ink-900 px-2 py-1 text-xs font-medium text-white shadow',
        SIDE_CLASSES[side],
      )}
    >
      {label}
    </span>
  ) : null;

  return { triggerProps, bubble };
}
