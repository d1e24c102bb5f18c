// Writes e2e/support/still-english.json from a run of the catalogue walk with
// STILL_ENGLISH_RECORD=<file> (e2e/tests/phone-width.spec.ts): each route's English words in Hindi,
// as the run found them. Routes run more than once (a retry) keep the union of what they showed.
//   STILL_ENGLISH_RECORD=/tmp/words.jsonl pnpm exec playwright test -c e2e/playwright.config.ts phone-width
//   pnpm exec tsx scripts/still-english-from-record.ts /tmp/words.jsonl && pnpm exec prettier --write e2e/support/still-english.json
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const record = process.argv[2];
if (!record) throw new Error('usage: tsx scripts/still-english-from-record.ts <record.jsonl>');
const byPattern = new Map<string, Set<string>>();
for (const line of readFileSync(record, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const { pattern, words } = JSON.parse(line) as { pattern: string; words: string[] };
  const seen = byPattern.get(pattern) ?? new Set<string>();
  words.forEach((word) => seen.add(word));
  byPattern.set(pattern, seen);
}
const list = Object.fromEntries([...byPattern].sort(([a], [b]) => a.localeCompare(b)).map(([pattern, words]) => [pattern, [...words].sort()]));
const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../e2e/support/still-english.json');
writeFileSync(target, `${JSON.stringify(list, null, 2)}\n`);
console.log(`${Object.keys(list).length} pages still show English words: written to ${path.relative(process.cwd(), target)}`);
