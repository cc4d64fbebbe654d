// React binding: `useLingui()` over the app's one i18n instance (<Trans> is in ./Trans.tsx). They need no
// <I18nProvider>, so the app shell painted before the providers, and every test that renders a
// component on its own, read the active language too; a language change re-renders each user.
import { useSyncExternalStore } from 'react';
import type { I18n } from '@lingui/core';
import { i18n } from './catalogs';

interface Lingui {
  i18n: I18n;
  /** `_('header.login')`, `_('menu.hours', { opens, closes })`. */
  _: I18n['_'];
}

function snapshotOf(): Lingui {
  return { i18n, _: i18n._.bind(i18n) };
}

// A new snapshot on every change (activate, load): registered before any component subscribes,
// so it is fresh when React asks.
let snapshot = snapshotOf();
i18n.on('change', () => {
  snapshot = snapshotOf();
});

const subscribe = (listener: () => void) => i18n.on('change', listener);
const getSnapshot = () => snapshot;

export function useLingui(): Lingui {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
