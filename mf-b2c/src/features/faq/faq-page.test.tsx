import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND, setLanguage } from '@platform/shared';
import { FaqPage } from './faq-page';

describe('the FAQ page', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('ends with the ways to reach us, its own words in Hindi after the switch', () => {
    render(
      <MemoryRouter>
        <FaqPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(`Still have a question? Call ${BRAND.supportPhone}, write to ${BRAND.supportEmail} or see`, { exact: false })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'हमसे संपर्क करें' }).getAttribute('href')).toBe('/contact-us');
  });
});
