// Hindi beside English (docs/decisions/024-hindi-i18n-runtime.md). The header's switch sets the
// language for every area, the choice survives a reload and a move to another area, and a consent
// given in Hindi is recorded as such. Also the other public parts of this work a visitor meets: the
// lending partners' list and the Key Fact Statement that must be acknowledged before accepting.
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/env';
import { toast, uniqueMobile } from '../support/enquiry';
import { signInForReal } from '../support/session';

const HINDI_DECLARATION = 'मैं घोषणा करता/करती हूँ कि मैं भारत का/की निवासी हूँ।';

async function switchTo(page: Page, language: 'hi' | 'en') {
  await page.getByRole('banner').getByLabel('Language / भाषा').selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('switching to Hindi in the header: the consent notice and OTP page in Hindi, kept across areas and reloads, and the consent recorded in Hindi', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await page.goto('/');
  await switchTo(page, 'hi');

  // Another area (mf-b2c) follows the switch made on the home page (mf-public).
  await page.goto('/education-loan');
  // The form speaks Hindi too: its name, labels, button and success notice.
  const form = page.getByRole('form', { name: 'एजुकेशन लोन आवेदन' });
  await expect(form.getByText(HINDI_DECLARATION)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await form.getByLabel('पूरा नाम').fill('Ritu Sharma');
  await form.getByLabel('फ़ोन नंबर').fill(mobile);
  await form.getByLabel('ईमेल', { exact: true }).fill('ritu.sharma@example.com');
  await form.getByLabel('पिन कोड').fill('452001');
  await form.getByLabel('पता', { exact: true }).fill('21 MG Road, Indore');
  await form.getByLabel('लोन राशि').fill('6,00,000');
  await form.getByLabel(HINDI_DECLARATION).check();
  const submission = page.waitForRequest((request) => request.url() === `${API_URL}/inquiry/inquiry-submission` && request.method() === 'POST');
  await form.getByRole('button', { name: 'सत्यापित करें' }).click();
  // The notice shown was the Hindi one, and the form says so.
  expect((await submission).headers()['x-consent-notice']).toBe('enquiry@1;hi');
  await expect(toast(page, 'आपकी पूछताछ जमा हो गई है')).toBeVisible();

  await page.waitForURL('**/b2c/verfiyotp');
  await expect(page.getByRole('heading', { level: 1, name: 'OTP सत्यापित करें' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'OTP दोबारा भेजें' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'OTP सत्यापित करें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // The customer area, loaded fresh in another tab, is in Hindi too.
  const customer = await page.context().newPage();
  await customer.goto('/customer/verify-otp');
  await expect(customer.getByRole('heading', { level: 1, name: 'OTP सत्यापित करें' })).toBeVisible();
  await expect(customer.getByText('इस ब्राउज़र टैब में कोई लॉगिन OTP की प्रतीक्षा नहीं कर रहा है।')).toBeVisible();

  // The ledger recorded the Hindi notice.
  await signInForReal(customer, { mobile });
  await customer.goto('/customer/profile');
  // The profile speaks Hindi too, and names the notice the customer agreed to in its own words.
  await expect(customer.getByText('सूचना संस्करण 1 (हिंदी)')).toBeVisible();
  const token = await customer.evaluate(() => sessionStorage.getItem('accessToken'));
  const consents = await (await fetch(`${API_URL}/customer/consents`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(consents.data).toEqual([expect.objectContaining({ purpose: 'enquiry', notice: expect.objectContaining({ version: 1, language: 'hi' }) })]);

  // And back to English, everywhere.
  await switchTo(customer, 'en');
  await customer.goto('/b2c/grievance-redressal-policy');
  await expect(customer.getByRole('heading', { level: 1, name: 'Grievance redressal policy' })).toBeVisible();
});

test('the grievance page and the footer officer line follow the switch', async ({ page }) => {
  await page.goto('/b2c/grievance-redressal-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Grievance redressal policy' })).toBeVisible();
  await switchTo(page, 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'शिकायत निवारण नीति' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'शिकायत दर्ज करें' }).getByLabel('पूरा नाम')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByTestId('grievance-officer')).toContainText('शिकायत निवारण अधिकारी: Rohini Deshpande');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'शिकायत निवारण नीति' })).toBeVisible();
});

test('the lending partners are listed on /loan-services, linked from the footer, each rate with its APR', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Lending partners' }).click();
  await page.waitForURL('**/loan-services#lending-partners');
  await expect(page.getByRole('heading', { level: 1, name: 'Loan services' })).toBeVisible();
  const partners = page.getByTestId('lending-partner');
  // The seven demo lenders of api/src/seed/content/lending-partners.json.
  await expect(partners).toHaveCount(7);
  const nbfc = partners.filter({ has: page.getByRole('heading', { name: 'Sahyadri Finserv Ltd' }) });
  await expect(nbfc).toContainText('NBFC');
  await expect(nbfc).toContainText('Certificate of Registration N-13.02417');
  await expect(nbfc).toContainText('Sachin Patil');
  await expect(nbfc.getByTestId('rate-with-apr').first()).toHaveText(/^from 11\.5% p\.a\. \(APR \d+\.\d\d% p\.a\. over 36 months with fees\)$/);
  await expect(partners.filter({ hasText: 'Deccan Commercial Bank Ltd' })).toContainText('Bank');
});

test('the Key Fact Statement must be acknowledged before its Accept goes on', async ({ page }) => {
  await page.goto('/b2c/personal-loan-landing');
  const calculator = page.getByTestId('emi-calculator');
  await calculator.getByLabel(/Loan amount/).fill('100000');
  await calculator.getByLabel(/Interest rate/).fill('10');
  await calculator.getByLabel(/Tenure/).fill('12');
  await calculator.getByLabel(/Processing fee/).fill('2');
  await calculator.getByRole('button', { name: 'See Key Fact Statement' }).click();
  const kfs = page.getByTestId('key-fact-statement');
  await expect(kfs.getByRole('heading', { name: 'Key Fact Statement' })).toBeVisible();
  await expect(kfs).toContainText('₹97,640');
  await expect(kfs).toContainText('14.54% p.a.');
  await kfs.getByRole('button', { name: 'Accept and apply' }).click();
  await expect(kfs.getByRole('alert')).toHaveText('Read the Key Fact Statement and tick the box first.');
  expect(new URL(page.url()).pathname).toBe('/b2c/personal-loan-landing');
  await kfs.getByRole('checkbox', { name: 'I have read the KFS' }).check();
  await kfs.getByRole('button', { name: 'Accept and apply' }).click();
  await page.waitForURL('**/b2c/personal-loan');

  // The same statement in Hindi.
  await page.goBack();
  await switchTo(page, 'hi');
  await page.getByTestId('emi-calculator').getByRole('button', { name: 'मुख्य तथ्य विवरण देखें' }).click();
  await expect(page.getByTestId('key-fact-statement').getByRole('heading', { name: 'मुख्य तथ्य विवरण (KFS)' })).toBeVisible();
  await expect(page.getByTestId('key-fact-statement').getByRole('checkbox', { name: 'मैंने KFS पढ़ लिया है' })).toBeVisible();
});
