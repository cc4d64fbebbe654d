// Telugu and Devanagari fonts: self-hosted subsets (Fontsource, the script's subset only, 400 and
// 600), fetched only when that language is active, `font-display: swap` so text shows at once in
// a system font. PRODUCT.md §9: a font not in after 5 s is logged, nothing more.
import type { Language } from './languages';

export const FONT_TIMEOUT_MS = 5000;

const FONTS: Record<Exclude<Language, 'en'>, { family: string; sample: string; load: () => Promise<unknown> }> = {
  te: {
    family: 'Noto Sans Telugu',
    sample: 'తెలుగు',
    load: () =>
      Promise.all([
        import('@fontsource/noto-sans-telugu/telugu-400.css'),
        import('@fontsource/noto-sans-telugu/telugu-600.css'),
      ]),
  },
  hi: {
    family: 'Noto Sans Devanagari',
    sample: 'हिन्दी',
    load: () =>
      Promise.all([
        import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
        import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
      ]),
  },
};

const started = new Set<Language>();

export function loadScriptFont(language: Exclude<Language, 'en'>): void {
  if (started.has(language)) return;
  started.add(language);
  const font = FONTS[language];
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), FONT_TIMEOUT_MS));
  const loaded = font
    .load()
    .then(() =>
      typeof document !== 'undefined' && document.fonts ? document.fonts.load(`1em "${font.family}"`, font.sample) : [],
    );
  void Promise.race([loaded, timeout]).then(
    (result) => {
      if (result === 'timeout') console.warn(`[fonts] ${font.family} not loaded within ${FONT_TIMEOUT_MS / 1000} s`);
    },
    (error: unknown) => {
      started.delete(language);
      console.warn(`[fonts] ${font.family} not loaded`, error);
    },
  );
}
