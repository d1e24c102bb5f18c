// What every field schema is made of: its messages, its options, and rules that leave an empty
// value to `required` (fields.ts, document-fields.ts).
export type Messages<K extends string> = Readonly<Record<K, string>>;

export type FieldOptions<K extends string> = {
  /** Override any of the field's messages; the rest keep their defaults. */
  messages?: Partial<Messages<K>>;
};

export const isBlank = (value: string | null | undefined): boolean => value == null || value === '';

/** A test that leaves empty values to `required` (or lets them through when optional). */
export function unlessBlank(predicate: (value: string) => boolean) {
  return (value: string | null | undefined): boolean => isBlank(value) || predicate(value as string);
}

export const removeSpacesAndHyphens = (value: unknown): unknown => (typeof value === 'string' ? value.replace(/[\s-]+/g, '') : value);

export const upperCase = (value: unknown): unknown => (typeof value === 'string' ? value.toUpperCase() : value);
