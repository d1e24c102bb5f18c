import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND, setLanguage } from '@platform/shared';
import { faqTopics } from './faq-content';
import { faqTopicsHi } from './faq-content-hi';
import { faqTopicsMr } from './faq-content-mr';
import { FaqPage } from './faq-page';

function renderFaq() {
  render(
    <MemoryRouter>
      <FaqPage />
    </MemoryRouter>,
  );
}

const figures = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

describe('the FAQ page', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('ends with the ways to reach us, its own words in Hindi after the switch', () => {
    renderFaq();
    expect(screen.getByText(`Still have a question? Call ${BRAND.supportPhone}, write to ${BRAND.supportEmail} or see`, { exact: false })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'हमसे संपर्क करें' }).getAttribute('href')).toBe('/contact-us');
  });

  it('asks and answers its questions in Hindi and Marathi after the switch, and in the same English back', () => {
    renderFaq();
    const english = screen.getByText('What is a CIBIL score?').closest('details')!;
    expect(within(english).getByText(/^A three-digit number from 300 to 900/)).toBeTruthy();

    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 2, name: 'CIBIL और क्रेडिट स्कोर' })).toBeTruthy();
    const hindi = screen.getByText('CIBIL स्कोर क्या है?').closest('details')!;
    expect(within(hindi).getByText(/^300 से 900 तक की तीन अंकों की संख्या/)).toBeTruthy();
    expect(screen.getByText(`क्या ${BRAND.name} खुद लोन देता है?`)).toBeTruthy();
    expect(screen.queryByText('What is a CIBIL score?')).toBeNull();

    act(() => setLanguage('mr'));
    expect(screen.getByRole('heading', { level: 2, name: 'पार्टनर दुकाने' })).toBeTruthy();
    const marathi = screen.getByText('CIBIL स्कोअर म्हणजे काय?').closest('details')!;
    expect(within(marathi).getByText(/^300 ते 900 मधील तीन अंकी संख्या/)).toBeTruthy();

    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 2, name: 'Eligibility and documents' })).toBeTruthy();
    expect(screen.getByText(`Does ${BRAND.name} lend the money?`)).toBeTruthy();
  });

  // TypeScript holds the tables to the same topics and questions; this holds them to the same facts.
  it.each([
    ['Hindi', faqTopicsHi],
    ['Marathi', faqTopicsMr],
  ])('says in %s every figure the English answer gives, in Devanagari words', (_, translated) => {
    faqTopics.forEach((topic, t) => {
      topic.questions.forEach((item, q) => {
        const other = translated[t]!.questions[q]!;
        for (const [source, text] of [
          [item.question, other.question],
          [item.answer, other.answer],
        ] as const) {
          expect(figures(text), `${source} → ${text}`).toEqual(figures(source));
          expect(text, source).toMatch(/[\u0900-\u097F]/);
        }
      });
    });
  });
});
