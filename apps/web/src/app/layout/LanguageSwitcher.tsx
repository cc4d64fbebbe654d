// The language switcher (English / తెలుగు / हिन्दी): a compact select in the header, three
// buttons in the mobile menu. Each language is named in its own script.
import { useLingui } from '@/i18n/react';
import { useId } from 'react';
import { chooseLanguage, LANGUAGE_NAMES, LANGUAGES, toLanguage, type Language } from '@/i18n';
import { HTML_LANG } from '@/i18n/languages';
import './messages';

export function LanguageSwitcher({ variant = 'header' }: { variant?: 'header' | 'menu' }) {
  const { _, i18n } = useLingui();
  const id = useId();
  const active = toLanguage(i18n.locale) ?? 'en';
  const choose = (language: Language) => void chooseLanguage(language);

  if (variant === 'menu') {
    return (
      <div role="group" aria-labelledby={`${id}-label`}>
        <p id={`${id}-label`} className="px-3 font-sans text-xs font-semibold uppercase tracking-wider text-ink-600">
          {_('language.label')}
        </p>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              lang={HTML_LANG[language]}
              aria-pressed={language === active}
              onClick={() => choose(language)}
              className="min-h-11 rounded-xl border border-sand-300 px-2 text-sm font-medium text-ink-900 hover:bg-sand-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-900"
            >
              {LANGUAGE_NAMES[language]}
            </button>
          ))}
        </div>
      </div>
    );
  }

  return (
    <>
      <label htmlFor={id} className="sr-only">
        {_('language.label')}
      </label>
      <select
        id={id}
        value={active}
        onChange={(event) => {
          const language = toLanguage(event.target.value);
          if (language) choose(language);
        }}
        className="min-h-11 rounded-full border border-sand-300 bg-white px-3 text-sm font-medium text-ink-700 hover:bg-sand-100"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={HTML_LANG[language]}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </>
  );
}
