// Issue 33: the browser tab's title follows the language switch too. Every route of every area gives
// `"titles": { "hi": "…", "mr": "…" }` beside its English `title` (the shell applies it on navigation,
// `routeTitle`; decision 049), written in Devanagari: Latin letters only for the words that are the
// same in every language (same-in-every-language.ts) and the few names below.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPS, repoRoot } from '@platform/release/publish';
import { SAME_IN_EVERY_LANGUAGE } from './same-in-every-language';

interface Route {
  path: string;
  title: string;
  titles?: { hi?: unknown; mr?: unknown };
}

/** Areas whose titles are still being written: held to this check from the first route that has them. */
const TITLES_PENDING = new Set(['mf-ops']);

/** Written in Latin letters in a Hindi or Marathi title too: bank names, and the abbreviations of the
 * pages' own headings (PIN code zone, MSME, IEC, the FSSAI licence). */
const NAMES_IN_LATIN = new Set(['IndusInd', 'Axis', 'Standard', 'Chartered', 'HDFC', 'AU', 'Small', 'Finance', 'Bank', 'PIN', 'MSME', 'IEC', 'FSSAI']);

const areas = APPS.filter((app) => app !== 'shell').map((app) => ({
  app,
  routes: JSON.parse(readFileSync(path.join(repoRoot, app, 'routes.json'), 'utf8')) as Route[],
}));

/** What is wrong with a route's title in one language, or undefined. */
function titleProblem(title: unknown): string | undefined {
  if (typeof title !== 'string' || title.trim() === '') return 'missing';
  if (!/\p{Script=Devanagari}/u.test(title)) return `"${title}" is not in Devanagari`;
  const latin = (title.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((word) => !SAME_IN_EVERY_LANGUAGE.has(word) && !NAMES_IN_LATIN.has(word));
  return latin.length > 0 ? `"${title}" has Latin-script words: ${latin.join(', ')}` : undefined;
}

describe('route titles in Hindi and Marathi', () => {
  it('reads every area the release carries', () => {
    expect(areas.map(({ app }) => app)).toEqual(
      expect.arrayContaining(['mf-public', 'mf-b2c', 'mf-customer', 'mf-vendor', 'mf-ca-services', 'mf-telecaller', 'mf-ops']),
    );
  });

  it.each(areas)('$app gives every route a Hindi and a Marathi title in Devanagari', ({ app, routes }) => {
    if (TITLES_PENDING.has(app) && !routes.some((route) => route.titles !== undefined)) return;
    expect(routes.length).toBeGreaterThan(0);
    const problems = routes.flatMap((route) =>
      (['hi', 'mr'] as const).flatMap((language) => {
        const problem = titleProblem(route.titles?.[language]);
        return problem ? [`${route.path} (${route.title}) ${language}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('finds a title missing, in English, or with an untranslated word', () => {
    expect(titleProblem(undefined)).toBe('missing');
    expect(titleProblem('')).toBe('missing');
    expect(titleProblem('Loan details')).toMatch(/not in Devanagari/);
    expect(titleProblem('लोन details')).toMatch(/Latin-script words: details/);
    expect(titleProblem('HDFC Bank क्रेडिट कार्ड')).toBeUndefined();
    expect(titleProblem('नया PAN कार्ड')).toBeUndefined();
  });
});
