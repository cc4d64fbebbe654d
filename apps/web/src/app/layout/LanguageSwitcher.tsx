// The header's language switcher (English / తెలుగు / हिन्दी), a compact select; the mobile menu has
// LanguageButtons. Each language is named in its own script.
import { useLingui } from '@/i18n/react';
import { useId } from 'react';
import { chooseLanguage, LANGUAGE_NAMES, LANGUAGES, toLanguage } from '@/i18n';
import { HTML_LANG } from '@/i18n/languages';
import './messages';

export function LanguageSwitcher() {
  const { _, i18n } = useLingui();
  const id = useId();
  const active = toLanguage(i18n.locale) ?? 'en';

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
          if (language) void chooseLanguage(language);
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
