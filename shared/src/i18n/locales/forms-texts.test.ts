import { describe, expect, it } from 'vitest';
import { choiceKeyOf, CHOICE_TEXTS } from '../../schemas/choice-texts';
import { VALIDATION_TEXTS } from '../../schemas/validation-texts';
import { en } from './en';
import { hi } from './hi';
import { mr } from './mr';
// The rule the extraction check and the e2e Hindi pass judge words by.
import { foreignWords } from '../../../../scripts/same-in-every-language';

// The shared form texts (forms-en.ts) in Hindi and Marathi. Beside the locales rather than the
// schemas: the API typechecks the schemas folder, tests included, without the DOM this needs.
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the keyed validation messages', () => {
  it('have every text in Hindi and Marathi, with the same values to fill in', () => {
    for (const [group, texts] of Object.entries(VALIDATION_TEXTS)) {
      for (const [key, english] of Object.entries(texts as Record<string, string>)) {
        for (const translated of [hi, mr].map((language) => (language.validation as Record<string, Record<string, string>>)[group]?.[key])) {
          expect(translated, `${group}.${key}`).toMatch(/[\u0900-\u097F]/);
          expect(placeholders(translated!), `${group}.${key}`).toEqual(placeholders(english));
        }
      }
    }
    expect(en.validation).toBe(VALIDATION_TEXTS);
  });
});

describe('the keyed choice words', () => {
  it('name every option of the shared tables in Hindi and Marathi, with no English word left', () => {
    const english: string[] = [];
    for (const [table, words] of Object.entries(CHOICE_TEXTS)) {
      for (const [value, label] of Object.entries(words as Record<string, string>)) {
        expect(choiceKeyOf(label)).toBeDefined();
        for (const language of [hi, mr]) {
          const shown = (language.choices as Record<string, Record<string, string>>)[table]?.[value];
          expect(shown, `${table}.${value}`).toMatch(/\S/);
          if (foreignWords(shown!).length > 0) english.push(`${table}.${value}: ${shown}`);
        }
      }
    }
    expect(english).toEqual([]);
  });
});
