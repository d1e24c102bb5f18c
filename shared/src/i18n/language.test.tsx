import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from './language-switch';
import { currentLanguage, LANGUAGE_STORAGE_KEY, setLanguage } from './language';
import { useTexts } from './index';

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

  it('ignores a language it has no texts for', () => {
    setLanguage('fr' as never);
    expect(currentLanguage()).toBe('en');
  });
});
