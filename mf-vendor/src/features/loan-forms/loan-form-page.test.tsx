import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiClient } from '@platform/shared/api';
import { sendCustomerLookupOtp, uploadSaleDocuments, verifyCustomerLookupOtp } from '@platform/shared/contracts';
import { answerApi, holdUpload } from '@platform/shared/testing/api-stub';
import { setLanguage } from '@platform/shared';
import { SALE_DOCUMENT_LABELS, sellingProduct } from '@platform/shared/schemas';
import { LoanFormPage } from './loan-form-page';
import { LOAN_FORM_PAGES } from './loan-forms';
import { texts } from './texts';

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  sessionStorage.clear();
  // The form may still be on the page here: its language changing re-renders it.
  act(() => setLanguage('en'));
});

function renderForm(path = '/vender/home-loan-form') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<LoanFormPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('form');
}

const field = (form: HTMLElement, name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

describe('a returning customer on a loan form', () => {
  it('fills empty fields only after the customer’s OTP, and replaces typed ones only when the shop says so', async () => {
    const sent = answerApi({
      'POST /api/get-user/send-otp': [200, sendCustomerLookupOtp.samples[0]!.response],
      'POST /api/get-user/verify-otp': [200, verifyCustomerLookupOtp.samples[0]!.response],
      'GET /api/get-user?mobile=9876500001': [
        200,
        {
          success: true,
          data: {
            fullName: 'Priya Sharma',
            mobile: '9876500001',
            email: 'priya@example.com',
            pincode: '411001',
            city: 'Pune',
            state: 'Maharashtra',
            address: null,
            source: 'account',
          },
        },
      ],
    });
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(field(form, 'email'), 'typed@example.com');

    await user.click(screen.getByRole('button', { name: 'Returning customer? Fill in their saved details' }));
    await user.type(screen.getByLabelText('Customer’s mobile for the OTP'), '98765');
    await user.click(screen.getByRole('button', { name: 'Send OTP to the customer' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/10 digits/);
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Customer’s mobile for the OTP'));
    await user.type(screen.getByLabelText('Customer’s mobile for the OTP'), '9876500001');
    await user.click(screen.getByRole('button', { name: 'Send OTP to the customer' }));
    await user.type(await screen.findByLabelText('OTP the customer received'), '123456');
    expect(field(form, 'fullName').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Confirm OTP and fill in' }));

    await screen.findByRole('button', { name: 'Use the saved details' });
    expect(sent).toEqual(['POST /api/get-user/send-otp', 'POST /api/get-user/verify-otp', 'GET /api/get-user?mobile=9876500001']);
    expect(field(form, 'fullName').value).toBe('Priya Sharma');
    expect(field(form, 'mobile').value).toBe('9876500001');
    expect(field(form, 'city').value).toBe('Pune');
    expect(field(form, 'email').value).toBe('typed@example.com');
    const differs = screen.getByRole('group', { name: 'Details that differ from what you typed' });
    expect(within(differs).getByText(/you typed “typed@example.com”, saved “priya@example.com”/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Use the saved details' }));
    expect(field(form, 'email').value).toBe('priya@example.com');
  });

  it('refuses a short mobile before any OTP is sent, saying why in Hindi', async () => {
    setLanguage('hi');
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'पुराने ग्राहक? उनकी सेव की हुई जानकारी भरें' }));
    await user.type(screen.getByLabelText('OTP के लिए ग्राहक का मोबाइल'), '98765');
    await user.click(screen.getByRole('button', { name: 'ग्राहक को OTP भेजें' }));
    expect(screen.getByRole('alert').textContent).toBe('फ़ोन नंबर 10 अंकों का होना चाहिए');
  });

  it('says so when the mobile has no saved details, and fills nothing', async () => {
    answerApi({
      'POST /api/get-user/send-otp': [
        200,
        { ...sendCustomerLookupOtp.samples[0]!.response, message: 'OTP sent to 9876500009. Ask the customer to read it out.' },
      ],
      'POST /api/get-user/verify-otp': [200, { ...verifyCustomerLookupOtp.samples[0]!.response, mobile: '9876500009' }],
      'GET /api/get-user?mobile=9876500009': [404, { success: false, error: 'We have no customer with this mobile number. Please fill in their details.' }],
    });
    const user = userEvent.setup();
    const form = renderForm();
    await user.click(screen.getByRole('button', { name: 'Returning customer? Fill in their saved details' }));
    await user.type(screen.getByLabelText('Customer’s mobile for the OTP'), '9876500009');
    await user.click(screen.getByRole('button', { name: 'Send OTP to the customer' }));
    await user.type(await screen.findByLabelText('OTP the customer received'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm OTP and fill in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We have no customer with this mobile number. Please fill in their details.');
    expect(field(form, 'fullName').value).toBe('');
  });
});

describe('documents in a loan form', () => {
  it('lists what the product needs and refuses a file over 5 MB without losing what was attached', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm('/vender/personal-loan-form');
    expect(screen.getByTestId('attached-count').textContent).toBe('None attached yet; 5 needed.');
    await user.upload(screen.getByLabelText('PAN card'), new File(['%PDF-1.4'], 'pan.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('attached-count').textContent).toBe('1 of 5 attached.');
    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Passport-size photo'), huge);
    expect(screen.getByRole('alert').textContent).toBe('huge.png is 6.0 MB: a document must be at most 5 MB');
    // The refused file is not named as chosen; the one attached is.
    const chosenBeside = (label: string) => document.getElementById(`${screen.getByLabelText(label).id}-chosen`)!.textContent;
    expect(chosenBeside('Passport-size photo')).toBe('No file chosen');
    expect(chosenBeside('PAN card')).toBe('pan.pdf');
    await user.upload(screen.getByLabelText('Bank statement (last 6 months)'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('notes.txt is not a PDF, JPG or PNG file')).toBeTruthy();
    expect(screen.getByTestId('attached-count').textContent).toBe('1 of 5 attached.');
  });
});

describe('documents sent with a filed sale', () => {
  const saleId = 'aaaaaaaa-0000-4000-8000-000000000007';

  /** A personal-loan form answered (restored as a draft), a 300-byte PAN card and a 100-byte photo attached, the sale filed and its documents held open. */
  async function fileSaleWithDocuments() {
    sessionStorage.setItem(
      'productFormDraft:vendor-personal-loan',
      JSON.stringify({
        values: {
          fullName: 'Aarav Gupta',
          mobile: '9876543210',
          email: 'aarav.gupta@example.com',
          pincode: '560034',
          city: 'Bengaluru',
          pan: 'ABCPG1234K',
          employmentType: 'salaried',
          organisationName: 'Infosys Limited',
          monthlyIncome: '85,000',
          purpose: 'medical',
          loanAmount: '3,00,000',
          referred: '',
          termsAccepted: true,
        },
      }),
    );
    const upload = holdUpload(
      { 'POST /loans/personal-loans/submit': [200, { success: true, message: 'Application submitted', applicationId: saleId }] },
      `PUT /api/pendency-docs/${saleId}`,
    );
    render(
      <MemoryRouter initialEntries={['/vender/personal-loan-form']}>
        <Routes>
          <Route path="/vender/personal-loan-form" element={<LoanFormPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('PAN card'), new File(['p'.repeat(300)], 'pan.pdf', { type: 'application/pdf' }));
    await user.upload(screen.getByLabelText('Passport-size photo'), new File(['f'.repeat(100)], 'photo.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await upload.sent;
    return upload;
  }

  it('shows how far each document has gone after the sale is filed, and clears it once they are stored', async () => {
    const upload = await fileSaleWithDocuments();
    expect(screen.getByRole('progressbar', { name: 'Sending pan.pdf: 0%' })).toBeTruthy();
    act(() => upload.progress(150, 400));
    expect(screen.getByRole('progressbar', { name: 'Sending pan.pdf: 50%' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Sending photo.jpg: 0%' })).toBeTruthy();
    act(() => upload.progress(350, 400));
    expect(screen.getByRole('progressbar', { name: 'Sending photo.jpg: 50%' })).toBeTruthy();
    upload.answer(200, uploadSaleDocuments.samples[0]!.response);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('clears the progress when the documents are refused (the sale stands; they follow from its page)', async () => {
    const upload = await fileSaleWithDocuments();
    act(() => upload.progress(300, 400));
    expect(screen.getByRole('progressbar', { name: 'Sending pan.pdf: 100%' })).toBeTruthy();
    upload.answer(413, { success: false, error: 'Files too large' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});

describe('the loan forms in the shop’s language', () => {
  it('keep the shared tables’ English words: product names and document names', () => {
    for (const page of LOAN_FORM_PAGES) expect(page.heading).toBe(sellingProduct(page.slug).label);
    expect(texts.en.documents.kinds).toEqual(SALE_DOCUMENT_LABELS);
  });

  it('in English: the heading, the link to the loan sales, the labels and the button', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Home loan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'loan sales' }).getAttribute('href')).toBe('/vender/loan-sell-history');
    expect(screen.getByLabelText("Customer's full name")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeTruthy();
  });

  it('in Hindi: the heading, the link, the labels and hints, the returning-customer panel and the button', async () => {
    setLanguage('hi');
    const user = userEvent.setup();
    const form = renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'होम लोन' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'लोन बिक्री' }).getAttribute('href')).toBe('/vender/loan-sell-history');
    expect(screen.getByLabelText('ग्राहक का पूरा नाम')).toBe(field(form, 'fullName'));
    expect(screen.getByLabelText('प्रॉपर्टी का मूल्य')).toBe(field(form, 'propertyValue'));
    expect(screen.getByText('जैसा PAN कार्ड पर है')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'दस्तावेज़' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'आवेदन जमा करें' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'पुराने ग्राहक? उनकी सेव की हुई जानकारी भरें' }));
    expect(screen.getByLabelText('OTP के लिए ग्राहक का मोबाइल')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ग्राहक को OTP भेजें' })).toBeTruthy();
  });

  it('in Marathi: the documents picker names each document and says why a file is refused', async () => {
    setLanguage('mr');
    const user = userEvent.setup({ applyAccept: false });
    renderForm('/vender/personal-loan-form');
    expect(screen.getByRole('heading', { level: 1, name: 'वैयक्तिक कर्ज' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अर्ज सादर करा' })).toBeTruthy();
    expect(screen.getByTestId('attached-count').textContent).toBe('अजून काहीही जोडलेले नाही; 5 हवी आहेत.');
    await user.upload(screen.getByLabelText('PAN कार्ड'), new File(['%PDF-1.4'], 'pan.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('attached-count').textContent).toBe('5 पैकी 1 जोडली.');
    expect(screen.getByRole('button', { name: 'PAN कार्ड काढा' })).toBeTruthy();
    await user.upload(screen.getByLabelText('बँक स्टेटमेंट (मागील 6 महिने)'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe('notes.txt ही PDF, JPG किंवा PNG फाइल नाही');
    // Each file field in Marathi, where the browser would say “Choose file” and “No file chosen” in its own language.
    const chosenBeside = (label: string) => document.getElementById(`${screen.getByLabelText(label).id}-chosen`)!.textContent;
    expect(screen.getAllByText('फाइल निवडा')).toHaveLength(5);
    expect(chosenBeside('PAN कार्ड')).toBe('pan.pdf');
    expect(chosenBeside('बँक स्टेटमेंट (मागील 6 महिने)')).toBe('एकही फाइल निवडलेली नाही');
  });

  it('follows a language switch on a form already open', () => {
    renderForm();
    expect(screen.getByLabelText("Customer's mobile number")).toBeTruthy();
    act(() => setLanguage('mr'));
    expect(screen.getByLabelText('ग्राहकाचा मोबाइल नंबर')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'गृहकर्ज' })).toBeTruthy();
  });
});
