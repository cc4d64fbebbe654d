// The app's languages and how the first one is chosen (pure: no DOM, no storage).

export const LANGUAGES = ['en', 'te', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own script, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', te: 'తెలుగు', hi: 'हिन्दी' };

/** `<html lang>`: the language as spoken in India. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', te: 'te-IN', hi: 'hi-IN' };

/** Intl locale for dates and numbers in words (prices stay en-IN in every language). */
export const INTL_LOCALE = HTML_LANG;

/** localStorage key, URL parameter and cookie (read by the server for the first HTML view). */
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_PARAM = 'lang';
export const LANGUAGE_COOKIE = 'lang';

/** "te", "te-IN", "TE" → "te"; anything else (or nothing) → null. */
export function toLanguage(code: string | null | undefined): Language | null {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : null;
}

/**
 * The language to start in: `?lang=` wins, then the stored choice, then the browser's list
 * (the first Telugu or Hindi entry before any English one), else English.
 */
export function pickLanguage(sources: {
  param?: string | null;
  stored?: string | null;
  browser?: readonly string[];
}): Language {
  const chosen = toLanguage(sources.param) ?? toLanguage(sources.stored);
  if (chosen) return chosen;
  for (const code of sources.browser ?? []) {
    const language = toLanguage(code);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
