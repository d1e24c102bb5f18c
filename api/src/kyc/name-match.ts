// Whether the name a KYC provider has on record is the name the shop (or customer) gave us.
// Records differ in case, punctuation, honorifics and word order ("PATIL GANESH" on a PAN, "Shri
// Ganesh Patil" on a passbook), and often drop a middle name; they do not differ in the words
// themselves. So: compare the words, ignore order and titles, allow one side to omit words as long
// as at least a first and a last name agree.

const TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'SHRI', 'SHREE', 'SMT', 'KUMARI', 'KU', 'DR', 'M/S', 'MS.', 'SRI']);

export function nameWords(name: string): string[] {
  return name
    .toUpperCase()
    .replace(/[^A-Z\s]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0 && !TITLES.has(word));
}

export function namesMatch(onRecord: string, given: string): boolean {
  const a = nameWords(onRecord);
  const b = nameWords(given);
  if (a.length === 0 || b.length === 0) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const pool = [...longer];
  for (const word of shorter) {
    const at = pool.indexOf(word);
    if (at === -1) return false;
    pool.splice(at, 1);
  }
  // "Ganesh" alone matches too many people; a one-word name must be the whole other name.
  return shorter.length >= 2 || longer.length === 1;
}
