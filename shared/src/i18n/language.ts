// The visitor's language (Hindi and Marathi beside English: docs/decisions/024-hindi-i18n-runtime.md). A tiny
// store in the core entry, so the shell's header can show the switch without loading the
// translation runtime: the texts and i18next live in `@platform/shared/i18n`, which follows this
// store. One store for every area, kept in localStorage so the choice survives a reload and a move
// to another area, and written to <html lang> so screen readers and fonts pick the right language.
// From the shared zustand itself: `zustand/vanilla` is not a shared entry, so importing it put a
// second copy of createStore in the core entry.
import { createStore, useStore } from 'zustand';

export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** How each language names itself in the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // storage can be disabled (privacy mode): the choice then lasts for this page only
    return null;
  }
}

function readLanguage(): Language {
  const saved = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(saved) ? saved : 'en';
}

function applyToDocument(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const languageStore = createStore<{ language: Language }>(() => ({ language: readLanguage() }));
applyToDocument(languageStore.getState().language);

export function setLanguage(language: Language) {
  if (!isLanguage(language) || languageStore.getState().language === language) return;
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // a full or blocked storage keeps the choice in memory only
  }
  applyToDocument(language);
  languageStore.setState({ language });
}

/** The current language; for code outside React (request headers). */
export const currentLanguage = (): Language => languageStore.getState().language;

export function useLanguage(): Language {
  return useStore(languageStore, (s) => s.language);
}

// Another tab changing the language changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === LANGUAGE_STORAGE_KEY && isLanguage(event.newValue)) {
      applyToDocument(event.newValue);
      languageStore.setState({ language: event.newValue });
    }
  });
}

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };

/**
 * Dates in the visitor's language ("27 Nov 2026", "27 नव॰ 2026", "२७ नोव्हें, २०२६"): the areas
 * define a format once, as they did with Intl.DateTimeFormat, and each call reads the language of
 * the moment, so a page re-rendered by the switch shows its dates in the new language. One
 * Intl.DateTimeFormat per language, made on first use (making one costs far more than using it).
 */
export function localDateFormat(options: Intl.DateTimeFormatOptions) {
  const made: Partial<Record<Language, Intl.DateTimeFormat>> = {};
  return {
    format(value: Date | string | number): string {
      const language = currentLanguage();
      const format = (made[language] ??= new Intl.DateTimeFormat(LOCALES[language], options));
      return format.format(value instanceof Date || typeof value === 'number' ? value : new Date(value));
    },
  };
}
