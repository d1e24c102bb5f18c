import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineCoreTexts, fillIn } from './core-texts';
import { setLanguage } from './language';

const texts = defineCoreTexts(
  'core-texts-test',
  { title: 'Page not found', area: { unavailable: '{{what}} is temporarily unavailable' } },
  {
    hi: { title: 'पेज नहीं मिला', area: { unavailable: '{{what}} अभी उपलब्ध नहीं है' } },
    mr: { title: 'पान सापडले नाही', area: { unavailable: '{{what}} सध्या उपलब्ध नाही' } },
  },
);

function Title() {
  const { t } = texts.useTexts();
  return <h1>{t('title')}</h1>;
}

describe('defineCoreTexts (the frame’s texts without i18next)', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('gives English, then re-renders in Hindi and Marathi on a switch', () => {
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('Page not found');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading').textContent).toBe('पेज नहीं मिला');
    act(() => setLanguage('mr'));
    expect(screen.getByRole('heading').textContent).toBe('पान सापडले नाही');
  });

  it('fills values in outside React, in the current language', () => {
    expect(texts.t('area.unavailable', { what: 'CA' })).toBe('CA is temporarily unavailable');
    act(() => setLanguage('mr'));
    expect(texts.t('area.unavailable', { what: 'CA' })).toBe('CA सध्या उपलब्ध नाही');
  });

  it('leaves a name it was not given visible rather than blank', () => {
    expect(fillIn('Resend in {{seconds}} s', {})).toBe('Resend in {{seconds}} s');
    expect(fillIn('{{a}} and {{ b }}', { a: 1, b: 'two' })).toBe('1 and two');
  });
});
