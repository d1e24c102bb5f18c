// The shape of a module's texts, shared by defineTexts (the i18next entry) and defineCoreTexts (the
// core entry), so both are written, keyed and typed the same way.

/** A tree of texts: each leaf one string, with `{{name}}` for what is filled in. */
export interface TextTree {
  [key: string]: string | TextTree;
}
/** The same tree in another language: every key of the English tree, each a string. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
/** The dotted keys of a tree's leaves (`form.mobile.label`). */
export type TextKey<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : TextKey<T[K], `${P}${K}.`>;
}[keyof T & string];
/** Hindi and Marathi beside the English source. */
export interface Translations<T> {
  hi: Translation<T>;
  mr: Translation<T>;
}
