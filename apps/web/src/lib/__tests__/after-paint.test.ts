import { describe, expect, it, vi } from 'vitest';
import { afterFirstInteraction } from '../after-paint';

describe('afterFirstInteraction', () => {
  it('runs once, at the visitor’s first scroll of the page, key or tap', () => {
    for (const fire of [
      () => document.dispatchEvent(new Event('scroll')),
      () => window.dispatchEvent(new Event('scroll')),
      () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })),
      () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })),
    ]) {
      const fn = vi.fn();
      const cancel = afterFirstInteraction(fn);
      fire();
      fire();
      expect(fn).toHaveBeenCalledTimes(1);
      cancel();
    }
  });

  it('does not take a list scrolling by itself (snapping into place as it lays out) for the visitor', () => {
    const fn = vi.fn();
    const list = document.body.appendChild(document.createElement('ul'));
    const cancel = afterFirstInteraction(fn);
    list.dispatchEvent(new Event('scroll'));
    expect(fn).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('scroll'));
    expect(fn).toHaveBeenCalledTimes(1);
    cancel();
    list.remove();
  });

  it('does nothing once cancelled', () => {
    const fn = vi.fn();
    afterFirstInteraction(fn)();
    document.dispatchEvent(new Event('scroll'));
    expect(fn).not.toHaveBeenCalled();
  });
});
