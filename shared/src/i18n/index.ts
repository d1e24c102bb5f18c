// @platform/shared/i18n: the translation runtime (i18next with react-i18next) and the texts of the
// screens that come in Hindi beside English (docs/decisions/024-hindi-i18n-runtime.md). Its own
// federated entry, a singleton like the other shared entries: one i18next instance for every area,
// and the shell's first load never carries it (the header's switch needs only the language store in
// the core entry, which this instance follows).
import { useMemo } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, Trans, useTranslation } from 'react-i18next';
import { currentLanguage, languageStore } from '@platform/shared';
import { en, type Resources } from './locales/en';
import { hi } from './locales/hi';
import type { TextKey, TextTree, Translations } from './text-tree';
import { mr } from './locales/mr';

export type TextNamespace = keyof Resources;

const resources = { en, hi, mr } as const;

// Typed by name: its published declaration (contracts, decision 045) must not depend on where i18next is installed.
export const i18n: I18n = i18next.createInstance();
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

export type { TextTree, Translation, TextKey, Translations } from './text-tree';

/**
 * An area's (or a shared module's) own texts, registered on the one i18next instance under their
 * own namespace when the module that defines them loads: an area ships its words with its code and
 * is released alone. English is the source (the spec's strings exactly); Hindi and Marathi are
 * typed by it, so a missing text fails the typecheck. Returns `useTexts()` for components and `t`
 * for code outside React (yup messages, toasts), both in the current language.
 */
export function defineTexts<const T extends TextTree>(namespace: string, en: T, translations: Translations<T>) {
  const bundles = { en, ...translations };
  for (const [language, bundle] of Object.entries(bundles)) i18n.addResourceBundle(language, namespace, bundle, true, true);
  // Typed by our own keys (TextKey) rather than i18next's global resource types, which an area's
  // namespace is not part of.
  type Fixed = (key: string, values: Record<string, unknown>) => string;
  const fixed = (language?: string) => i18n.getFixedT(language ?? i18n.language, namespace) as unknown as Fixed;
  const t = (key: TextKey<T>, values?: Record<string, unknown>): string => fixed()(key, values ?? {});
  function useTexts() {
    const { i18n: instance } = useTranslation(namespace, { i18n });
    const language = instance.language;
    // One `t` per language: a component may name it in a memo's or effect's dependencies (the EMI
    // calculator's schedule) without redoing the work on every render.
    const t = useMemo(() => {
      const inLanguage = fixed(language);
      return (key: TextKey<T>, values?: Record<string, unknown>): string => inLanguage(key, values ?? {});
    }, [language]);
    return { t, language };
  }
  return { namespace, t, useTexts, en };
}

export { Trans };
export { en, hi, mr };
export type { Resources };
