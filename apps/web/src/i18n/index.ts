// i18n: Lingui without macros (see README.md beside this file).
export { i18n, defineCatalog, catalogsReady, messageId, withCatalogs } from './catalogs';
export {
  applyRestoredUserLanguage,
  applyUserLanguage,
  chooseLanguage,
  currentLanguage,
  setLanguage,
  startLanguage,
} from './language';
export { HTML_LANG, INTL_LOCALE, LANGUAGES, LANGUAGE_NAMES, toLanguage, type Language } from './languages';
