import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND, GRIEVANCE_OFFICER, setLanguage } from '@platform/shared';
import { PolicyPage } from './policy-page';
import { POLICY_SLUGS } from './policy-slugs';

const DEVANAGARI = /[\u0900-\u097F]/;

// The values a translator must not retype: each comes from shared config, so a page that names
// one in English names the same in every language.
const RECORDS = [
  BRAND.name,
  BRAND.supportEmail,
  BRAND.supportPhone,
  GRIEVANCE_OFFICER.name,
  GRIEVANCE_OFFICER.email,
  GRIEVANCE_OFFICER.phone,
  GRIEVANCE_OFFICER.address,
];

/** What a reader can compare across languages: the words, and what must stay the same in all. */
function readPage() {
  const policy = document.querySelector('.policy')!;
  const text = document.body.textContent ?? '';
  return {
    lang: policy.getAttribute('lang'),
    title: screen.getByRole('heading', { level: 1 }).textContent ?? '',
    headings: screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? ''),
    paragraphs: policy.querySelectorAll('p').length,
    items: policy.querySelectorAll('li').length,
    links: within(policy as HTMLElement)
      .queryAllByRole('link')
      .map((link) => ({ text: link.textContent ?? '', href: link.getAttribute('href') })),
    updated: policy.querySelector('.policy__updated')?.textContent ?? '',
    // Periods, ages, hours, helplines, years: a translation keeps every figure, as often as the English.
    figures: (text.match(/\d+/g) ?? []).sort(),
    records: RECORDS.filter((record) => text.includes(record)),
    text,
  };
}

describe('a policy page', () => {
  afterEach(() => act(() => setLanguage('en')));

  it.each(POLICY_SLUGS)('%s follows the switch to Hindi and Marathi, section for section, and back to English', (slug) => {
    render(
      <MemoryRouter>
        <PolicyPage slug={slug} />
      </MemoryRouter>,
    );
    const english = readPage();
    expect(english.lang).toBe('en');
    expect(english.updated).toBe('Last updated: 22 November 2026');
    expect(english.text).not.toMatch(DEVANAGARI);

    for (const [language, updated] of [
      ['hi', 'अंतिम अद्यतन: 22 नवंबर 2026'],
      ['mr', 'शेवटचे अद्यतन: 22 नोव्हेंबर 2026'],
    ] as const) {
      act(() => setLanguage(language));
      const translated = readPage();
      expect(translated.lang).toBe(language);
      expect(translated.updated).toBe(updated);
      // Nothing left in English: the title, every heading and every link's words are translated.
      for (const words of [translated.title, ...translated.headings, ...translated.links.map((link) => link.text)]) expect(words).toMatch(DEVANAGARI);
      expect(translated.title).not.toBe(english.title);
      // Nothing dropped: the same sections, paragraphs, points and links, leading to the same places.
      expect(translated.headings).toHaveLength(english.headings.length);
      expect(translated.paragraphs).toBe(english.paragraphs);
      expect(translated.items).toBe(english.items);
      expect(translated.links.map((link) => link.href)).toEqual(english.links.map((link) => link.href));
      expect(translated.figures).toEqual(english.figures);
      expect(translated.records).toEqual(english.records);
    }

    act(() => setLanguage('en'));
    expect(readPage()).toEqual(english);
  });
});
