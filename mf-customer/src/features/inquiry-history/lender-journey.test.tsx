import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session, setRuntimeConfig } from '@platform/shared';
import {
  closeCoolingOffExit,
  confirmKfsAcknowledgement,
  requestCoolingOffExit,
  SAMPLE_LENDER_JOURNEY,
  startKfsAcknowledgement,
} from '@platform/shared/contracts';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { answerApi } from '@platform/shared/testing/api-stub';
import { LenderJourneyPanel } from './lender-journey';

const LEAD = '9a4f2c1b-3d5e-4f60-8a7b-1c2d3e4f5a6b';

function renderPanel(journey: Parameters<typeof LenderJourneyPanel>[0]['journey']) {
  render(
    <QueryProvider client={createQueryClient()}>
      <LenderJourneyPanel leadId={LEAD} journey={journey} />
    </QueryProvider>,
  );
}

beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test' }));
afterEach(() => {
  cleanup();
  session.clear();
});

describe('the lender’s part of a request, for the customer', () => {
  it('shows the new KFS beside the chosen offer and accepts it with the OTP sent to the customer’s mobile', async () => {
    const user = userEvent.setup();
    const sent = answerApi({
      [`POST /customer/leads/${LEAD}/kfs/send-otp`]: [200, startKfsAcknowledgement.samples[0]!.response],
      [`POST /customer/leads/${LEAD}/kfs/verify-otp`]: [200, confirmKfsAcknowledgement.samples[0]!.response],
    });
    renderPanel(SAMPLE_LENDER_JOURNEY);
    const kfs = screen.getByRole('group', { name: 'New Key Fact Statement, version 2' });
    const amountRow = within(kfs).getByRole('row', { name: /Loan amount/ });
    expect(amountRow.textContent).toContain('₹38,00,000');
    expect(amountRow.textContent).toContain('₹35,00,000');
    expect(within(kfs).getByRole('row', { name: /APR/ }).textContent).toContain('9.07%');

    await user.click(screen.getByRole('button', { name: 'Accept with an OTP on my mobile' }));
    await user.type(await screen.findByLabelText('OTP sent to your mobile'), '123456');
    await user.click(screen.getByRole('button', { name: 'I accept the new terms' }));
    await waitFor(() => expect(sent).toContain(`POST /customer/leads/${LEAD}/kfs/verify-otp`));
    expect(sent[0]).toBe(`POST /customer/leads/${LEAD}/kfs/send-otp`);
  });

  it('after the disbursal: the cooling-off end date, the exit cost and the exit request', async () => {
    const user = userEvent.setup();
    const exited = requestCoolingOffExit.samples[0]!.response;
    const sent = answerApi({ [`POST /customer/leads/${LEAD}/cooling-off-exit`]: [201, exited] });
    renderPanel({ ...exited.data, exitRequest: null });
    expect(screen.getByTestId('cooling-off-end').textContent).toContain('until 29 Nov 2026');
    expect(screen.getByRole('region', { name: 'Cooling-off period' }).textContent).toContain('Leaving today costs ₹35,01,739.51');
    await user.click(screen.getByRole('button', { name: 'Ask Ganga Housing Finance Ltd to close the loan' }));
    await waitFor(() => expect(sent).toEqual([`POST /customer/leads/${LEAD}/cooling-off-exit`]));
    cleanup();

    renderPanel(exited.data);
    expect(screen.getByTestId('exit-request').textContent).toContain('repay ₹35,01,739.51');
    expect(screen.queryByRole('button', { name: /close the loan/ })).toBeNull();
  });

  it('once the lender closed the exit request: what it recorded as repaid, and when', () => {
    renderPanel(closeCoolingOffExit.samples[0]!.response.data);
    const exit = screen.getByTestId('exit-request').textContent;
    expect(exit).toContain('Ganga Housing Finance Ltd has closed the loan: it recorded ₹35,01,739.51 repaid on 29 Nov 2026.');
    expect(exit).not.toContain('repay ₹');
  });
});
