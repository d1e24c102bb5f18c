import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { session, setLanguage } from '@platform/shared';
import { ThankYouPage } from './thank-you-page';

const APPLICATION = '0ffe0000-0031-4000-8000-000000000001';
/** An access token as the shell reads it (unverified): only its role matters here. */
const customerToken = `e30.${Buffer.from(JSON.stringify({ role: 'customer', exp: 4_102_444_800 })).toString('base64url')}.c2ln`;

function renderWith(state: unknown) {
  const router = createMemoryRouter([{ path: '/b2c/thankyou', element: <ThankYouPage /> }], { initialEntries: [{ pathname: '/b2c/thankyou', state }] });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  // Unmounted first: clearing the session of a mounted page would update it outside a test step.
  cleanup();
  session.clear();
});

describe('/b2c/thankyou after a loan application', () => {
  it('takes a signed-in customer on to the lenders’ offers for the application', () => {
    session.setToken('accessToken', customerToken);
    renderWith({ service: 'personal loan', offersFor: APPLICATION });
    expect(screen.getByRole('link', { name: 'See your offers' }).getAttribute('href')).toBe(`/customer/offers/${APPLICATION}`);
  });

  it('tells a visitor who applied signed out how offers are compared, with no link to someone’s offers', () => {
    renderWith({ service: 'personal loan', offersFor: APPLICATION });
    expect(screen.queryByRole('link', { name: 'See your offers' })).toBeNull();
    expect(screen.getByTestId('compare-offers').textContent).toMatch(/applications made while logged in/);
  });

  it('says nothing of offers after an enquiry or a service', () => {
    renderWith({ service: 'website development' });
    expect(screen.queryByTestId('compare-offers')).toBeNull();
  });
});

describe('/b2c/thankyou in Hindi', () => {
  it('shows its heading and links in Hindi after the switch', () => {
    session.setToken('accessToken', customerToken);
    renderWith({ service: 'personal loan', offersFor: APPLICATION });
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'धन्यवाद' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'अपने ऑफ़र देखें' }).getAttribute('href')).toBe(`/customer/offers/${APPLICATION}`);
    expect(screen.getByRole('link', { name: 'FAQ पढ़ें' })).toBeTruthy();
    act(() => setLanguage('en'));
  });
});
