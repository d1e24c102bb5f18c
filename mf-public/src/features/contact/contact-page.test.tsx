import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@platform/shared';
import { ContactPage } from './contact-page';

describe('the contact page', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('shows its headings and the policy link in Hindi after the switch', () => {
    render(
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 2, name: 'शिकायत निवारण अधिकारी' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'शिकायत निवारण नीति' })).toBeTruthy();
  });
});
