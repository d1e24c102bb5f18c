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

  it("asks for the subject its mail link fills in, in the reader's language", () => {
    render(
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>,
    );
    const grievance = screen.getByRole('region', { name: 'Grievance Redressal Officer' });
    expect(grievance.textContent).toContain('with "Grievance Officer" in the subject');
    expect(grievance.querySelector('a[href^="mailto:"]')?.getAttribute('href')).toBe('mailto:support@loansetu.in?subject=Grievance%20Officer');
    act(() => setLanguage('hi'));
    const inHindi = screen.getByRole('region', { name: 'शिकायत निवारण अधिकारी' });
    expect(inHindi.textContent).toContain('पर विषय में "शिकायत अधिकारी" और');
    expect(inHindi.textContent).not.toContain('Grievance');
    expect(inHindi.querySelector('a[href^="mailto:"]')?.getAttribute('href')).toBe(
      `mailto:support@loansetu.in?subject=${encodeURIComponent('शिकायत अधिकारी')}`,
    );
  });
});
