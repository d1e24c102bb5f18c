// Lenders' offers (issue 31): a personal loan of ₹3,00,000 over 36 months at ₹50,000 a month,
// salaried, 30, Pune 411001, no credit check, gets three offers and two named lenders that did not
// match against the demo lenders; choosing one shows its KFS and the code sent to the customer's
// own mobile accepts it. Online by the customer, and at the demo shop's counter for a walk-in.
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_SAMPLES } from '../../shared/src/schemas/product-samples';
import { lastOtp, toast, uniqueMobile } from '../support/enquiry';
import { DEMO_SHOP, signInForReal } from '../support/session';

const APPLICATION = { ...PRODUCT_SAMPLES['personal-loan'], pincode: '411001', city: 'Pune', monthlyIncome: '50,000', loanAmount: '3,00,000' };

async function fillApplication(page: Page, mobile: string) {
  const form = page.getByRole('form');
  for (const [name, value] of Object.entries({ ...APPLICATION, mobile })) {
    const control = form.locator(`[name="${name}"]`);
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
  await form.locator('[name="termsAccepted"]').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
}

/** On an offers page: asks, checks the three offers and the two named lenders, chooses Sahyadri with the code from `mobile`. */
async function compareAndChoose(page: Page, mobile: string, { atCounter }: { atCounter: boolean }) {
  await page.getByLabel('Tenure (months)').fill('36');
  await page.getByLabel('Age (years)').fill('30');
  await page.getByRole('button', { name: 'See the offers' }).click();
  await expect(page.getByRole('heading', { name: '3 offers from 5 lenders' })).toBeVisible();
  await expect(page.getByTestId('offer')).toHaveCount(3);
  await expect(page.getByTestId('offer').first()).toContainText('Deccan Commercial Bank Ltd');
  await expect(page.getByTestId('indicative')).toBeVisible();
  const unmatched = page.getByTestId('unmatched').getByRole('listitem');
  await expect(unmatched).toHaveCount(2);
  await expect(unmatched.nth(0)).toContainText('Kaveri Credit Pvt Ltd does not lend in PIN code 411001.');
  await expect(unmatched.nth(1)).toContainText('Narmada Small Finance Bank Ltd');
  await expect(page.getByTestId('offer-method')).toContainText('lowest first');

  await page.getByRole('button', { name: 'Key Fact Statement of Sahyadri Finserv Ltd’s offer' }).click();
  const kfs = page.getByTestId('key-fact-statement');
  await expect(kfs).toContainText('Sahyadri Finserv Ltd');
  await expect(kfs).toContainText('14.85% p.a.');
  // The same KFS in Hindi, then back.
  await page.getByTestId('offer-choice').getByTestId('language-switch').selectOption('hi');
  await expect(kfs).toContainText('ऋणदाता');
  await page.getByTestId('offer-choice').getByTestId('language-switch').selectOption('en');

  await kfs.getByRole('checkbox', { name: 'I have read the KFS' }).check();
  await kfs.getByRole('button', { name: 'Choose Sahyadri Finserv Ltd' }).click();
  const otp = page.getByTestId('offer-otp');
  await expect(otp.getByRole('status')).toContainText(`******${mobile.slice(-4)}`);
  if (atCounter) await expect(otp.getByRole('status')).toContainText('Hand the screen to the customer');
  await otp.getByLabel('Code from the customer’s mobile').fill(await lastOtp(mobile));
  await otp.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(page.getByTestId('offer-chosen')).toContainText('Offer accepted: Sahyadri Finserv Ltd');
}

test.describe('lenders’ offers', () => {
  test('online: a customer applies, compares three offers and two named unmatched lenders, reads the KFS and accepts it with the code on their mobile', async ({
    page,
  }) => {
    const mobile = uniqueMobile();
    await signInForReal(page, { mobile });
    await page.goto('/b2c/personal-loan');
    await fillApplication(page, mobile);
    await expect(toast(page, 'application has been submitted')).toBeVisible();
    await page.waitForURL('**/b2c/thankyou');
    await page.getByRole('link', { name: 'See your offers' }).click();
    await expect(page).toHaveURL(/\/customer\/offers\/[0-9a-f-]{36}$/);
    await compareAndChoose(page, mobile, { atCounter: false });
  });

  test('at the counter: the demo shop files for a walk-in customer, compares the offers with them, and the customer types the code from their own mobile', async ({
    page,
  }) => {
    const mobile = uniqueMobile();
    await signInForReal(page, DEMO_SHOP);
    await page.goto('/vender/personal-loan-form');
    await fillApplication(page, mobile);
    await page.waitForURL('**/vender/loan-sell-history');
    await page.getByLabel('Search').fill(mobile);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByTestId('sales').locator('tbody tr').first().getByRole('link').first().click();
    await page.getByTestId('sale-offers').click();
    await expect(page).toHaveURL(/\/vender\/offers\/[0-9a-f-]{36}$/);
    await compareAndChoose(page, mobile, { atCounter: true });
  });
});
