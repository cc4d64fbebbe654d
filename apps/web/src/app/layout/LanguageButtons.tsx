// The mobile menu's language choice: three buttons, each language named in its own script. In the
// menu's lazily loaded chunk (the header's select is LanguageSwitcher).
import { useId } from 'react';
import { useLingui } from '@/i18n/react';
import { chooseLanguage, LANGUAGE_NAMES, LANGUAGES, toLanguage, type Language } from '@/i18n';
import { HTML_LANG } from '@/i18n/languages';
import './messages';

export function LanguageButtons() {
  const { _, i18n } = useLingui();
  const id = useId();
  const active = toLanguage(i18n.locale) ?? 'en';
  const choose = (language: Language) => void chooseLanguage(language);

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
