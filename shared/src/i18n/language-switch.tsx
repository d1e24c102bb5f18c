import { useId } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, setLanguage, useLanguage, type Language } from './language';

/** The header's language switch; every area follows what it sets. */
export function LanguageSwitch() {
  const id = useId();
  const language = useLanguage();
  return (
    <div className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        Language / भाषा
      </label>
      <select id={id} value={language} onChange={(e) => setLanguage(e.target.value as Language)} data-testid="language-switch">
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
