// Payments end to end (api/README.md, "Payments"): the demo vendor tops up the wallet through the
// local checkout the API serves (the `local` provider, as `npm start` runs it), and comes back to
// /vender/services with the outcome the server verified; a customer pays for an order and lands on
// /thank-you.
import { expect, test, type Page } from '@playwright/test';

const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const inr = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

async function logInAsDemoVendor(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill('demo.vendor@example.com');
  await page.getByLabel('Password').fill('Vendor@2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/vender$/);
}

/** The wallet panel on /vender/services (the dashboard header shows the balance too). */
const wallet = (page: Page) => page.getByRole('region', { name: 'Your wallet' });

/** The wallet balance shown on /vender/services, once loaded. */
async function shownBalance(page: Page): Promise<number> {
  const balance = wallet(page).getByTestId('wallet-balance');
  await expect(balance).toHaveText(/₹/);
  return rupees(await balance.textContent());
}

async function topUpAndChoose(page: Page, amount: number, choice: 'Pay' | 'Fail' | 'Cancel') {
  await page.getByLabel('Amount (₹)').fill(String(amount));
  await page.getByRole('button', { name: 'Add money' }).click();
  // The API's hosted checkout page, standing in for the provider.
  await expect(page).toHaveURL(/\/pg\/checkout\/session_local_/);
  await expect(page.getByText(inr(amount), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: choice, exact: true }).click();
  await expect(page).toHaveURL(/\/vender\/services\?order_id=OD\d{8}$/);
}

test.describe('vendor wallet top-up with the local checkout', () => {
  test('Pay adds ₹500: the verified outcome and the new balance on /vender/services, once only', async ({ page }) => {
    await logInAsDemoVendor(page);
    await page.goto('/vender/services');
    // Whatever the demo wallet holds now: other tests of this worker (CA requests paid from the
    // wallet) may have spent it to ₹0, which the panel shows as such once loaded ('—' before).
    const before = await shownBalance(page);

    await topUpAndChoose(page, 500, 'Pay');
    await expect(page.getByTestId('payment-outcome')).toContainText('Payment successful: ₹500 has been added to your wallet');
    await expect(wallet(page).getByTestId('wallet-balance')).toHaveText(inr(before + 500));
    await expect(page.getByRole('table').getByText('Wallet top-up').first()).toBeVisible();

    // Reloading the return page (and the webhook that raced it) credits nothing more.
    await page.reload();
    await expect(page.getByTestId('payment-outcome')).toContainText('Payment successful');
    await expect(wallet(page).getByTestId('wallet-balance')).toHaveText(inr(before + 500));
  });

  for (const [choice, says] of [
    ['Fail', 'Payment failed: nothing was charged and your wallet balance is unchanged'],
    ['Cancel', 'Payment cancelled: nothing was charged and your wallet balance is unchanged'],
  ] as const) {
    test(`${choice} leaves the balance unchanged and says so`, async ({ page }) => {
      await logInAsDemoVendor(page);
      await page.goto('/vender/services');
      const before = await shownBalance(page);
      await topUpAndChoose(page, 500, choice);
      await expect(page.getByTestId('payment-outcome')).toContainText(says);
      await expect(wallet(page).getByTestId('wallet-balance')).toHaveText(inr(before));
    });
  }

  test('an amount outside the limits is refused before any payment starts', async ({ page }) => {
    await logInAsDemoVendor(page);
    await page.goto('/vender/services');
    await page.getByLabel('Amount (₹)').fill('50');
    await page.getByRole('button', { name: 'Add money' }).click();
    await expect(page.getByText('The smallest top-up is ₹100')).toBeVisible();
    await expect(page).toHaveURL(/\/vender\/services$/);
  });
});

test('a customer pays for an order and /thank-you shows the verified outcome', async ({ page }) => {
  await page.goto('/order-summary?item=gst-registration');
  const breakdown = page.getByTestId('order-breakdown');
  await expect(breakdown).toContainText('GST registration');
  await expect(breakdown).toContainText('₹1,499');
  await expect(breakdown).toContainText('₹269.82');
  await expect(breakdown).toContainText('₹1,768.82');
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/place-order-summary\?item=gst-registration$/);
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByRole('button', { name: 'Pay ₹1,768.82' }).click();
  await expect(page).toHaveURL(/\/pg\/checkout\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/thank-you\?order_id=OD\d{8}$/);
  await expect(page.getByTestId('payment-outcome')).toContainText('Thank you! Your payment was successful');

  // The query string alone proves nothing: an order that was never paid does not show as paid.
  await page.goto('/thank-you?order_id=OD00000000&status=PAID');
  await expect(page.getByRole('alert')).toContainText('We could not check order OD00000000');
  await expect(page.getByText('Thank you! Your payment was successful')).toHaveCount(0);
});
