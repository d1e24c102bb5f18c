import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { session } from '../session/session-store';
import { setLanguage } from '../i18n/language';
import { GRIEVANCE_OFFICER } from '../config/grievance';
import { SiteLayout } from './site-layout';

const accessToken = `e30.${btoa(JSON.stringify({ role: 'customer', exp: 4_102_444_800 })).replace(/=+$/, '')}.c2ln`;

function renderHeader() {
  render(
    <MemoryRouter>
      <SiteLayout>
        <p>Page</p>
      </SiteLayout>
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

afterEach(() => {
  cleanup();
  act(() => session.clear());
});

describe('the site menu', () => {
  it('takes a visitor from My account to the log-in, not home', () => {
    expect(renderHeader().getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/customer/login');
  });

  it('takes a signed-in person to their account', () => {
    act(() => session.setToken('accessToken', accessToken));
    expect(renderHeader().getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/customer');
  });

  it('has every loan one tap away: Loans opens the list of all loans and cards', () => {
    expect(renderHeader().getByRole('link', { name: 'Loans' }).getAttribute('href')).toBe('/loan-services');
  });
});

describe('the frame in the visitor’s language', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('shows the menu, log-out and footer in Hindi, then Marathi, with the same links', () => {
    act(() => session.setToken('accessToken', accessToken));
    render(
      <MemoryRouter>
        <SiteLayout>
          <p>Page</p>
        </SiteLayout>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(screen.getByText("Loans are subject to the lending partner's approval.", { exact: false })).toBeTruthy();
    act(() => setLanguage('hi'));
    const hindiMenu = within(screen.getByRole('navigation', { name: 'मुख्य' }));
    expect(hindiMenu.getByRole('link', { name: 'मेरा खाता' }).getAttribute('href')).toBe('/customer');
    expect(hindiMenu.getByRole('button', { name: 'लॉग आउट करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मेनू' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'नीतियाँ' }))
        .getByRole('link', { name: 'नियम और शर्तें' })
        .getAttribute('href'),
    ).toBe('/b2c/terms-conditions');
    act(() => setLanguage('mr'));
    const marathiMenu = within(screen.getByRole('navigation', { name: 'मुख्य' }));
    expect(marathiMenu.getByRole('link', { name: 'कर्जे' }).getAttribute('href')).toBe('/loan-services');
    expect(marathiMenu.getByRole('button', { name: 'लॉग आउट करा' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मुख्य मजकुराकडे जा' })).toBeTruthy();
    expect(screen.getByTestId('grievance-officer').textContent).toContain('तक्रार निवारण अधिकारी');
    // The officer's name stays as the record writes it, marked English inside the Marathi page.
    expect(screen.getByText(GRIEVANCE_OFFICER.name).getAttribute('lang')).toBe('en');
  });
});
