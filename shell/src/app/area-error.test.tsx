import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AreaErrorBoundary, RootErrorBoundary } from './area-error';
import { AreaFrame } from './area-frame';
import { AreaLoadError } from './remotes';
import { setLanguage } from '@platform/shared';

let failing = true;
function FlakyPage() {
  if (failing) throw new Error('render failed');
  return <h1>Vendor dashboard</h1>;
}

// The error page reports the failure to the site (release-reports.ts); no server answers here.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  failing = true;
  act(() => setLanguage('en'));
});

describe('area error page', () => {
  it('keeps a render error inside its area, and Retry draws the area again', async () => {
    // React reports the caught render error on console.error: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <div data-testid="site-frame" />,
          children: [],
        },
        {
          id: 'area:mf-vendor',
          element: <AreaFrame app="mf-vendor" version="1.0.0" />,
          ErrorBoundary: AreaErrorBoundary,
          children: [{ path: '/vender', element: <FlakyPage /> }],
        },
      ],
      { initialEntries: ['/vender'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Vendor dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/vender');
  });

  it('names the area that could not be loaded, inside the site frame', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          element: <div />,
          ErrorBoundary: RootErrorBoundary,
          loader: () => {
            throw new AreaLoadError('mf-ca-services', new Error('ERR_CONNECTION_REFUSED'));
          },
          children: [{ path: '/vender/ca-services', element: <p>catalogue</p> }],
        },
      ],
      { initialEntries: ['/vender/ca-services'] },
    );
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    expect(await screen.findByRole('heading', { name: 'CA and business services is temporarily unavailable' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('speaks the visitor’s language: the area, the page and the frame in Marathi', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => setLanguage('mr'));
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          element: <div />,
          ErrorBoundary: RootErrorBoundary,
          loader: () => {
            throw new AreaLoadError('mf-customer', new Error('ERR_CONNECTION_REFUSED'));
          },
          children: [{ path: '/customer', element: <p>account</p> }],
        },
      ],
      { initialEntries: ['/customer'] },
    );
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    expect(await screen.findByRole('heading', { name: 'तुमचे ग्राहक खाते सध्या तात्पुरते उपलब्ध नाही' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पुन्हा प्रयत्न करा' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मुख्यपानावर जा' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: 'मुख्य' })).toBeTruthy();
  });
});
