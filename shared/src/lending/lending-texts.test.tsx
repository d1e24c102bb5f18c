import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { object } from 'yup';
import { setLanguage } from '@platform/shared';
import { Form } from '@platform/shared/forms';
import { BankDecisionFields } from './bank-decision-fields';
import { LenderJourneySummary } from './lender-journey-summary';
import type { LenderJourneyData } from './lender-journey-types';

// Only what the summary reads: the chosen offer, one later KFS waiting for the customer, the
// cooling-off period and an exit request not yet delivered.
const journey = {
  lenderName: 'Sahyadri Finserv Ltd',
  offerChosenAt: '2026-11-02T10:00:00.000Z',
  chosenOffer: { amountPaise: 30_000_000, rateBps: 1350, tenureMonths: 36, aprBps: 1485, emiPaise: 1_018_000, kfsVersion: 1 },
  kfsVersions: [{ version: 2, amountPaise: 25_000_000, rateBps: 1400, tenureMonths: 36, createdAt: '2026-11-05T09:00:00.000Z', acknowledgedAt: null }],
  coolingOff: { disbursedOn: '2026-11-10', days: 3, endsOn: '2026-11-13' },
  exitRequest: { requestedAt: '2026-11-11T08:00:00.000Z', totalPaise: 25_010_000, sentToLenderAt: null },
} as unknown as LenderJourneyData;

afterEach(() => act(() => setLanguage('en')));

describe('the lender journey summary', () => {
  it('tells the journey in English as before', () => {
    render(<LenderJourneySummary journey={journey} />);
    expect(screen.getByRole('heading', { name: 'Lender chosen by the customer: Sahyadri Finserv Ltd' })).toBeTruthy();
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines[0]).toMatch(/^2026-11-02: chose ₹3,00,000(\.00)? at 13\.50% for 36 months \(APR 14\.85%, EMI .+\); accepted KFS version 1 by OTP\.$/);
    expect(lines[1]).toMatch(/\(KFS version 2\); waiting for the customer to accept them by OTP\.$/);
    expect(lines[2]).toBe('Cooling-off period until 2026-11-13 (3 days from the disbursal on 2026-11-10).');
    expect(lines[3]).toMatch(/; sent to the lender \(not yet delivered\)\.$/);
  });

  it('in Marathi', () => {
    setLanguage('mr');
    render(<LenderJourneySummary journey={journey} />);
    expect(screen.getByRole('heading', { name: 'ग्राहकाने निवडलेला कर्जदाता: Sahyadri Finserv Ltd' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'निवडलेला कर्जदाता: Sahyadri Finserv Ltd' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')[2]!.textContent).toBe('कूलिंग-ऑफ कालावधी 2026-11-13 पर्यंत (2026-11-10 रोजीच्या वितरणापासून 3 दिवस).');
  });
});

describe('the facts of a bank’s decision', () => {
  const renderFields = (decision: string) =>
    render(
      <Form schema={object({})} onSubmit={() => undefined}>
        <BankDecisionFields decision={decision} />
      </Form>,
    );

  it('in English, the spec’s labels', () => {
    renderFields('sanctioned');
    expect(screen.getByRole('group', { name: 'What the bank sanctioned' })).toBeTruthy();
    expect(screen.getByLabelText('Sanctioned amount (₹)')).toBeTruthy();
    expect(screen.getByLabelText('Interest rate (% a year)')).toBeTruthy();
  });

  it('in Hindi', () => {
    setLanguage('hi');
    renderFields('disbursed');
    expect(screen.getByRole('group', { name: 'बैंक ने कितना वितरित किया' })).toBeTruthy();
    expect(screen.getByLabelText('वितरित राशि (₹)')).toBeTruthy();
    expect(screen.getByLabelText('लेंडर का रेफ़रेंस')).toBeTruthy();
  });
});
