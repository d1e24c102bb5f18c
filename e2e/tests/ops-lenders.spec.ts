// Lender management (issue 31): the demo operations admin lowers Deccan Commercial Bank's
// personal-loan rate for the Good band in the console; the customer's next offers show the new rate
// for that lender, while the set of offers shown before the change is kept as it was shown.
// The rate is put back at the end, through the console as well, for the other specs of the run.
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_SAMPLES } from '../../shared/src/schemas/product-samples';
import { API_URL } from '../support/env';
import { toast, uniqueMobile } from '../support/enquiry';
import { signInForReal } from '../support/session';
import { signInStaff } from '../support/staff';

const APPLICATION = { ...PRODUCT_SAMPLES['personal-loan'], pincode: '411001', city: 'Pune', monthlyIncome: '50,000', loanAmount: '3,00,000' };
const DECCAN = 'Deccan Commercial Bank Ltd';

async function apply(page: Page, mobile: string) {
  await page.goto('/b2c/personal-loan');
  const form = page.getByRole('form');
  for (const [name, value] of Object.entries({ ...APPLICATION, mobile })) {
    const control = form.locator(`[name="${name}"]`);
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
  await form.locator('[name="termsAccepted"]').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(toast(page, 'application has been submitted')).toBeVisible();
  await page.waitForURL('**/b2c/thankyou');
  await page.getByRole('link', { name: 'See your offers' }).click();
  await expect(page).toHaveURL(/\/customer\/offers\/[0-9a-f-]{36}$/);
}

/** Asks for the offers on the page; answers the id of the set the API stored. */
async function askForOffers(page: Page): Promise<string> {
  await page.getByLabel('Tenure (months)').fill('36');
  await page.getByLabel('Age (years)').fill('30');
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/offers') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'See the offers' }).click();
  const answer = (await (await stored).json()) as { data: { id: string } };
  await expect(page.getByTestId('offer').first()).toBeVisible();
  return answer.data.id;
}

/** Sets the Good band's rate from income 0 of Deccan's personal loan in the console, checking what was there. */
async function setGoodRate(admin: Page, from: string, to: string) {
  await admin.goto('/ops/lenders');
  await admin.getByRole('link', { name: DECCAN }).click();
  await expect(admin.getByRole('heading', { level: 2, name: new RegExp(`^${DECCAN}: active`) })).toBeVisible();
  await admin.locator('summary', { hasText: /^Personal loan:/ }).click();
  const form = admin.getByRole('form', { name: 'Terms of the personal loan' });
  // The grid as lending-partners.json has it: Excellent from ₹0 and ₹75,000, then Good from ₹0.
  const good = form.getByRole('group', { name: 'Rate 3' });
  await expect(good.getByLabel('Credit-score band')).toHaveValue('Good');
  await expect(good.getByLabel('Income from (₹ a month)')).toHaveValue('0');
  await expect(good.getByLabel('Rate (% a year)')).toHaveValue(from);
  await good.getByLabel('Rate (% a year)').fill(to);
  await form.getByRole('button', { name: 'Save the personal loan' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Personal loan of ${DECCAN} saved. New offers use it from now on.` })).toBeVisible();
}

test('the ops admin changes a lender’s personal-loan rate grid: the next offers use it, the offers shown before stay as shown', async ({ browser, page }) => {
  test.slow();
  const mobile = uniqueMobile();
  await signInForReal(page, { mobile });
  await apply(page, mobile);
  const earlier = await askForOffers(page);
  const deccan = page.getByTestId('offer').filter({ hasText: DECCAN });
  await expect(deccan).toContainText('12.25%');

  const console = await browser.newContext();
  const admin = await console.newPage();
  await signInStaff(admin);
  try {
    await setGoodRate(admin, '12.25', '10.99');

    // The customer asks again: the new rate for Deccan, at once.
    const later = await askForOffers(page);
    expect(later).not.toBe(earlier);
    await expect(page.getByTestId('offer').filter({ hasText: DECCAN })).toContainText('10.99%');

    // The set shown before the change is kept as it was shown.
    const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
    const kept = (await (await fetch(`${API_URL}/api/offers/${earlier}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { offers: Array<{ lenderName: string; rateBps: number }> };
    };
    expect(kept.data.offers.find((offer) => offer.lenderName === DECCAN)?.rateBps).toBe(1225);
  } finally {
    await setGoodRate(admin, '10.99', '12.25');
    await console.close();
  }
});
