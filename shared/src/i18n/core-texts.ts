// Texts of the frame every page draws on its first load (header, menus, footer, the shell's error
// pages, the spinner, toasts): a plain table per language, looked up against the language store,
// without the translation runtime. The shell's first load must not carry i18next (decision 024);
// these few words cost less than the runtime (docs/decisions/049-every-screen-in-three-languages.md).
// Written exactly like defineTexts (same arguments, same `t` and `useTexts`), so a module can move
// from one to the other by changing the import.
import { currentLanguage, useLanguage, type Language } from './language';
import type { TextKey, TextTree, Translations } from './text-tree';

function leaf(tree: TextTree, key: string): string | undefined {
  // A flat key that has dots itself (an API error code, `otp.expired`) first, then the path.
  const flat = tree[key];
  if (typeof flat === 'string') return flat;
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** `{{name}}` filled in from values; an unknown name stays visible rather than vanishing. */
export const fillIn = (text: string, values?: Record<string, unknown>) =>
  values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;

/**
 * A core module's own texts in English, Hindi and Marathi. English is the source (the spec's words
 * exactly); a text missing in a translation fails the typecheck, and one missing at run time falls
 * back to English. `namespace` names the module's texts (the extraction check and reviewers read it).
 */
export function defineCoreTexts<const T extends TextTree>(namespace: string, en: T, translations: Translations<T>) {
  const bundles: Record<Language, TextTree> = { en, ...translations };
  const text = (language: Language, key: TextKey<T>, values?: Record<string, unknown>): string =>
    fillIn(leaf(bundles[language], key) ?? leaf(en, key) ?? key, values);
  /** In the current language, for code outside React (toasts, messages). */
  const t = (key: TextKey<T>, values?: Record<string, unknown>): string => text(currentLanguage(), key, values);
  /** In the current language, re-rendering when it changes. */
  function useTexts() {
    const language = useLanguage();
    return { t: (key: TextKey<T>, values?: Record<string, unknown>): string => text(language, key, values), language };
  }
  return { namespace, t, useTexts, en, text };
}
