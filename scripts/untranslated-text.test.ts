// The extraction check (issue 33): no component writes an English text of its own; every word it
// renders comes from a texts catalogue, so the language switch reaches it. Files that still do are
// listed below with how many literals they hold, and the list may only shrink: a new literal, in
// any file, fails; a file that translated some of its literals fails until its number is lowered
// here, so the gain is kept.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { untranslatedTexts, untranslatedTextsIn } from './untranslated-text';

/** Components not yet translated, and their literal texts today. */
const NOT_YET_TRANSLATED: Record<string, number> = {
  // None today: every component's words come from a catalogue.
};
const root = path.resolve(import.meta.dirname, '..');

describe('untranslatedTextsIn', () => {
  const found = (source: string) => untranslatedTextsIn('page.tsx', source).map((text) => text.text);

  it('finds text between tags, a string child and the attributes a person reads', () => {
    expect(
      found(`export const Page = () => (
        <section aria-label="Your wallet">
          <h1>Partner dashboard</h1>
          <p>{'Loading…'}</p>
          <input placeholder="Search by name" />
          <TextField name="pan" label="PAN card number" />
          <img alt="Shop QR code" src="/qr.png" />
        </section>
      );`),
    ).toEqual(['Your wallet', 'Partner dashboard', 'Loading…', 'Search by name', 'PAN card number', 'Shop QR code']);
  });

  it('passes what comes from a catalogue, the brand, abbreviations, numbers, addresses and keys', () => {
    expect(
      found(`export const Page = () => (
        <section aria-label={t('wallet')}>
          <h1>{t('title')} LoanSetu</h1>
          <p>GST · PAN · KYC — ₹500 / 10%</p>
          <a href="https://cms.rbi.org.in">cms.rbi.org.in</a>
          <input placeholder="GRV12345678" />
          <GroupPage id="loans" title="loanServices" />
          <LanguageSwitch>Language / भाषा</LanguageSwitch>
        </section>
      );`),
    ).toEqual([]);
  });
});

describe('every component of every area', () => {
  const literals = untranslatedTexts(root);

  it('renders no English literal outside the files still being translated', () => {
    const unexpected = [...literals].filter(([file]) => !(file in NOT_YET_TRANSLATED)).flatMap(([, texts]) => texts);
    expect(unexpected.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  });

  it('keeps the files still being translated to their counts: none grows, and a gain is written down', () => {
    const counts = Object.fromEntries(Object.keys(NOT_YET_TRANSLATED).map((file) => [file, literals.get(file)?.length ?? 0]));
    expect(counts).toEqual(NOT_YET_TRANSLATED);
  });
});
