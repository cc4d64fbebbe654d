// The active language at run time: chosen on start (URL, storage, browser), changed by the
// switcher, kept in localStorage and the `lang` cookie (the server's first view of the next page
// load), saved on the server for a signed-in user, and reflected in <html lang> and the script's
// font.
import { readStoredToken } from '@/lib/api-client';
import { queryClient } from '@/lib/react-query';
import { expectLanguage, i18n, loadCatalogs } from './catalogs';
import {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGE_STORAGE_KEY,
  pickLanguage,
  toLanguage,
  type Language,
} from './languages';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** One year, in seconds: how long the `lang` cookie keeps the choice. */
const COOKIE_MAX_AGE = 31_536_000;

function store(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
  // The server reads the cookie to render the next page load's first view in this language.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/** The active language (English before the app has started). */
export function currentLanguage(): Language {
  return toLanguage(i18n.locale) ?? DEFAULT_LANGUAGE;
}

function activate(language: Language) {
  const previous = i18n.locale;
  i18n.activate(language);
  // What the server worded in the previous language (a quote's lines, a booking's rule) is asked
  // again in this one: every request names the language on screen (Accept-Language).
  if (previous && previous !== language) void queryClient.invalidateQueries();
  document.documentElement.lang = HTML_LANG[language];
  // The font helper is its own chunk: English readers never fetch it.
  if (language !== 'en') void import('./fonts').then(({ loadScriptFont }) => loadScriptFont(language));
}

/**
 * Activates a language once its catalogs are in (English at once, synchronously) and keeps it in
 * localStorage and the `lang` cookie. Later changes to an older call are ignored.
 */
let latest: Language | null = null;
export function setLanguage(language: Language): Promise<void> {
  latest = language;
  expectLanguage(language);
  store(language);
  if (language === 'en') {
    activate(language);
    return Promise.resolve();
  }
  return loadCatalogs(language).then(() => {
    if (latest === language) activate(language);
  });
}

/**
 * The first language on start: `?lang=` (which is also stored), the stored choice, the browser's
 * languages, English. Resolves when its catalogs are in.
 */
export function startLanguage(): Promise<void> {
  const param = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  const stored = readStored();
  const language = pickLanguage({ param, stored, browser: navigator.languages ?? [navigator.language] });
  if (language === 'en' && !toLanguage(param) && !toLanguage(stored)) {
    // A first visit in English: nothing to remember yet.
    latest = language;
    expectLanguage(language);
    activate(language);
    return Promise.resolve();
  }
  return setLanguage(language);
}

/** The switcher's choice: applied, stored, and saved on the server for a signed-in user. */
export function chooseLanguage(language: Language): Promise<void> {
  const applied = setLanguage(language);
  // The call is its own small chunk: most guests never change language while signed in.
  if (readStoredToken()) void import('./save-language').then(({ saveLanguage }) => saveLanguage(language));
  return applied;
}

/** On sign-in: the server's `user.language` (when it names one of ours) becomes the active one. */
export function applyUserLanguage(user: unknown): void {
  const language = toLanguage((user as { language?: string } | null)?.language);
  if (language && language !== currentLanguage()) void setLanguage(language);
}

/**
 * A session carried over from an earlier page load: a choice stored on this device is newer than
 * the account's language in the stored user record (kept as it was at sign-in, and the PUT may
 * not have reached the server before the page was left), so it stays and the account is brought
 * in line with it. Without a stored choice the account's language applies, as on sign-in.
 */
export function applyRestoredUserLanguage(user: unknown): void {
  const stored = toLanguage(readStored());
  if (!stored) {
    applyUserLanguage(user);
    return;
  }
  const account = toLanguage((user as { language?: string } | null)?.language);
  if (account && account !== stored && readStoredToken()) {
    void import('./save-language').then(({ saveLanguage }) => saveLanguage(stored));
  }
}
