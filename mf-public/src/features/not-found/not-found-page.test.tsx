import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@platform/shared';
import { NotFoundPage } from './not-found-page';

describe('the not-found page', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('shows its heading and ways on in Hindi after the switch', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मदद और FAQ' }).getAttribute('href')).toBe('/b2c/faq');
  });
});
