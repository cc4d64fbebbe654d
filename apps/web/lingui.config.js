// Lingui: one JSON catalog (minimal style, id → ICU message) per feature area and language in
// src/locales/{locale}/{area}.json. English is the source: the ids are written by hand (no
// macros, no extraction). @lingui/vite-plugin compiles `…/{area}.json?lingui` imports at build
// time, so no ICU parser ships. Every JSON file in src/locales/en is an area.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-json';

const enDir = fileURLToPath(new URL('./src/locales/en', import.meta.url));
const areas = readdirSync(enDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: 'en',
  locales: ['en', 'te', 'hi'],
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal' }),
  catalogs: areas.map((area) => ({ path: `<rootDir>/src/locales/{locale}/${area}`, include: [] })),
};
