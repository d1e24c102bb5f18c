import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@platform/shared';
import { KeyFactStatement } from './key-fact-statement';

const terms = { principal: 100_000, annualRate: 10, months: 12, processingFeePercent: 2 };

function fact(name: string): string {
  const term = within(screen.getByTestId('kfs-facts'))
    .getAllByRole('term')
    .find((dt) => dt.textContent === name);
  if (!term) throw new Error(`no fact named ${name}`);
  return term.nextElementSibling?.textContent ?? '';
}

describe('Key Fact Statement', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('shows the figures worked out from the terms', () => {
    render(<KeyFactStatement terms={terms} onAccept={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Key Fact Statement' })).toBeTruthy();
    expect(fact('Loan amount')).toBe('₹1,00,000');
    expect(fact('Interest rate (reducing balance)')).toBe('10.00% p.a., fixed');
    expect(fact('Annual percentage rate (APR)')).toBe('14.54% p.a.');
    expect(fact('Processing fee')).toBe('₹2,000');
    expect(fact('GST on the processing fee (18%)')).toBe('₹360');
    expect(fact('Total fees and charges')).toBe('₹2,360');
    expect(fact('Net amount disbursed to you')).toBe('₹97,640');
    expect(fact('EMI')).toBe('₹8,792');
    expect(fact('Number of instalments')).toBe('12 monthly');
    expect(fact('Total amount payable')).toBe('₹1,07,859');
    expect(fact('Cooling-off (look-up) period')).toMatch(/^3 days from disbursal/);
    expect(fact('Grievance Redressal Officer')).toContain('Rohini Deshpande');
    expect(within(screen.getByTestId('kfs-schedule')).getAllByRole('row')).toHaveLength(13);
  });

  it('shows the same figures in Hindi', () => {
    act(() => setLanguage('hi'));
    render(<KeyFactStatement terms={terms} onAccept={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'मुख्य तथ्य विवरण (KFS)' })).toBeTruthy();
    expect(fact('ऋण राशि')).toBe('₹1,00,000');
    expect(fact('वार्षिक प्रतिशत दर (APR)')).toBe('14.54% प्रति वर्ष');
    expect(fact('आपको मिलने वाली शुद्ध राशि')).toBe('₹97,640');
    expect(fact('किस्तों की संख्या')).toBe('12 मासिक');
    expect(fact('कुल देय राशि')).toBe('₹1,07,859');
    expect(screen.getByTestId('key-fact-statement').getAttribute('lang')).toBe('hi');
  });

  it('accepts only after "I have read the KFS" is ticked, and says why not before', async () => {
    const onAccept = vi.fn();
    render(<KeyFactStatement terms={terms} onAccept={onAccept} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Read the Key Fact Statement and tick the box first.');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'I have read the KFS' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read the KFS' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });
});
