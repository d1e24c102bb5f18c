// The visitor's language (Hindi and Marathi beside English: docs/decisions/024-hindi-i18n-runtime.md). A tiny
// store in the core entry, so the shell's header can show the switch without loading the
// translation runtime: the texts and i18next live in `@platform/shared/i18n`, which follows this
// store. One store for every area, kept in localStorage so the choice survives a reload and a move
// to another area, and written to <html lang> so screen readers and fonts pick the right language.
// The choice is also kept in a first-party cookie and can be named in the address (`?lang=mr`), so
// the site server draws the page in it and the boot starts in the language the HTML is in
// (docs/decisions/051-prerendered-in-the-visitors-language.md).
// From the shared zustand itself: `zustand/vanilla` is not a shared entry, so importing it put a
// second copy of createStore in the core entry.
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand';

export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** How each language names itself in the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

export const LANGUAGE_STORAGE_KEY = 'language';

/** The language of the plain address (canonical, `x-default`) and of a visitor who chose none. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie the site server reads to draw a page in the visitor's language. */
export const LANGUAGE_COOKIE = 'lang';

/** The address parameter naming a page's language (`/loans?lang=hi`): crawlers and shared links. */
export const LANGUAGE_PARAMETER = 'lang';

/** A year: the choice outlives sessions, as the localStorage entry does. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * The `lang` attribute of a text that is not in the reader's language, so a screen reader reads it
 * as what it is: `lang="en"` for one served in English to a Hindi or Marathi reader (no version in
 * their language yet), or the language an open article is still shown in while its version in the
 * language just chosen is on its way. A text that names no language is English.
 */
export const textLanguage = (served: Language | undefined, reader: Language): { lang?: Language } =>
  (served ?? 'en') === reader ? {} : { lang: served ?? 'en' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language a Cookie header (or document.cookie) names, if any it knows. */
export function languageFromCookies(cookies: string | undefined): Language | null {
  for (const part of (cookies ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === LANGUAGE_COOKIE) {
      const value = part.slice(separator + 1).trim();
      if (isLanguage(value)) return value;
    }
  }
  return null;
}

/** The language an address's query names (`?lang=mr`), if any it knows. */
export function languageFromQuery(search: string): Language | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAMETER);
  return isLanguage(value) ? value : null;
}

/** The query without its language parameter (`?page=2&lang=hi` → `?page=2`, `?lang=hi` → ''). */
export function withoutLanguageParameter(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(LANGUAGE_PARAMETER)) return search;
  params.delete(LANGUAGE_PARAMETER);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The address of a page in a language: English at the plain path, the others with `?lang=`. The
 * site server's canonical URLs, hreflang alternates and sitemap, and the browser's canonical, all
 * name a language by this one rule.
 */
export function languageAddress(pathAndQuery: string, language: Language): string {
  const query = pathAndQuery.indexOf('?');
  const path = query === -1 ? pathAndQuery : pathAndQuery.slice(0, query);
  const params = new URLSearchParams(query === -1 ? '' : pathAndQuery.slice(query));
  params.delete(LANGUAGE_PARAMETER);
  if (language !== DEFAULT_LANGUAGE) params.set(LANGUAGE_PARAMETER, language);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * The language a page is drawn in on the server: the one its address names, else the visitor's
 * cookie, else English. The browser boots by the same rule (then its localStorage), so the first
 * render matches the HTML and nothing is redrawn.
 */
export function languageOfRequest(request: { search: string; cookies: string | undefined }): Language {
  return languageFromQuery(request.search) ?? languageFromCookies(request.cookies) ?? DEFAULT_LANGUAGE;
}

/** The Set-Cookie value (or document.cookie assignment) that keeps a choice for the server. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // storage can be disabled (privacy mode): the choice then lasts for this page only
    return null;
  }
}

function savedLanguage(): Language | null {
  try {
    const saved = storage()?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

function cookies(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    // a sandboxed document refuses cookies
    return '';
  }
}

/** Keeps a choice where the next page load reads it: localStorage for this browser, the cookie for the server. */
function keepChoice(language: Language) {
  try {
    if (storage()?.getItem(LANGUAGE_STORAGE_KEY) !== language) storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // a full or blocked storage keeps the choice in memory only
  }
  if (typeof document === 'undefined' || languageFromCookies(cookies()) === language) return;
  try {
    document.cookie = languageCookie(language, window.location.protocol === 'https:');
  } catch {
    // cookies blocked: pages are drawn in English on the server and switched after boot, as before
  }
}

/**
 * The language the tab starts in, before anything renders: the address's `?lang=` (a shared link,
 * a crawler's alternate), else the cookie the server drew this page by, else the tab's saved
 * choice (kept before the cookie existed), else English. A language found is kept in both places,
 * so the next page load is drawn in it on the server too; the address loses its `?lang=` (the
 * router never sees it, as the server's render did not), so a later switch is not undone by a reload.
 */
function bootLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const named = languageFromQuery(window.location.search);
  const chosen = named ?? languageFromCookies(cookies()) ?? savedLanguage();
  if (chosen) keepChoice(chosen);
  if (new URLSearchParams(window.location.search).has(LANGUAGE_PARAMETER)) {
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${withoutLanguageParameter(search)}${hash}`);
  }
  return chosen ?? DEFAULT_LANGUAGE;
}

function applyToDocument(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const languageStore = createStore<{ language: Language }>(() => ({ language: bootLanguage() }));
applyToDocument(languageStore.getState().language);

const chosenListeners = new Set<(language: Language) => void>();

/**
 * Calls `listener` when the person chooses a language in this tab (the switch), not when another
 * tab's choice arrives: the API client keeps a signed-in person's choice on their account once.
 */
export function onLanguageChosen(listener: (language: Language) => void): () => void {
  chosenListeners.add(listener);
  return () => void chosenListeners.delete(listener);
}

export function setLanguage(language: Language) {
  if (!isLanguage(language) || languageStore.getState().language === language) return;
  keepChoice(language);
  applyToDocument(language);
  languageStore.setState({ language });
  for (const listener of chosenListeners) listener(language);
}

/** The current language; for code outside React (request headers). */
export const currentLanguage = (): Language => languageStore.getState().language;

const readCurrent = () => languageStore.getState().language;

/**
 * The current language, re-rendering when it changes. Not zustand's useStore: that hands React the
 * store's initial state for server rendering and hydration, which on the server is always English
 * (the prerenderer sets the page's language after the store is made) and would draw the frame in
 * English under a Marathi page. Here both read the language of the moment: the page's on the
 * server, and in the browser the one the tab booted in, which is the one the HTML was drawn in.
 */
export function useLanguage(): Language {
  return useSyncExternalStore(languageStore.subscribe, readCurrent, readCurrent);
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
