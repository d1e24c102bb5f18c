import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@platform/shared';
import { defineTexts } from './index';

const texts = defineTexts(
  'define-texts-test',
  { title: 'Loan sell history', form: { amount: 'Loan amount {{amount}}' } },
  { hi: { title: 'लोन बिक्री इतिहास', form: { amount: 'लोन राशि {{amount}}' } }, mr: { title: 'कर्ज विक्री इतिहास', form: { amount: 'कर्ज रक्कम {{amount}}' } } },
);

function Title() {
  const { t } = texts.useTexts();
  return <h1>{t('title')}</h1>;
}

describe('defineTexts', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('gives the English text, then the chosen language, re-rendering on a switch', () => {
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('Loan sell history');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading').textContent).toBe('लोन बिक्री इतिहास');
  });

  it('fills values in outside React too', () => {
    expect(texts.t('form.amount', { amount: '₹5,000' })).toBe('Loan amount ₹5,000');
    act(() => setLanguage('hi'));
    expect(texts.t('form.amount', { amount: '₹5,000' })).toBe('लोन राशि ₹5,000');
  });
});
