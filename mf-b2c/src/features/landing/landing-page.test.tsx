import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { setLanguage } from '@platform/shared';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { listLendingPartners } from '@platform/shared/contracts';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { answerApi } from '@platform/shared/testing/api-stub';
import { LANDING_PRODUCTS } from './landing-content';
import { LandingPage } from './landing-page';

const partner = listLendingPartners.samples[0]!.response.data[0]!;
// Two lenders' home-loan rates: the page quotes the lower with that lender's fee.
const partners = [
  {
    ...partner,
    products: [
      { product: 'personal-loan', name: 'Personal loan', fromRate: 10.49, processingFeePercent: 2, months: 36 },
      { product: 'plbt', name: 'Personal loan balance transfer', fromRate: 10.25, processingFeePercent: 1, months: 36 },
      { product: 'home-loan', name: 'Home loan', fromRate: 8.45, processingFeePercent: 0.5, months: 240 },
    ],
  },
  {
    ...partner,
    id: 'ganga-housing-finance',
    name: 'Ganga Housing Finance Ltd',
    products: [{ product: 'home-loan', name: 'Home loan', fromRate: 8.75, processingFeePercent: 0.5, months: 240 }],
  },
];

beforeEach(() => {
  answerApi({ 'GET /api/lending-partners': [200, { ...listLendingPartners.samples[0]!.response, data: partners }] });
});

function renderLanding(path: string, search = '') {
  const product = LANDING_PRODUCTS.find((p) => p.path === path)!;
  const router = createMemoryRouter(
    [
      { path, element: <LandingPage product={product} /> },
      { path: `/b2c/${product.form}`, element: <h1>Application form</h1> },
    ],
    { initialEntries: [`${path}${search}`] },
  );
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return { product, router };
}

const resultOf = (calculator: HTMLElement, term: string) => within(calculator).getByText(term).nextElementSibling?.textContent;

describe('product landing pages', () => {
  it('covers the twelve landing paths once each', () => {
    expect(new Set(LANDING_PRODUCTS.map((p) => p.path)).size).toBe(12);
  });

  it('carries referral and shopid to the application form', () => {
    renderLanding('/b2c/personal-loan-landing', '?referral=DEMOSHOP&shopid=S-42&utm=x');
    for (const link of screen.getAllByRole('link', { name: 'Apply for a personal loan' })) {
      expect(link.getAttribute('href')).toBe('/b2c/personal-loan?referral=DEMOSHOP&shopid=S-42');
    }
  });

  it('shows the lowest of the lenders’ rates (from their data, not the page) and an APR above it', async () => {
    renderLanding('/home-loan');
    expect((await screen.findByTestId('from-rate')).textContent).toBe('From 8.45% p.a.');
    expect(screen.getByText(/The lowest rate of our lending partners today/)).toBeTruthy();
    expect(screen.getByText(/APR from 8\.\d\d% p\.a\./)).toBeTruthy();
  });

  it('says so when the rates cannot be loaded, and shows no made-up rate', async () => {
    answerApi({ 'GET /api/lending-partners': [503, { success: false, message: 'The service is busy. Please try again in a minute.' }] });
    renderLanding('/home-loan');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByTestId('from-rate')).toBeNull();
    expect(screen.queryByTestId('emi-calculator')).toBeNull();
  });

  it('answers the EMI of ₹1 lakh at 10 % over 12 months as ₹8,792 and explains a bad tenure without losing it', async () => {
    renderLanding('/b2c/personal-loan-landing');
    const calculator = await screen.findByTestId('emi-calculator');
    fireEvent.change(within(calculator).getByLabelText(/Loan amount/), { target: { value: '100000' } });
    fireEvent.change(within(calculator).getByLabelText(/Interest rate/), { target: { value: '10' } });
    fireEvent.change(within(calculator).getByLabelText(/Tenure/), { target: { value: '12' } });
    fireEvent.change(within(calculator).getByLabelText(/Processing fee/), { target: { value: '0' } });
    expect(resultOf(calculator, 'Monthly EMI')).toBe('₹8,792');
    expect(resultOf(calculator, 'Total interest')).toBe('₹5,499');
    expect(resultOf(calculator, 'APR (with fees)')).toBe('10.00% p.a.');
    fireEvent.click(within(calculator).getByRole('button', { name: 'Show repayment schedule' }));
    expect(within(screen.getByTestId('amortisation')).getAllByRole('row')).toHaveLength(13);

    const tenure = within(calculator).getByLabelText(/Tenure/) as HTMLInputElement;
    fireEvent.change(tenure, { target: { value: '5' } });
    expect(tenure.value).toBe('5');
    expect(within(calculator).getByRole('alert').textContent).toBe('Tenure must be between 12 and 72 months');
    expect(within(calculator).queryByText('Monthly EMI')).toBeNull();
  });

  it('works out the net saving of a balance transfer after the fees', async () => {
    renderLanding('/b2c/plbt-landing');
    const calculator = await screen.findByTestId('balance-transfer-calculator');
    fireEvent.change(within(calculator).getByLabelText(/Amount still owed/), { target: { value: '500000' } });
    fireEvent.change(within(calculator).getByLabelText(/Current rate/), { target: { value: '16' } });
    fireEvent.change(within(calculator).getByLabelText(/New rate/), { target: { value: '12' } });
    fireEvent.change(within(calculator).getByLabelText(/Remaining tenure/), { target: { value: '36' } });
    fireEvent.change(within(calculator).getByLabelText(/Foreclosure charge/), { target: { value: '0' } });
    fireEvent.change(within(calculator).getByLabelText(/New processing fee/), { target: { value: '1' } });
    expect(resultOf(calculator, 'Interest saved')).toBe('₹34,969');
    // 1 % of ₹5 lakh plus 18 % GST is ₹5,900.
    expect(resultOf(calculator, 'Cost of moving')).toBe('₹5,900');
    expect(resultOf(calculator, 'Net saving')).toBe('₹29,069');
  });

  it('sizes the loan an income allows (FOIR)', async () => {
    renderLanding('/b2c/personal-loan-landing');
    const calculator = await screen.findByTestId('eligibility-calculator');
    fireEvent.change(within(calculator).getByLabelText(/Net monthly income/), { target: { value: '60000' } });
    fireEvent.change(within(calculator).getByLabelText(/EMIs you already pay/), { target: { value: '10000' } });
    expect(resultOf(calculator, 'EMI you can take on')).toBe('₹20,000');
  });

  it('shows no loan calculator for services that are not lending', () => {
    renderLanding('/b2c/web-development-landing');
    expect(screen.queryByTestId('emi-calculator')).toBeNull();
    expect(screen.getByText(/From ₹7,999/)).toBeTruthy();
  });

  it('shows the Key Fact Statement of the figures typed, and applies only once it is acknowledged', async () => {
    const { router } = renderLanding('/b2c/personal-loan-landing', '?referral=DEMOSHOP');
    const calculator = await screen.findByTestId('emi-calculator');
    fireEvent.change(within(calculator).getByLabelText(/Loan amount/), { target: { value: '100000' } });
    fireEvent.change(within(calculator).getByLabelText(/Interest rate/), { target: { value: '10' } });
    fireEvent.change(within(calculator).getByLabelText(/Tenure/), { target: { value: '12' } });
    fireEvent.change(within(calculator).getByLabelText(/Processing fee/), { target: { value: '2' } });
    fireEvent.click(within(calculator).getByRole('button', { name: 'See Key Fact Statement' }));
    const kfs = screen.getByTestId('key-fact-statement');
    expect(within(kfs).getByText('Net amount disbursed to you').nextElementSibling?.textContent).toBe('₹97,640');
    // The KFS's APR is the calculator's: one function works out both.
    expect(within(kfs).getByText('Annual percentage rate (APR)').nextElementSibling?.textContent).toBe(resultOf(calculator, 'APR (with fees)'));
    fireEvent.click(within(kfs).getByRole('button', { name: 'Accept and apply' }));
    expect(router.state.location.pathname).toBe('/b2c/personal-loan-landing');
    expect(within(kfs).getByRole('alert').textContent).toBe('Read the Key Fact Statement and tick the box first.');
    fireEvent.click(within(kfs).getByRole('checkbox', { name: 'I have read the KFS' }));
    fireEvent.click(within(kfs).getByRole('button', { name: 'Accept and apply' }));
    expect(await screen.findByRole('heading', { name: 'Application form' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/b2c/personal-loan?referral=DEMOSHOP');
  });

  it('puts the APR beside the card finance charges, a monthly rate', () => {
    renderLanding('/b2c/credit-card-landing');
    expect(screen.getByRole('row', { name: /Finance charges/ }).textContent).toContain('3% to 3.75% a month on unpaid balances (APR 36% to 45% p.a.)');
  });
});

describe('a landing page in Hindi and Marathi', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('shows its own headings, the rate and the Key Fact Statement button in Hindi after the switch', async () => {
    renderLanding('/home-loan');
    expect((await screen.findByTestId('from-rate')).textContent).toBe('From 8.45% p.a.');
    act(() => setLanguage('hi'));
    expect(screen.getByTestId('from-rate').textContent).toBe('8.45% प्रति वर्ष से');
    expect(screen.getByRole('heading', { level: 2, name: 'कौन आवेदन कर सकता है' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'मुख्य तथ्य विवरण देखें' })[0]).toBeTruthy();
  });

  it('says what the product is, who can apply, documents, fees, FAQs and the guide in Hindi and Marathi, and the same English back', async () => {
    renderLanding('/b2c/personal-loan-landing', '?referral=DEMOSHOP');
    await screen.findByTestId('from-rate');
    const english = () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Personal loan for any need' })).toBeTruthy();
      expect(screen.getByRole('row', { name: /Processing fee/ }).textContent).toContain('1% to 3% of the loan plus GST');
      expect(screen.getByText('How quickly is the money paid?')).toBeTruthy();
      expect(screen.getByText(/with the processing fee \(1% to 3% of the loan amount plus 18% GST\)/)).toBeTruthy();
    };
    english();

    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'हर ज़रूरत के लिए पर्सनल लोन' })).toBeTruthy();
    expect(screen.getByText('21 से 58 वर्ष की आयु के भारतीय निवासी').tagName).toBe('LI');
    expect(screen.getByText('हाल की एक फ़ोटो')).toBeTruthy();
    expect(screen.getByRole('row', { name: /प्रोसेसिंग शुल्क/ }).textContent).toContain('लोन का 1% से 3% + GST');
    expect(screen.getByText('पैसा कितनी जल्दी मिलता है?')).toBeTruthy();
    // The fee line inside the APR sentence is the page's own, so it follows the language too.
    expect(screen.getByText(/प्रोसेसिंग शुल्क \(लोन राशि का 1% से 3% \+ 18% GST\) सहित APR/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'पर्सनल लोन: यह कैसे काम करता है' }).getAttribute('href')).toBe('/read-more/pl/personal-loan-guide');
    for (const link of screen.getAllByRole('link', { name: 'पर्सनल लोन के लिए आवेदन करें' })) {
      expect(link.getAttribute('href')).toBe('/b2c/personal-loan?referral=DEMOSHOP');
    }
    expect(screen.queryByText('How quickly is the money paid?')).toBeNull();

    act(() => setLanguage('mr'));
    expect(screen.getByRole('heading', { level: 1, name: 'प्रत्येक गरजेसाठी वैयक्तिक कर्ज' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /EMI भरण्यास उशीर/ }).textContent).toContain('थकलेल्या EMI वर दरमहा 2%');
    expect(screen.getByText('पैसे किती लवकर मिळतात?')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'वैयक्तिक कर्जासाठी अर्ज करा' })).toHaveLength(2);

    act(() => setLanguage('en'));
    english();
  });

  it('gives a service’s price in Marathi', () => {
    renderLanding('/b2c/web-development-landing');
    act(() => setLanguage('mr'));
    expect(screen.getByText('पाच पानांची वेबसाइट ₹7,999 पासून, एका वर्षाच्या डोमेन आणि होस्टिंगसह (GST अतिरिक्त)')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'तुमच्या व्यवसायासाठी वेबसाइट' })).toBeTruthy();
  });

  it('works the EMI calculator in Hindi and Marathi: its labels, results, schedule and an out-of-range tenure', async () => {
    renderLanding('/b2c/personal-loan-landing');
    const calculator = await screen.findByTestId('emi-calculator');
    fireEvent.change(within(calculator).getByLabelText(/Loan amount/), { target: { value: '100000' } });
    fireEvent.change(within(calculator).getByLabelText(/Interest rate/), { target: { value: '10' } });
    fireEvent.change(within(calculator).getByLabelText(/Tenure/), { target: { value: '12' } });
    fireEvent.change(within(calculator).getByLabelText(/Processing fee/), { target: { value: '0' } });
    act(() => setLanguage('hi'));
    expect(within(calculator).getByRole('heading', { level: 2 }).textContent).toBe('EMI कैलकुलेटर');
    expect(resultOf(calculator, 'मासिक EMI')).toBe('₹8,792');
    expect(resultOf(calculator, 'APR (शुल्क सहित)')).toBe('10.00% प्रति वर्ष');
    fireEvent.click(within(calculator).getByRole('button', { name: 'भुगतान सारणी दिखाएँ' }));
    const schedule = within(screen.getByTestId('amortisation'));
    expect(schedule.getByRole('columnheader', { name: 'मूलधन' })).toBeTruthy();
    expect(schedule.getByRole('rowheader', { name: 'महीना 1' })).toBeTruthy();

    act(() => setLanguage('mr'));
    const tenure = within(calculator).getByLabelText(/^कालावधी \(महिने\)/) as HTMLInputElement;
    fireEvent.change(tenure, { target: { value: '5' } });
    // What was typed stays; the reason is in Marathi, the numbers as the English message has them.
    expect(tenure.value).toBe('5');
    expect(within(calculator).getByRole('alert').textContent).toBe('कालावधी 12 ते 72 महिने दरम्यान असावी');
  });
});
