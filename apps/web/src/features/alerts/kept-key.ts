// Where alerts a visitor asked for before signing in are kept on the device (./kept.ts), and the
// one check the page frame makes for them. Apart from ./kept so every page's first load carries
// only this.

/** Versioned: a later shape takes a new key, and an old copy is simply never read. */
export const KEPT_ALERTS_KEY = 'keptAlerts:v1';

/** Whether anything is kept (not whether it parses: the offer's chunk checks that). */
export function hasKeptAlerts(): boolean {
  try {
    return window.localStorage.getItem(KEPT_ALERTS_KEY) !== null;
  } catch {
    return false;
  }
}
