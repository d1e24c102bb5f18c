// The finance desk end to end (issue 32): the demo shop invoices the commission of its disbursed
// demo sale, finance approves it, gathers it into a payout batch and pays it through the local
// payouts simulator (which succeeds by signed webhook, as Cashfree does), and the shop reads
// "Paid on <date>, UTR …" on the line and its payouts page. And a CA request the team rejects gives
// its fee back to the shop's wallet, which finance sees among the wallet refunds.
import { expect, test } from '@playwright/test';
import { toast } from '../support/enquiry';
import { DEMO_SHOP, signInForReal } from '../support/session';
import { pdf, submitGstRequest } from '../support/ca-request';
import { DEMO_ADMIN, signInToConsole } from '../support/staff';

// Two people, uploads and a payout: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const FINANCE = { email: 'finance@example.com', password: 'Staff@2026' };
const SHOP_NAME = 'Shree Ganesh Mobile & Finance Point';

test("a disbursed sale's commission goes from invoice to paid, and the shop sees the UTR", async ({ page: shop, browser }) => {
  await signInForReal(shop, DEMO_SHOP);
  // The demo's disbursed sale (an education loan of ₹18,00,000: 0.50%, ₹9,000) waits for its invoice.
  await shop.goto('/vender/loan-payment-history?view=unpaid');
  const line = shop.getByTestId('commission-lines').locator('tbody tr').filter({ hasText: 'Snehal More' });
  await expect(line).toContainText('Invoice due');
  await line.getByRole('link', { name: 'Snehal More' }).click();
  await expect(shop.getByTestId('commission-stage')).toHaveText('Invoice due');
  const lineUrl = shop.url();
  await shop.getByLabel('Invoice number').fill(`FIN-${String(Date.now()).slice(-8)}`);
  await shop.getByLabel('Invoice date').fill(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10));
  await shop.getByLabel('Invoice PDF').setInputFiles(pdf('invoice.pdf'));
  await shop.getByRole('button', { name: 'Upload invoice' }).click();
  await expect(shop.getByTestId('commission-stage')).toHaveText('Invoice submitted');

  // Finance approves it, makes the shop's batch and pays it.
  const finance = await signInToConsole(browser, FINANCE);
  await finance.goto('/ops/finance/commissions');
  await expect(finance.getByRole('heading', { level: 1, name: 'Commission approvals' })).toBeVisible();
  const review = finance.locator('tbody tr').filter({ hasText: 'Snehal More' });
  await expect(review).toContainText('Invoice submitted');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(finance, 'Commission approved for payout')).toBeVisible();

  await finance.goto('/ops/finance/payouts');
  await finance.getByRole('button', { name: `Create batch for ${SHOP_NAME}` }).click();
  await expect(toast(finance, 'Payout batch created')).toBeVisible();
  // ₹9,000 less 2% TDS under s.194H (no GSTIN on the invoice: no GST).
  await finance.getByRole('button', { name: `Pay ₹8,820 to ${SHOP_NAME}` }).click();
  await expect(toast(finance, 'Payout sent to the bank')).toBeVisible();
  const batch = finance.locator('tbody tr').filter({ hasText: '₹8,820' }).first();
  // The bank's answer comes by webhook: the page shows it once read again.
  await expect(async () => {
    await finance.reload();
    await expect(batch).toContainText(/Paid\s*UTR LOCALUTR\d+/, { timeout: 1000 });
  }).toPass();

  // The shop reads when and under which UTR it was paid.
  await shop.goto(lineUrl);
  await expect(shop.getByTestId('commission-stage')).toHaveText('Paid');
  await expect(shop.getByTestId('commission-payout')).toContainText(/^Paid on \d{1,2} \w{3} \d{4}, UTR LOCALUTR\d+/);
  await shop.goto('/vender/payouts');
  const payout = shop.getByTestId('payouts').locator('tbody tr').filter({ hasText: '₹8,820' });
  await expect(payout).toContainText(/Paid on \d{1,2} \w{3} \d{4}, UTR LOCALUTR\d+/);
  const download = shop.waitForEvent('download');
  await payout.getByRole('button', { name: 'Download statement (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^payout-statement-[0-9a-f]{8}\.pdf$/);
  await expect(shop.getByTestId('tds-summary')).toContainText('₹180');
});

test("a CA request the team rejects gives its fee back to the shop's wallet", async ({ page: shop, browser }) => {
  await signInForReal(shop, DEMO_SHOP);
  const number = await submitGstRequest(shop);
  await shop.goto('/vender/services');
  const balance = shop.getByRole('region', { name: 'Your wallet' }).getByTestId('wallet-balance');
  await expect(balance).toHaveText(/₹/);
  const before = (await balance.textContent()) ?? '';

  // The operations admin rejects it: the fee goes back to the wallet.
  const admin = await signInToConsole(browser, DEMO_ADMIN);
  await admin.goto('/ops/ca-requests?service=gst-registration');
  await admin.getByRole('link', { name: number }).click();
  // A request is worked (and rejected) once someone holds it.
  const assign = admin.getByRole('form', { name: 'Assign the request' });
  await assign.getByLabel('Assign to').selectOption({ label: 'Vikram Joshi' });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(admin.getByText('Assigned to Vikram Joshi', { exact: true }).first()).toBeVisible();
  const reject = admin.getByRole('form', { name: 'Reject the request' });
  await reject.getByLabel('Reason for the shop').fill('The PAN does not match the applicant; please apply again with the right PAN.');
  await reject.getByRole('button', { name: 'Reject and refund' }).click();
  await expect(toast(admin, "was refunded to the shop's wallet")).toBeVisible();

  await shop.reload();
  await expect(balance).toHaveText(/₹/);
  await expect(balance).not.toHaveText(before);
  const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  expect(rupees((await balance.textContent()) ?? '') - rupees(before)).toBeGreaterThan(0);

  // Finance sees it among the fees given back to wallets.
  const finance = await signInToConsole(browser, FINANCE);
  await finance.goto('/ops/finance/refunds?kind=wallet');
  await expect(finance.locator('tbody tr').filter({ hasText: SHOP_NAME }).first()).toContainText('Refunded');
});
