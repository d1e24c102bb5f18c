import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEMO_OFFER_LEAD_ID, showOffers } from '@platform/shared/contracts';
import { answerApi } from '@platform/shared/testing/api-stub';
import { CustomerOffersPage } from './offers-page';

describe('/customer/offers/:leadId', () => {
  it('asks the offers of the application in the URL and lists them with the lenders that did not match', async () => {
    const sent = answerApi({ 'POST /api/offers': [201, showOffers.samples[0]!.response] });
    const router = createMemoryRouter([{ path: '/customer/offers/:leadId', element: <CustomerOffersPage /> }], {
      initialEntries: [`/customer/offers/${DEMO_OFFER_LEAD_ID}`],
    });
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Your loan offers' })).toBeTruthy();
    await user.type(screen.getByLabelText('Tenure (months)'), '36');
    await user.type(screen.getByLabelText('Age (years)'), '30');
    await user.click(screen.getByRole('button', { name: 'See the offers' }));
    expect((await screen.findByRole('heading', { name: '3 offers from 5 lenders' })).textContent).toBeTruthy();
    expect(sent).toEqual(['POST /api/offers']);
    expect(screen.getByText(/does not lend in PIN code 411001/)).toBeTruthy();
  });
});
