import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { setLanguage } from '@platform/shared';
import { MemoryRouter } from 'react-router-dom';
import { customerProducts } from './home-content';
import { HomePage } from './home-page';

describe('the home page’s products', () => {
  it('links every product to its page (the apply button is one tap further), and to all loans and cards', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    const tiles = screen.getAllByRole('listitem').filter((item) => item.classList.contains('tile'));
    expect(tiles).toHaveLength(customerProducts.length);
    for (const tile of tiles) expect(within(tile).getByRole('link').getAttribute('href')).toMatch(/^\/(b2c\/[a-z-]+-landing|home-loan|education-loan)$/);
    expect(screen.getByRole('link', { name: 'All loans and cards' }).getAttribute('href')).toBe('/loan-services');
  });
});

describe('the home page in Hindi', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('shows its heading and links in Hindi after the switch', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 2, name: 'यह कैसे काम करता है' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सभी लोन और कार्ड' }).getAttribute('href')).toBe('/loan-services');
  });
});
