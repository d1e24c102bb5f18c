import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@platform/shared';
import { PartnerProgrammePage } from './partner-programme-page';

describe('a partner programme page', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('offers the franchise and its enquiry, in Hindi after the switch', () => {
    render(
      <MemoryRouter>
        <PartnerProgrammePage programme="franchise" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Open a franchise' })).toBeTruthy();
    expect(screen.getByText('Up to 1.5% of every disbursed loan, paid monthly')).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'फ़्रैंचाइज़ी खोलें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पूछताछ भेजें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'कनेक्टर खाता बनाएँ' }).getAttribute('href')).toBe('/create-connector');
  });
});
