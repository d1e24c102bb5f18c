import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@platform/shared/api';
import { setLanguage } from '@platform/shared';
import { chooseOffer, confirmOfferChoice, DEMO_OFFER_LEAD_ID, SAMPLE_OFFER_SET, showOffers } from '@platform/shared/contracts';
import { OffersPanel } from './offers-panel';

type Sent = { key: string; body: unknown; flowToken: unknown };

/** Answers the offers calls from the contracts' samples, recording what was sent. */
function answerOffers(): Sent[] {
  const sent: Sent[] = [];
  const answers: Record<string, unknown> = {
    'POST /api/offers': showOffers.samples[0]!.response,
    [`POST /api/offers/${SAMPLE_OFFER_SET.id}/choose`]: chooseOffer.samples[0]!.response,
    [`POST /api/offers/${SAMPLE_OFFER_SET.id}/confirm`]: confirmOfferChoice.samples[0]!.response,
  };
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    sent.push({ key, body: config.data ? JSON.parse(String(config.data)) : undefined, flowToken: config.headers.get('X-Flow-Token') });
    const body = answers[key];
    const response = { data: body ?? { success: false, message: 'Not found' }, status: body ? 200 : 404, statusText: '', headers: {}, config, request: {} };
    if (body) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  apiClient.defaults.adapter = adapter;
  return sent;
}

function screenWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

const ASK_WORDS = {
  en: { tenure: 'Tenure (months)', age: 'Age (years)', see: 'See the offers' },
  hi: { tenure: 'अवधि (महीने)', age: 'उम्र (वर्ष)', see: 'ऑफ़र देखें' },
  mr: { tenure: 'मुदत (महिने)', age: 'वय (वर्षे)', see: 'ऑफर पाहा' },
};

async function askForOffers(user: ReturnType<typeof userEvent.setup>, words = ASK_WORDS.en) {
  await user.type(screen.getByLabelText(words.tenure), '36');
  await user.type(screen.getByLabelText(words.age), '30');
  await user.click(screen.getByRole('button', { name: words.see }));
  return screen.findByTestId('offer-set');
}

afterEach(() => {
  vi.unstubAllGlobals();
  // The panel is still on the page here: its language changing re-renders it.
  act(() => setLanguage('en'));
});

describe('the offers of an application', () => {
  it('asks for the three missing figures, then shows every offer by APR in a table, the unmatched lenders with reasons and the method', async () => {
    screenWidth(false);
    const sent = answerOffers();
    const user = userEvent.setup();
    render(<OffersPanel leadId={DEMO_OFFER_LEAD_ID} />);
    const set = await askForOffers(user);
    expect(sent[0]).toMatchObject({
      key: 'POST /api/offers',
      body: { leadId: DEMO_OFFER_LEAD_ID, tenureMonths: 36, existingEmis: 0, age: 30, language: 'en' },
    });
    const rows = within(screen.getByTestId('offer-table')).getAllByTestId('offer');
    expect(rows.map((row) => row.querySelector('th')?.firstChild?.textContent)).toEqual([
      'Deccan Commercial Bank Ltd',
      'Sahyadri Finserv Ltd',
      'Vindhya Digital Finance Pvt Ltd',
    ]);
    expect(rows[0]!.textContent).toContain('13.92% p.a.');
    expect(rows[0]!.textContent).toContain('₹10,000.15');
    // Nothing is pre-selected or recommended.
    expect(screen.getByTestId('offer-table').textContent).not.toMatch(/recommended|best offer/i);
    expect(set.querySelector('[aria-selected="true"], [aria-checked="true"], :checked')).toBeNull();
    expect(screen.getByTestId('indicative').textContent).toMatch(/700-749/);
    expect(screen.getByRole('heading', { name: '3 offers from 5 lenders' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lenders that did not match' })).toBeTruthy();
    expect(rows[0]!.textContent).toContain('36 months');
    const unmatched = within(screen.getByTestId('unmatched')).getAllByRole('listitem');
    expect(unmatched.map((item) => item.textContent)).toEqual([
      'Kaveri Credit Pvt Ltd: Kaveri Credit Pvt Ltd does not lend in PIN code 411001.',
      "Narmada Small Finance Bank Ltd: Narmada Small Finance Bank Ltd's personal loans run 6 to 24 months; the application asks for 36.",
    ]);
    expect(within(screen.getByTestId('offer-method')).getAllByRole('listitem')[3]!.textContent).toMatch(/lowest first; equal APRs by lender name/);
  });

  it('shows cards on a phone', async () => {
    screenWidth(true);
    answerOffers();
    render(<OffersPanel leadId={DEMO_OFFER_LEAD_ID} />);
    await askForOffers(userEvent.setup());
    expect(within(screen.getByTestId('offer-cards')).getAllByTestId('offer')).toHaveLength(3);
    expect(screen.queryByTestId('offer-table')).toBeNull();
  });

  it('opens an offer’s KFS with the lender’s charges; accepting sends the code to the customer’s mobile, and the code they type accepts it', async () => {
    screenWidth(false);
    const sent = answerOffers();
    const user = userEvent.setup();
    render(<OffersPanel leadId={DEMO_OFFER_LEAD_ID} atCounter />);
    await askForOffers(user);
    await user.click(screen.getByRole('button', { name: 'Key Fact Statement of Sahyadri Finserv Ltd’s offer' }));
    const kfs = screen.getByTestId('key-fact-statement');
    expect(within(kfs).getByText('Lender').nextElementSibling?.textContent).toBe('Sahyadri Finserv Ltd');
    expect(within(kfs).getByText('Penal charges on a late instalment').nextElementSibling?.textContent).toMatch(/24% a year/);
    expect(within(kfs).getByText('The lender’s grievance redressal officer').nextElementSibling?.textContent).toMatch(/Sachin Patil/);
    // The KFS's APR is the offer's: one function works out both.
    expect(within(kfs).getByText('Annual percentage rate (APR)').nextElementSibling?.textContent).toBe('14.85% p.a.');
    expect(screen.getByTestId('language-switch')).toBeTruthy();

    await user.click(within(kfs).getByRole('checkbox', { name: 'I have read the KFS' }));
    await user.click(within(kfs).getByRole('button', { name: 'Choose Sahyadri Finserv Ltd' }));
    const otp = await screen.findByTestId('offer-otp');
    expect(sent.at(-1)).toMatchObject({ key: `POST /api/offers/${SAMPLE_OFFER_SET.id}/choose`, body: { lenderId: 'sahyadri-finserv' } });
    expect(within(otp).getByRole('status').textContent).toMatch(/customer’s mobile \*{6}0001\. Hand the screen to the customer/);

    await user.type(within(otp).getByLabelText('Code from the customer’s mobile'), '123456');
    await user.click(within(otp).getByRole('button', { name: 'Accept the offer' }));
    expect((await screen.findByTestId('offer-chosen')).textContent).toMatch(/Offer accepted: Sahyadri Finserv Ltd/);
    expect(sent.at(-1)).toMatchObject({
      key: `POST /api/offers/${SAMPLE_OFFER_SET.id}/confirm`,
      body: { otp: '123456' },
      flowToken: chooseOffer.samples[0]!.response.choiceToken,
    });
  });

  it('in Marathi: asks for a Marathi set and says why each lender did not match, and the method, in Marathi', async () => {
    screenWidth(false);
    setLanguage('mr');
    const sent = answerOffers();
    render(<OffersPanel leadId={DEMO_OFFER_LEAD_ID} />);
    await askForOffers(userEvent.setup(), ASK_WORDS.mr);
    expect(sent[0]).toMatchObject({ key: 'POST /api/offers', body: { language: 'mr' } });
    expect(screen.getByRole('heading', { name: 'जुळले नाहीत असे कर्जदाते' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ऑफर पुन्हा पाहा' })).toBeTruthy();
    expect(within(screen.getByTestId('offer-table')).getByRole('columnheader', { name: 'APR (शुल्कासह)' })).toBeTruthy();
    // The sample set's reasons, said again from their rules in the reader's language.
    expect(
      within(screen.getByTestId('unmatched'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Kaveri Credit Pvt Ltd: Kaveri Credit Pvt Ltd पिन कोड 411001 मध्ये कर्ज देत नाही.',
      'Narmada Small Finance Bank Ltd: Narmada Small Finance Bank Ltd चे पर्सनल लोन 6 ते 24 महिन्यांसाठी असते; अर्जात 36 महिने मागितले आहेत.',
    ]);
    expect(within(screen.getByTestId('offer-method')).getAllByRole('listitem')[4]!.textContent).toBe('जे कर्जदाते जुळले नाहीत त्यांची नावे कारणासह दिली जातात.');
  });

  it('shows the stored words of a set kept before reasons had codes', async () => {
    screenWidth(false);
    setLanguage('hi');
    answerOffers();
    const old = { ...SAMPLE_OFFER_SET, unmatched: [{ ...SAMPLE_OFFER_SET.unmatched[0]!, rule: null }] };
    apiClient.defaults.adapter = async (config) => ({
      data: { ...showOffers.samples[0]!.response, data: old },
      status: 201,
      statusText: '',
      headers: {},
      config,
      request: {},
    });
    render(<OffersPanel leadId={DEMO_OFFER_LEAD_ID} />);
    await askForOffers(userEvent.setup(), ASK_WORDS.hi);
    expect(within(screen.getByTestId('unmatched')).getByRole('listitem').textContent).toBe(
      'Kaveri Credit Pvt Ltd: Kaveri Credit Pvt Ltd does not lend in PIN code 411001.',
    );
  });
  it('in Hindi: the questions, the heading, the notice, the table and the choice of an offer', async () => {
    screenWidth(false);
    setLanguage('hi');
    const sent = answerOffers();
    const user = userEvent.setup();
    render(<OffersPanel leadId={DEMO_OFFER_LEAD_ID} atCounter />);
    expect(screen.getByLabelText('हर महीने पहले से चुकाई जा रही EMI (₹)')).toBeTruthy();
    await askForOffers(user, ASK_WORDS.hi);
    expect(screen.getByRole('heading', { name: '5 लेंडरों में से 3 ऑफ़र' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'जो लेंडर मेल नहीं खाए' })).toBeTruthy();
    expect(screen.getByTestId('indicative').textContent).toMatch(/^अनुमानित: .*700-749/);
    const table = screen.getByTestId('offer-table');
    expect(within(table).getByRole('columnheader', { name: 'मासिक EMI' })).toBeTruthy();
    expect(within(table).getAllByTestId('offer')[0]!.textContent).toContain('13.92% प्रति वर्ष');

    await user.click(screen.getByRole('button', { name: 'Sahyadri Finserv Ltd के ऑफ़र का मुख्य तथ्य विवरण (KFS)' }));
    expect(screen.getByRole('button', { name: 'ऑफ़र पर वापस जाएँ' })).toBeTruthy();
    const kfs = screen.getByTestId('key-fact-statement');
    await user.click(within(kfs).getByRole('checkbox'));
    await user.click(within(kfs).getByRole('button', { name: 'Sahyadri Finserv Ltd चुनें' }));
    const otp = await screen.findByTestId('offer-otp');
    expect(within(otp).getByRole('status').textContent).toMatch(/^हमने ग्राहक के मोबाइल \*{6}0001 पर/);
    expect(within(otp).getByLabelText('ग्राहक के मोबाइल पर आया कोड')).toBeTruthy();
    expect(within(otp).getByRole('button', { name: 'ऑफ़र स्वीकार करें' })).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ body: { lenderId: 'sahyadri-finserv' } });
  });

  it('in Hindi: a figure out of bounds is refused in Hindi, the question named in its Hindi words, before anything is sent', async () => {
    setLanguage('hi');
    const sent = answerOffers();
    const user = userEvent.setup();
    render(<OffersPanel leadId={DEMO_OFFER_LEAD_ID} />);
    await user.type(screen.getByLabelText(ASK_WORDS.hi.tenure), '2');
    await user.type(screen.getByLabelText(ASK_WORDS.hi.age), '30');
    await user.click(screen.getByRole('button', { name: ASK_WORDS.hi.see }));
    expect(await screen.findByText('अवधि (महीने) कम से कम 3 होना आवश्यक है')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
