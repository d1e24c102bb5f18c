import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@platform/shared';
import { AboutPage } from './about-page';

describe('the about page', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('reads in English, then in Hindi after the switch', () => {
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About LoanSetu' })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'LoanSetu के बारे में' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' }).getAttribute('href')).toBe('/b2c/internal-privacy-policy');
  });
});
