// @platform/shared/i18n: the translation runtime (i18next with react-i18next) and the texts of the
// screens that come in Hindi beside English (docs/decisions/024-hindi-i18n-runtime.md). Its own
// federated entry, a singleton like the other shared entries: one i18next instance for every area,
// and the shell's first load never carries it (the header's switch needs only the language store in
// the core entry, which this instance follows).
import i18next from 'i18next';
import { initReactI18next, Trans, useTranslation } from 'react-i18next';
import { currentLanguage, languageStore } from '@platform/shared';
import { en, type Resources } from './locales/en';
import { hi } from './locales/hi';

export type TextNamespace = keyof Resources;

const resources = { en, hi } as const;

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: currentLanguage(),
  fallbackLng: 'en',
  ns: Object.keys(en),
  defaultNS: 'otp',
  // React escapes what it renders; escaping here too would show &amp; and the like.
  interpolation: { escapeValue: false },
  // The texts are bundled: initialise at once, so the first render is already in the right language.
  initAsync: false,
  returnNull: false,
});

languageStore.subscribe((state) => {
  if (i18n.language !== state.language) void i18n.changeLanguage(state.language);
});

/** `t` for one screen's texts, re-rendering when the language changes. */
export function useTexts<N extends TextNamespace>(namespace: N) {
  return useTranslation(namespace, { i18n });
}

export { Trans };
export { en, hi };
export type { Resources };
