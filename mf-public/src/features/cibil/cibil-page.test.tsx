import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@platform/shared';
import { CibilPage } from './cibil-page';

describe('the CIBIL page', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('leads a visitor to sign in, in Hindi after the switch', () => {
    render(
      <MemoryRouter>
        <CibilPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Sign in to check my score' })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'अपना CIBIL स्कोर मुफ़्त जाँचें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'स्कोर जाँचने के लिए साइन इन करें' }).getAttribute('href')).toBe('/customer/login');
  });
});
