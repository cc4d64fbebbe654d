// The one Lingui instance and the per-area catalogs. An area's module calls defineCatalog with its
// English messages (imported statically, so they ship in the chunk that uses them) and loaders for
// Telugu and Hindi (dynamic imports: their own chunks, fetched only when that language is active).
import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

// An empty catalog per language up front: activating one before any area registers is not an error.
export const i18n = setupI18n({ messages: { en: {}, te: {}, hi: {} } });

type Loader = () => Promise<{ messages: Messages }>;
export type CatalogLoaders = Record<Exclude<Language, 'en'>, Loader>;

interface Area {
  loaders: CatalogLoaders;
  loaded: Map<Language, Promise<void>>;
}

const areas = new Map<string, Area>();

// The language whose catalogs were last asked for. While they load, i18n.locale is still the old
// one (or none at start); an area registered in that time (a route chunk that arrived first) must
// load this one, or it stays in English once the language is active.
let wanted: Language | null = null;

/** Names the language being switched to, before its catalogs are asked for (English included). */
export function expectLanguage(language: Language): void {
  wanted = language;
}

function targetLanguage(): Language | null {
  return wanted ?? ((i18n.locale as Language | undefined) || null);
}

function loadArea(area: Area, language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  let pending = area.loaded.get(language);
  if (!pending) {
    pending = area.loaders[language]().then(
      ({ messages }) => i18n.load(language, messages),
      (error: unknown) => {
        // Offline or a failed chunk: the area stays in English; a later activation tries again.
        area.loaded.delete(language);
        console.warn(`[i18n] ${language} messages not loaded`, error);
      },
    );
    area.loaded.set(language, pending);
  }
  return pending;
}

/**
 * Registers an area's catalogs. Its English messages are loaded into every language at once, so
 * until the active language's catalog arrives (or if it cannot) the area reads in English, never
 * as bare ids.
 */
export function defineCatalog(name: string, en: Messages, loaders: CatalogLoaders): void {
  if (areas.has(name)) return;
  // A copy each: Lingui merges later loads into the object it was given.
  for (const language of LANGUAGES) i18n.load(language, { ...en });
  const area: Area = { loaders, loaded: new Map() };
  areas.set(name, area);
  const language = targetLanguage();
  if (language && language !== DEFAULT_LANGUAGE) void loadArea(area, language);
}

/** Loads every registered area's catalog for a language (resolves even if some fail). */
export function loadCatalogs(language: Language): Promise<void> {
  wanted = language;
  return Promise.all([...areas.values()].map((area) => loadArea(area, language))).then(() => undefined);
}

/** Resolves when the active language's catalogs of every area registered so far are in. */
export function catalogsReady(): Promise<void> {
  const language = targetLanguage();
  return language ? loadCatalogs(language) : Promise.resolve();
}

/**
 * Wraps a dynamic import (a route's `lazy`, React.lazy) so the module's catalogs, registered when
 * it is evaluated, are loaded before it renders: no flash of English in Telugu or Hindi.
 */
export function withCatalogs<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const module = await load();
    await catalogsReady();
    return module;
  };
}

/**
 * Marks a message id kept in data (a link table, an error map) to be translated where it is
 * shown with `_(id)`; the completeness test finds ids through it.
 */
export function messageId<T extends string>(id: T): T {
  return id;
}
