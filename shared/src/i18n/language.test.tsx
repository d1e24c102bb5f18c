import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from './language-switch';
import { currentLanguage, LANGUAGE_STORAGE_KEY, setLanguage } from './language';
import { en, hi, mr, useTexts } from './index';

function OtpTitle() {
  const { t } = useTexts('otp');
  return <h1>{t('title')}</h1>;
}

describe('the language switch', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('switches the texts to Hindi, keeps the choice in localStorage and sets <html lang>', async () => {
    render(
      <>
        <LanguageSwitch />
        <OtpTitle />
      </>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Verify OTP');
    await userEvent.selectOptions(screen.getByLabelText('Language / भाषा'), 'hi');
    expect(screen.getByRole('heading').textContent).toBe('OTP सत्यापित करें');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(currentLanguage()).toBe('hi');
    await userEvent.selectOptions(screen.getByLabelText('Language / भाषा'), 'en');
    expect(screen.getByRole('heading').textContent).toBe('Verify OTP');
    expect(document.documentElement.lang).toBe('en');
  });

  it('offers Marathi, named in its own script, and shows the Marathi texts', async () => {
    render(
      <>
        <LanguageSwitch />
        <OtpTitle />
      </>,
    );
    expect(screen.getByRole('option', { name: 'मराठी' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Language / भाषा'), 'mr');
    expect(screen.getByRole('heading').textContent).toBe('OTP पडताळा');
    expect(document.documentElement.lang).toBe('mr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('mr');
  });

  it('has every English text of the screens in Hindi and Marathi, none left in English', () => {
    const leaves = (tree: object): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v as object)));
    const english = leaves(en);
    for (const texts of [hi, mr]) {
      const words = leaves(texts);
      expect(words).toHaveLength(english.length);
      // Abbreviations such as OTP and EMI stay as they are; everything else is in Devanagari.
      words.forEach((text, i) => {
        if (text !== english[i]) expect(text).toMatch(/[\u0900-\u097F]/);
      });
    }
    expect(leaves(mr).filter((text, i) => text === leaves(hi)[i] && /[\u0900-\u097F]/.test(text)).length).toBeLessThan(english.length / 4);
  });

  it('ignores a language it has no texts for', () => {
    setLanguage('fr' as never);
    expect(currentLanguage()).toBe('en');
  });
});
