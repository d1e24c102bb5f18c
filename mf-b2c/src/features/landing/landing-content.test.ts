import { describe, expect, it } from 'vitest';
import { LANDING_PRODUCTS, type LandingPath, type LandingTranslation } from './landing-content';
import { landingWordsHi } from './landing-content-hi';
import { landingWordsMr } from './landing-content-mr';

const figures = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

/** Each sentence of one page, English beside the other language, paired by place in the entry. */
function sentences(english: unknown, other: unknown, at: string): Array<[string, string, string]> {
  if (typeof english === 'string') return [[at, english, String(other)]];
  if (english === null || typeof english !== 'object') return [];
  return Object.entries(english).flatMap(([key, value]) =>
    other !== null && typeof other === 'object' && key in other ? sentences(value, (other as Record<string, unknown>)[key], `${at}.${key}`) : [],
  );
}

const WORDS = ['title', 'heading', 'intro', 'applyLabel', 'price', 'eligibility', 'documents', 'fees', 'faqs'] as const;

// TypeScript already holds each table to every page and every list's length; these hold the
// sentences to the English facts and catch a sentence left in English.
describe.each([
  ['Hindi', landingWordsHi],
  ['Marathi', landingWordsMr],
] as Array<[string, LandingTranslation]>)('the landing pages in %s', (_, translated) => {
  it.each(LANDING_PRODUCTS.map((product) => [product.path, product] as const))(
    '%s gives every figure the English gives, in Devanagari words',
    (path, product) => {
      const words = translated[path as LandingPath];
      const english = {
        ...Object.fromEntries(WORDS.filter((key) => key in product).map((key) => [key, product[key as keyof typeof product]])),
        guide: { label: product.guide.label },
        ...('loan' in product ? { loan: { feeNote: product.loan.feeNote } } : {}),
      };
      const pairs = sentences(english, words, path);
      // Every English sentence has its counterpart (a page has at least a dozen).
      expect(pairs).toHaveLength(sentences(english, english, path).length);
      expect(pairs.length).toBeGreaterThan(12);
      for (const [at, source, text] of pairs) {
        expect(figures(text), `${at}: ${source} → ${text}`).toEqual(figures(source));
        expect(text, `${at}: ${source}`).toMatch(/[\u0900-\u097F]/);
      }
    },
  );
});
