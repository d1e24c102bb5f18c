import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { BRAND } from '@platform/shared';
import { routes } from './routes';

// A link from these pages to anything but an existing page is a dead link. Every page of the site without a parameter, as docs/spec/routes.md lists them (a release test
// holds that file to the apps' routes.json).
const ROUTES_DOC = readFileSync(path.resolve(__dirname, '../../../docs/spec/routes.md'), 'utf8');
const EXISTING_PAGES = new Set((ROUTES_DOC.match(/`\/[^`:*]*`/g) ?? []).map((page) => page.slice(1, -1)));

// A page's first visit loads its lazy route (and the translation runtime with it): slow on a busy machine.
const LAZY = { timeout: 10_000 };

function renderAt(url: string) {
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: routes }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

function internalLinks(): string[] {
  return screen
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));
}

describe('mf-public pages', () => {
  it.each(['/', '/about-us', '/contact-us'])('%s has one h1 and links only to pages that exist', async (url) => {
    renderAt(url);
    await screen.findByRole('heading', { level: 1 }, LAZY);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const href of internalLinks()) expect(EXISTING_PAGES, href).toContain(href.split('?')[0]);
  });

  it('home offers the six products and leads to the education-loan form', async () => {
    renderAt('/');
    for (const name of ['Personal loan', 'Home loan', 'Business loan', 'Education loan', 'Credit cards', 'Motor insurance']) {
      expect(await screen.findByRole('heading', { level: 3, name }, LAZY)).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Become a partner shop' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply for an education loan' }).getAttribute('href')).toBe('/education-loan');
  });

  it('contact page gives the support phone and email and the grievance officer', async () => {
    renderAt('/contact-us');
    expect((await screen.findByRole('link', { name: BRAND.supportPhone })).getAttribute('href')).toBe(`tel:${BRAND.supportPhone}`);
    expect(screen.getAllByRole('link', { name: BRAND.supportEmail }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Grievance Redressal Officer' })).toBeTruthy();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/no-such-page');
    expect((await screen.findByTestId('not-found')).querySelector('h1')?.textContent).toBe('Page not found');
  });
});
