import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/env';
import { dropApiCalls, fakeApiAnswer, lastOtp, storedEnquiries, toast, uniqueMobile } from '../support/enquiry';

const SUBMIT = '/inquiry/inquiry-submission';

function form(page: Page) {
  return page.getByRole('form', { name: 'Education Loan Application' });
}

async function fillEnquiry(page: Page, mobile: string) {
  const f = form(page);
  await f.getByLabel('Full Name').fill('Ananya Iyer');
  await f.getByLabel('Phone Number').fill(mobile);
  await f.getByLabel('Email').fill('ananya.iyer@example.com');
  await f.getByLabel('Pin Code').fill('600028');
  await f.getByLabel('Address').fill('7 Luz Church Road, Mylapore, Chennai');
  await f.getByLabel('Loan Amount').fill('12,00,000');
  await f.getByLabel('I declare that I am a resident of India.').check();
}

test.describe('education-loan enquiry', () => {
  test('from a referral link to the thank-you page, with the OTP from the outbox', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const mobile = uniqueMobile();
    // The page's clock is the test's, held still from the first script on: the 3 s before the OTP
    // page is stepped, not waited out. (Pausing it only before the click raced the page's own
    // clock: on a busy machine more than the margin passed between reading it and pausing it.)
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto('/education-loan?referral=E2EREF&shopid=SHOP9');
    await expect(page.getByRole('heading', { level: 1, name: 'Education loan' })).toBeVisible();
    await expect(page.getByRole('img', { name: "A graduate's cap on a stack of books" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our education-loan lenders' })).toBeVisible();
    const referral = form(page).getByLabel('Referral Code');
    await expect(referral).toHaveValue('E2EREF');
    await expect(referral).toHaveAttribute('readonly', '');
    // Both consent boxes are one value: ticking one ticks the other.
    await fillEnquiry(page, mobile);
    await expect(form(page).getByRole('checkbox').first()).toBeChecked();

    const submission = page.waitForRequest((request) => request.url() === `${API_URL}${SUBMIT}` && request.method() === 'POST');
    await form(page).getByRole('button', { name: 'Verify' }).click();
    const sent = await submission;
    expect(sent.postDataJSON()).toEqual({
      username: 'Ananya Iyer',
      mobile,
      email: 'ananya.iyer@example.com',
      pincode: '600028',
      address: '7 Luz Church Road, Mylapore, Chennai',
      loanAmount: 1200000,
      referred: 'E2EREF',
      type: 'education loan',
      shopID: 'SHOP9',
    });
    await expect(toast(page, 'Your inquiry has been submitted')).toBeVisible();
    await expect(form(page).getByLabel('Full Name')).toHaveValue('');
    expect(await page.evaluate(() => sessionStorage.getItem('InquiryToken'))).toBeTruthy();
    // The notice stays readable for 3 seconds before the OTP page.
    await page.clock.runFor(2900);
    await expect(page.getByRole('heading', { level: 1, name: 'Education loan' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/education-loan');
    await page.clock.runFor(100);
    await page.waitForURL('**/b2c/verfiyotp');
    await page.clock.resume();

    await expect(page.getByRole('heading', { level: 1, name: 'Verify OTP' })).toBeVisible();
    await expect(page.getByText(`+91 ${mobile.slice(0, 2)}xxxxxx${mobile.slice(8)}`)).toBeVisible();
    await expect(page.getByText('education Loan enquiry')).toBeVisible();
    // Resend waits out the server's cooldown, and says so.
    await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    await expect(page.getByText(/You can ask for a new OTP in \d+ s\./)).toBeVisible();

    // A reload keeps the pending enquiry.
    await page.reload();
    await expect(page.getByText('education Loan enquiry')).toBeVisible();

    await page.getByRole('textbox', { name: 'OTP' }).fill(await lastOtp(mobile));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/b2c/thankyou');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await expect(page.getByText('Your education Loan request has reached us.')).toBeVisible();

    const [enquiry] = await storedEnquiries(mobile);
    expect(enquiry).toMatchObject({ status: 'verified', referred: 'E2EREF', shopID: 'SHOP9', type: 'education loan', loanAmount: 1200000 });
    expect(errors).toEqual([]);
  });

  test('the OTP page opened without an enquiry says what to do', async ({ page }) => {
    await page.goto('/b2c/verfiyotp');
    await expect(page.getByText('There is no enquiry waiting for an OTP in this browser tab.')).toBeVisible();
    await page.getByRole('link', { name: 'Apply for an education loan' }).click();
    await expect(form(page)).toBeVisible();
  });

  test('shows the messages of docs/spec/product.md §5 beside the fields', async ({ page }) => {
    await page.goto('/b2c/education-loan');
    await form(page).getByLabel('Pin Code').fill('6000A8');
    await form(page).getByRole('button', { name: 'Verify' }).click();
    for (const message of [
      'Full Name is required',
      'Phone number is required',
      'Email is required',
      'Must be only digits',
      'Address is required',
      'Loan Amount is required',
    ]) {
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form(page).getByText('You must accept the terms and conditions')).toHaveCount(2);
    await form(page).getByLabel('Pin Code').fill('60002');
    await expect(form(page).getByText('Must be exactly 6 digits')).toBeVisible();
    await form(page).getByLabel('Phone Number').fill('98765');
    await form(page).getByLabel('Email').fill('ananya@example');
    await form(page).getByLabel('Full Name').focus();
    await expect(form(page).getByText('Phone number must be 10 digits')).toBeVisible();
    await expect(form(page).getByText('Invalid email address')).toBeVisible();
  });

  const failures: [string, (page: Page) => Promise<void>, string][] = [
    [
      'success:false with a message',
      (page) => fakeApiAnswer(page, SUBMIT, 200, { success: false, message: 'Enquiries from this PIN code are paused' }),
      'Enquiries from this PIN code are paused',
    ],
    ['success:false without a message', (page) => fakeApiAnswer(page, SUBMIT, 200, { success: false }), 'Your inquiry has not submitted'],
    [
      'a failed request with an error',
      (page) => fakeApiAnswer(page, SUBMIT, 422, { success: false, error: 'Pin Code is not serviceable yet' }),
      'Pin Code is not serviceable yet',
    ],
    ['a failed request without an error', (page) => fakeApiAnswer(page, SUBMIT, 500, {}), 'some error occurred! plese try again'],
    ['a network failure', (page) => dropApiCalls(page, SUBMIT), 'some error occurred! plese try again'],
  ];

  for (const [name, breakApi, notice] of failures) {
    test(`on ${name}: the spinner stops, "${notice}" shows, the form and draft stay`, async ({ page }) => {
      await breakApi(page);
      await page.goto('/education-loan');
      const mobile = uniqueMobile();
      await fillEnquiry(page, mobile);
      await form(page).getByRole('button', { name: 'Verify' }).click();
      await expect(toast(page, notice)).toBeVisible();
      await expect(page.locator('.spinner-overlay')).toHaveCount(0);
      await expect(form(page).getByLabel('Phone Number')).toHaveValue(mobile);
      await expect(form(page).getByRole('button', { name: 'Verify' })).toBeEnabled();
      expect(page.url()).toMatch(/\/education-loan$/);
      await page.reload();
      await expect(form(page).getByLabel('Phone Number')).toHaveValue(mobile);
      expect(await page.evaluate(() => sessionStorage.getItem('InquiryToken'))).toBeNull();
    });
  }

  test('shows the full-screen spinner while the enquiry is in flight', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${API_URL}${SUBMIT}`, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.fallback();
    });
    await page.goto('/education-loan');
    await fillEnquiry(page, uniqueMobile());
    await form(page).getByRole('button', { name: 'Verify' }).click();
    await expect(page.locator('.spinner-overlay')).toBeVisible();
    release();
    await expect(page.locator('.spinner-overlay')).toHaveCount(0);
    await expect(toast(page, 'Your inquiry has been submitted')).toBeVisible();
  });

  test('a draft survives a reload and is cleared by a successful submission', async ({ page }) => {
    const mobile = uniqueMobile();
    await page.goto('/education-loan');
    await fillEnquiry(page, mobile);
    await page.reload();
    await expect(form(page).getByLabel('Full Name')).toHaveValue('Ananya Iyer');
    await expect(form(page).getByLabel('Loan Amount')).toHaveValue('12,00,000');
    await expect(form(page).getByLabel('Address')).toHaveValue('7 Luz Church Road, Mylapore, Chennai');
    await form(page).getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, 'Your inquiry has been submitted')).toBeVisible();
    await page.goto('/education-loan');
    await expect(form(page).getByLabel('Full Name')).toHaveValue('');
  });

  test('a double click stores one enquiry', async ({ page }) => {
    const mobile = uniqueMobile();
    let posts = 0;
    page.on('request', (request) => {
      if (request.url() === `${API_URL}${SUBMIT}` && request.method() === 'POST') posts += 1;
    });
    await page.goto('/education-loan');
    await fillEnquiry(page, mobile);
    await form(page).getByRole('button', { name: 'Verify' }).dblclick();
    await expect(toast(page, 'Your inquiry has been submitted')).toBeVisible();
    expect(posts).toBe(1);
    expect(await storedEnquiries(mobile)).toHaveLength(1);
  });

  test('a retry after a lost answer stores one enquiry (same Idempotency-Key)', async ({ page }) => {
    const mobile = uniqueMobile();
    const keys: string[] = [];
    let loseAnswer = true;
    await page.route(`${API_URL}${SUBMIT}`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (!loseAnswer) return route.fallback();
      // The server stores the enquiry, then the connection drops before the answer arrives.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto('/education-loan');
    await fillEnquiry(page, mobile);
    await form(page).getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, 'some error occurred! plese try again')).toBeVisible();
    expect(await storedEnquiries(mobile)).toHaveLength(1);

    loseAnswer = false;
    await form(page).getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, 'Your inquiry has been submitted')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await storedEnquiries(mobile)).toHaveLength(1);
    await page.waitForURL('**/b2c/verfiyotp', { timeout: 10_000 });
  });
});
