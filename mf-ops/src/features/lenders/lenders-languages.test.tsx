// Lender management in Hindi and Marathi (issue 33): the pages' own words, the product, band and
// approval words follow the language switch; lenders', bankers' and products' own names stay as typed.
// What a save came to, kept beside its form, is in the reader's language too; in English it is the
// API's message exactly.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { getLender, listLenders, saveLenderProduct, updateLender } from '@platform/shared/contracts';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
// The rule the extraction check and the e2e Hindi pass judge words by.
import { foreignWords } from '../../../../scripts/same-in-every-language';
import { LenderPage } from './lender-page';
import { LendersPage } from './lenders-page';

afterEach(() => {
  cleanup();
  act(() => setLanguage('en'));
});

const LENDER = getLender.samples[0]!.response.data;
const ROW = {
  id: LENDER.id,
  name: LENDER.name,
  kind: 'bank',
  active: true,
  demo: false,
  pincodes: LENDER.pincodes,
  products: ['Personal loan'],
  approvedBankers: 1,
  managedAt: null,
};

type Answer = [number, unknown];

/** Reads are answered with the list or the lender, a save (PUT or POST) with `save`. */
function renderAt(url: string, save?: Answer) {
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const reading = (config.method ?? 'get').toUpperCase() === 'GET';
    const [status, data]: Answer =
      !reading && save
        ? save
        : [200, config.url === listLenders.path ? { success: true, message: 'ok', data: { items: [ROW] } } : getLender.samples[0]!.response];
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status < 300) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/ops/lenders" element={<LendersPage />} />
          <Route path="/ops/lenders/:id" element={<LenderPage />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}

describe('lender management in three languages', () => {
  it('lists the lenders and the add form in Hindi, then Marathi, then English as the spec words it', async () => {
    act(() => setLanguage('hi'));
    renderAt('/ops/lenders');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ऋणदाता');
    expect(within(table).getByRole('columnheader', { name: 'मंज़ूर बैंकर' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'बैंक' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'सक्रिय' })).toBeTruthy();
    // The lender's own product names are its words, not the page's.
    expect(within(table).getByRole('cell', { name: 'Personal loan' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'ऋणदाता जोड़ें' });
    expect(within(form).getByLabelText('शिकायत अधिकारी का ई-मेल')).toBeTruthy();

    act(() => setLanguage('mr'));
    expect(within(table).getByRole('cell', { name: 'बँक' })).toBeTruthy();
    expect(within(form).getByLabelText('RBI नोंदणीचा प्रकार')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'कर्जदाता जोडा' })).toBeTruthy();

    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lenders');
    expect(within(table).getByRole('cell', { name: 'Active' })).toBeTruthy();
    expect(within(form).getByLabelText('Grievance officer’s e-mail')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Add lender' })).toBeTruthy();
  });

  it('shows a lender’s terms, rate grid and bankers in Marathi and Hindi', async () => {
    act(() => setLanguage('mr'));
    renderAt(`/ops/lenders/${LENDER.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: new RegExp(`^${LENDER.name}: सक्रिय`) })).toBeTruthy();
    const terms = screen.getByRole('form', { name: 'अटी: वैयक्तिक कर्ज' });
    expect(within(terms).getByRole('button', { name: 'वैयक्तिक कर्ज जतन करा' })).toBeTruthy();
    expect(within(terms).getAllByRole('option', { name: 'चांगला (700-749)' }).length).toBeGreaterThan(0);
    expect(within(terms).getByLabelText('पगारदार')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'वैयक्तिक कर्ज काढा' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'कर्जदात्याचे बँकर' })).getByRole('columnheader', { name: 'मंजुरी' })).toBeTruthy();

    act(() => setLanguage('hi'));
    expect(screen.getByRole('form', { name: 'पर्सनल लोन की शर्तें' })).toBeTruthy();
    expect(screen.getByText(/^Personal loan: 10.99% सालाना से, ₹/)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'होम लोन' })).toBeTruthy();

    act(() => setLanguage('en'));
    expect(screen.getByRole('form', { name: 'Terms of the personal loan' })).toBeTruthy();
    expect(screen.getByText(/^Personal loan: from 10.99% a year, ₹[\d,]+ to ₹[\d,]+, \d+ to \d+ months$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove the personal loan' })).toBeTruthy();
  });
});

/** Latin-script words a reader of Hindi or Marathi would call English, the lender's name aside (it is the lender's). */
const englishIn = (text: string) => foreignWords(text.replaceAll(LENDER.name, ''));

/** The API's refusal of a stale page, as it sends it: the English message and its stable code. */
const STALE = 'Someone changed this lender since you opened it. Reload the page to see their change, then make yours again.';
const STALE_ANSWER: Answer = [409, { success: false, message: STALE, error: STALE, code: 'request.conflict' }];

describe('what a save came to, in three languages', () => {
  it('says a saved lender in Hindi, then Marathi, and in English as the API sent it', async () => {
    const answer = updateLender.samples[0]!.response;
    act(() => setLanguage('hi'));
    renderAt(`/ops/lenders/${LENDER.id}`, [200, answer]);
    const form = await screen.findByRole('form', { name: 'ऋणदाता का विवरण' });
    fireEvent.click(within(form).getByRole('button', { name: 'विवरण सहेजें' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(/[\u0900-\u097F]/));
    expect(status.textContent).toContain(LENDER.name);
    expect(englishIn(status.textContent!)).toEqual([]);
    const hindi = status.textContent;

    act(() => setLanguage('mr'));
    expect(status.textContent).not.toBe(hindi);
    expect(status.textContent).toContain(LENDER.name);
    expect(englishIn(status.textContent!)).toEqual([]);

    act(() => setLanguage('en'));
    expect(status.textContent).toBe(answer.message);
  });

  it('says a product’s saved terms by the answer’s code, the product named in the reader’s words', async () => {
    const answer = saveLenderProduct.samples[0]!.response;
    act(() => setLanguage('mr'));
    renderAt(`/ops/lenders/${LENDER.id}`, [200, answer]);
    const form = await screen.findByRole('form', { name: 'अटी: वैयक्तिक कर्ज' });
    fireEvent.click(within(form).getByRole('button', { name: 'वैयक्तिक कर्ज जतन करा' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(/[\u0900-\u097F]/));
    expect(englishIn(status.textContent!)).toEqual([]);

    act(() => setLanguage('en'));
    expect(status.textContent).toBe(answer.message);
  });

  it('says a refused save by its code in Hindi and Marathi, and the API’s English in English', async () => {
    act(() => setLanguage('hi'));
    renderAt(`/ops/lenders/${LENDER.id}`, STALE_ANSWER);
    const form = await screen.findByRole('form', { name: 'ऋणदाता का विवरण' });
    fireEvent.change(within(form).getByLabelText('नाम'), { target: { value: 'Deccan Bank Ltd' } });
    fireEvent.click(within(form).getByRole('button', { name: 'विवरण सहेजें' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('आपके यह पेज खोलने के बाद किसी और ने इस ऋणदाता को बदला है। उनका बदलाव देखने के लिए पेज फिर से लोड करें, फिर अपना बदलाव दोबारा करें।');
    // What was typed stays.
    expect((within(form).getByLabelText('नाम') as HTMLInputElement).value).toBe('Deccan Bank Ltd');

    act(() => setLanguage('mr'));
    expect(alert.textContent).toBe('तुम्ही हे पेज उघडल्यानंतर दुसऱ्या कोणीतरी हा कर्जदाता बदलला आहे. त्यांचा बदल पाहण्यासाठी पेज पुन्हा लोड करा, मग तुमचा बदल पुन्हा करा.');

    act(() => setLanguage('en'));
    expect(alert.textContent).toBe(STALE);
  });

  it('says a product that is gone in Marathi when removing it is refused', async () => {
    const gone = 'Deccan Commercial Bank Ltd has no personal loan to remove.';
    act(() => setLanguage('mr'));
    renderAt(`/ops/lenders/${LENDER.id}`, [404, { success: false, message: gone, error: gone, code: 'request.not-found-here' }]);
    const form = await screen.findByRole('form', { name: 'वैयक्तिक कर्ज काढा' });
    fireEvent.change(within(form).getByLabelText('वैयक्तिक कर्ज का काढत आहात?'), { target: { value: 'बँकेने बंद केले' } });
    fireEvent.click(within(form).getByRole('button', { name: 'वैयक्तिक कर्ज काढा' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('हा कर्जदाता, किंवा त्याचे हे प्रॉडक्ट, आता येथे नाही. कर्जदाता सध्या जसा आहे तसा पाहण्यासाठी पेज पुन्हा लोड करा.');

    act(() => setLanguage('en'));
    expect(alert.textContent).toBe(gone);
  });
});

describe('the new lender’s id hint', () => {
  const hintOf = (label: string) => {
    const input = screen.getByLabelText(label);
    return document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent!;
  };

  it('names its sample id in English, and in Hindi and Marathi describes the id without a word the Hindi pass calls English', async () => {
    renderAt('/ops/lenders');
    await screen.findByRole('table');
    expect(hintOf('Id')).toBe('Lower-case letters, digits and dashes, e.g. tapti-finance. It cannot be changed later.');

    act(() => setLanguage('hi'));
    expect(hintOf('आईडी')).toMatch(/a–z/);
    expect(foreignWords(hintOf('आईडी'))).toEqual([]);

    act(() => setLanguage('mr'));
    expect(hintOf('आयडी')).toMatch(/a–z/);
    expect(foreignWords(hintOf('आयडी'))).toEqual([]);
  });
});

describe('what is wrong with a lender form, in the reader’s language', () => {
  /** The message shown under a field, found by the field's label. */
  const errorOf = (form: HTMLElement, label: string) => {
    const input = within(form).getByLabelText(label);
    return document.getElementById(`${input.id}-error`)?.textContent;
  };

  it('says the add form’s mistakes in Hindi, the field named in Hindi too, then re-words them in Marathi and in the spec’s English', async () => {
    act(() => setLanguage('hi'));
    renderAt('/ops/lenders');
    const form = await screen.findByRole('form', { name: 'ऋणदाता जोड़ें' });
    fireEvent.change(within(form).getByLabelText('आईडी'), { target: { value: 'Tapti Finance' } });
    fireEvent.change(within(form).getByLabelText('वेबसाइट'), { target: { value: 'http://tapti.in' } });
    fireEvent.click(within(form).getByRole('button', { name: 'ऋणदाता जोड़ें' }));
    expect(await within(form).findByText('वेबसाइट https:// वाला पता होना चाहिए')).toBeTruthy();
    // A message built from a field's name: the name is the form's own Hindi word.
    expect(errorOf(form, 'नाम')).toBe('नाम आवश्यक है');
    expect(errorOf(form, 'सेवा वाले पिन कोड')).toBe('कम से कम एक PIN कोड (या उसके शुरुआती अंक) लिखें जहाँ ऋणदाता सेवा देता है');
    expect(errorOf(form, 'आईडी')).toBe('आईडी: केवल अंग्रेज़ी के छोटे अक्षर (a–z), अंक (0–9) और डैश (-)');
    expect(englishIn(errorOf(form, 'आईडी')!)).toEqual([]);

    act(() => setLanguage('mr'));
    expect(errorOf(form, 'वेबसाइट')).toBe('वेबसाइट https:// ने सुरू होणारा पत्ता असायला हवा');
    expect(errorOf(form, 'नाव')).toBe('नाव आवश्यक आहे');

    act(() => setLanguage('en'));
    expect(errorOf(form, 'Website')).toBe('Website must be an https:// address');
    expect(errorOf(form, 'Name')).toBe('Name is required');
  });

  it('says a product term out of bounds in Hindi, with its bound', async () => {
    act(() => setLanguage('hi'));
    renderAt(`/ops/lenders/${LENDER.id}`);
    const form = await screen.findByRole('form', { name: 'पर्सनल लोन की शर्तें' });
    fireEvent.change(within(form).getByLabelText('सबसे कम उम्र'), { target: { value: '16' } });
    fireEvent.change(within(form).getByLabelText('प्रोसेसिंग फ़ीस (राशि का %, GST से पहले)'), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'पर्सनल लोन सहेजें' }));
    expect(await within(form).findByText('सबसे कम उम्र कम से कम 18 होना आवश्यक है')).toBeTruthy();
    expect(errorOf(form, 'प्रोसेसिंग फ़ीस (राशि का %, GST से पहले)')).toBe('प्रोसेसिंग फ़ीस की अधिकतम सीमा 10% है');
  });
});
