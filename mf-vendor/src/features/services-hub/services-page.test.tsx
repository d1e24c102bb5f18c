import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { LoanServicesPage, ServicesPage } from './services-page';

afterEach(() => act(() => setLanguage('en')));

describe('services hub', () => {
  it('opens every service by its name, and follows the switch to Hindi', () => {
    render(
      <MemoryRouter>
        <ServicesPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Services');
    expect(screen.getByRole('link', { name: 'Personal loan' }).getAttribute('href')).toBe('/vender/personal-loan-form');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('सेवाएँ');
    expect(screen.getByRole('link', { name: 'पर्सनल लोन' }).getAttribute('href')).toBe('/vender/personal-loan-form');
    expect(screen.getByRole('heading', { name: 'लोन और बीमा' })).toBeTruthy();
  });

  it('a group page links back to all services, in Hindi too', () => {
    render(
      <MemoryRouter>
        <LoanServicesPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Loan services');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('लोन सेवाएँ');
    expect(screen.getByRole('link', { name: 'सभी सेवाएँ' }).getAttribute('href')).toBe('/vender/services');
  });
});
