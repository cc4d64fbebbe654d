// When the exit-intent prompt may open (PRODUCT.md §2 "exit-intent popup"): a desktop visitor's pointer
// leaves the page through the top edge, after 5 s on the site, on a browsing page, with no dialog
// open, at most once a week. Phones never see it: there is no pointer to leave, and the back
// gesture is never treated as an intent to leave.

/** The visitor has been on the site this long before a leave counts. */
export const EXIT_INTENT_DELAY_MS = 5_000;
/** Shown (and then dismissed or answered) at most once per visitor in this time. */
export const EXIT_INTENT_INTERVAL_MS = 7 * 24 * 60 * 60 * 1_000;
/** When it was last shown in this browser (localStorage, milliseconds since the epoch). */
export const EXIT_INTENT_SHOWN_KEY = 'exitIntentShownAt';
/** A mouse or trackpad that hovers, on a screen at least 1024 px wide. */
export const DESKTOP_QUERY = '(hover: hover) and (pointer: fine) and (min-width: 1024px)';

/** Home, search, a locality's farmhouses and a farmhouse's page: never booking, payment, sign-in or account pages. */
export function exitIntentPage(path: string): boolean {
  return path === '/' || path === '/search' || /^\/(farmhouses|property)\/[^/]+\/?$/.test(path);
}

export function isDesktop(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches;
}

/** The pointer left the window (no element took it) through the top edge, towards the tabs. */
export function leftThroughTop(event: MouseEvent): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/** A modal or an open Radix dialog (sign-in, review, menu sheet…) is in front of the page. */
export function dialogOpen(): boolean {
  // role$=dialog: dialog and alertdialog.
  return document.querySelector('[role$=dialog][data-state=open],[aria-modal=true],dialog[open]') !== null;
}

/** Not shown in this browser in the last 7 days. Without storage, the page's own flag has to do. */
export function dueAgain(now: number): boolean {
  try {
    const shownAt = Number(localStorage.getItem(EXIT_INTENT_SHOWN_KEY));
    return !(shownAt > 0 && now - shownAt < EXIT_INTENT_INTERVAL_MS);
  } catch {
    return true;
  }
}

export function markShown(now: number): void {
  try {
    localStorage.setItem(EXIT_INTENT_SHOWN_KEY, String(now));
  } catch {
    // storage blocked: once per page load
  }
}
