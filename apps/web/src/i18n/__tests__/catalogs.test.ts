// Catalog completeness: every key of the English catalog exists, non-empty, in every language,
// with the same ICU placeholders (and plural/select forms' arguments); no language has keys
// English lacks; and every id the code names is in the English catalogs.
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from '../languages';

const catalogs = import.meta.glob<Record<string, string>>('/src/locales/*/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/__tests__/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const areas = Object.keys(catalogs)
  .filter((path) => path.startsWith('/src/locales/en/'))
  .map((path) => path.slice('/src/locales/en/'.length));

function catalog(language: string, file: string): Record<string, string> {
  return catalogs[`/src/locales/${language}/${file}`] ?? {};
}

/** The arguments a compiled message names: `{name}`, plural/select variables, `<0>` tags. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  // Compiled: text strings and tokens [name] or [name, format, { form: compiled message }].
  const walk = (compiled: unknown) => {
    if (!Array.isArray(compiled)) return;
    for (const token of compiled) {
      if (!Array.isArray(token)) continue;
      const [name, format, options] = token as [string, string?, Record<string, unknown>?];
      found.add(format ? `${name}:${format}` : name);
      if (options && typeof options === 'object') Object.values(options).forEach(walk);
    }
  };
  walk(compileMessage(message));
  for (const tag of message.matchAll(/<\/?(\w+)\s*\/?>/g)) found.add(`<${tag[1]}>`);
  return [...found].sort();
}

const english = Object.assign({}, ...areas.map((file) => catalog('en', file))) as Record<string, string>;

describe('message catalogs', () => {
  it('has at least one area', () => {
    expect(areas.length).toBeGreaterThan(0);
  });

  for (const file of areas) {
    const en = catalog('en', file);
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${language}/${file} has every English key, non-empty, with the same placeholders`, () => {
        const translated = catalog(language, file);
        const missing = Object.keys(en).filter((id) => !translated[id]?.trim());
        expect(missing, `missing or empty in ${language}/${file}`).toEqual([]);
        const extra = Object.keys(translated).filter((id) => !(id in en));
        expect(extra, `not in en/${file}`).toEqual([]);
        const differing = Object.keys(en).filter(
          (id) => JSON.stringify(placeholders(en[id])) !== JSON.stringify(placeholders(translated[id])),
        );
        expect(differing, `placeholders differ in ${language}/${file}`).toEqual([]);
      });
    }
    it(`en/${file} has no empty message and no id of another area`, () => {
      expect(Object.keys(en).filter((id) => !en[id].trim())).toEqual([]);
      const others = areas.filter((other) => other !== file).flatMap((other) => Object.keys(catalog('en', other)));
      expect(Object.keys(en).filter((id) => others.includes(id))).toEqual([]);
    });
  }

  it('every id the code names is in the English catalogs', () => {
    // _('id' …), i18n._('id' …), <Trans id="id" …>, messageId('id')
    const pattern = /(?:\b_\(\s*|<Trans\s+id=|\bmessageId\(\s*)['"`]([^'"`]+)['"`]/g;
    const unknown: string[] = [];
    let found = 0;
    for (const [file, text] of Object.entries(sources)) {
      for (const match of text.matchAll(pattern)) {
        found += 1;
        if (!(match[1] in english)) unknown.push(`${file}: ${match[1]}`);
      }
    }
    expect(found).toBeGreaterThan(50);
    expect(unknown).toEqual([]);
  });

  it('compares placeholders, plural forms and tags', () => {
    expect(placeholders('{count, plural, one {# farmhouse} other {# farmhouses}}')).toEqual(['count:plural']);
    expect(placeholders('from <0>{price}</0>')).toEqual(['<0>', 'price']);
    expect(placeholders('Daily {opens}–{closes}')).toEqual(['closes', 'opens']);
  });
});
