import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@platform/shared';
import { PrivacyPage } from './privacy-page';

describe('the privacy notice', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('links the full policies, in Hindi after the switch', () => {
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/b2c/internal-privacy-policy');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 2, name: 'आपके अधिकार' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' }).getAttribute('href')).toBe('/b2c/internal-privacy-policy');
  });
});
