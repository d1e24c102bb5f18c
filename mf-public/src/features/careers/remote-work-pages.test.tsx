import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@platform/shared';
import { CareerRemotePage } from './remote-work-pages';

describe('the work-from-home page', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('explains the programme and leads to the registration, in Hindi after the switch', () => {
    render(
      <MemoryRouter>
        <CareerRemotePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Register for work from home' }).getAttribute('href')).toBe('/career-remote-form');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'हमारे साथ घर से काम करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'घर से काम के लिए पंजीकरण करें' }).getAttribute('href')).toBe('/career-remote-form');
    expect(screen.getByRole('link', { name: 'करियर' }).getAttribute('href')).toBe('/career');
  });
});
