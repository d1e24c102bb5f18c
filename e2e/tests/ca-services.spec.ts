// CA services end to end (docs/decisions/012-ca-service-requests.md): a shop requests GST
// registration with two PDFs and pays the fee from its wallet, and sees the request in its history;
// a shop with too little in the wallet keeps its answers over a reload, tops up at the local
// checkout, comes back and is submitted.
import { expect, test, type Page } from '@playwright/test';
import { pdf } from '../support/ca-request';

// Each test fills a long form, uploads and (in the second) goes through the checkout and back:
// more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 60_000 });

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/vender$/);
}

async function fillGstDetails(page: Page) {
  await page.getByLabel('Applicant name', { exact: true }).fill('Ganesh Patil');
  await page.getByLabel('Business name', { exact: true }).fill('Ganesh Traders');
  await page.getByLabel('PAN', { exact: true }).fill('ABCPE1234F');
  await page.getByLabel('Mobile number', { exact: true }).fill('9876543210');
  await page.getByLabel('Email', { exact: true }).fill('ganesh.traders@example.com');
  await page.getByLabel('Address', { exact: true }).fill('Shop 5, Laxmi Road, Pune');
  await page.getByLabel('PIN code', { exact: true }).fill('411030');
  await page.getByLabel('Type of business', { exact: true }).selectOption('proprietorship');
}

async function attachTwoPdfs(page: Page) {
  await page.getByLabel('PAN card', { exact: true }).setInputFiles(pdf('pan-card.pdf'));
  await page.getByLabel('Address proof', { exact: true }).setInputFiles(pdf('electricity-bill.pdf'));
  await expect(page.getByRole('button', { name: 'Remove pan-card.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove electricity-bill.pdf' })).toBeVisible();
}

test('GST registration with two PDFs, the fee paid from the wallet, shown in the history', async ({ page }) => {
  await logIn(page, 'demo.vendor@example.com', 'Vendor@2026');
  await page.goto('/vender/ca-services');
  await page.getByRole('link', { name: 'Request GST Registration' }).click();
  await expect(page).toHaveURL(/\/vender\/ca-services\/gst-services\/gst-registration$/);
  await expect(page.getByText('PDF, JPG or PNG, up to 5 MB a file and 10 files a request.')).toBeVisible();
  await fillGstDetails(page);
  await attachTwoPdfs(page);
  await expect(page.getByLabel('Pay from wallet')).toBeChecked();
  await page.getByRole('button', { name: 'Submit request' }).click();

  await expect(page).toHaveURL(/\/vender\/ca-services-history$/);
  await expect(page.getByText('GST Registration request submitted')).toBeVisible();
  const request = page.getByTestId('service-request').first();
  await expect(request.getByRole('heading', { name: 'GST Registration' })).toBeVisible();
  await expect(request.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(request.getByRole('button', { name: 'pan-card.pdf' })).toBeVisible();
  await expect(request.getByRole('button', { name: 'electricity-bill.pdf' })).toBeVisible();
  await expect(request).toContainText('fee ₹1,770 paid');
});

test('too little in the wallet: answers kept over a reload, top up, back to the form, submitted', async ({ page }) => {
  await logIn(page, 'demo.vendor2@example.com', 'Vendor2@2026');
  await page.goto('/vender/ca-services/gst-services/gst-registration');
  await fillGstDetails(page);
  await attachTwoPdfs(page);

  // Text answers survive a reload; files cannot, and the page says which to attach again.
  await page.reload();
  await expect(page.getByLabel('Applicant name', { exact: true })).toHaveValue('Ganesh Patil');
  await expect(page.getByLabel('PAN', { exact: true })).toHaveValue('ABCPE1234F');
  await expect(page.getByLabel('Type of business', { exact: true })).toHaveValue('proprietorship');
  await expect(page.getByRole('status').filter({ hasText: 'attach PAN card, Address proof again' })).toBeVisible();
  await attachTwoPdfs(page);
  await page.getByRole('button', { name: 'Submit request' }).click();

  const due = page.getByRole('region', { name: 'Awaiting payment' });
  await expect(due).toContainText('Your GST Registration request is saved with 2 document(s)');
  await due.getByRole('button', { name: 'Top up ₹1,770 and pay' }).click();
  await expect(page).toHaveURL(/\/pg\/checkout\/session_local_/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/vender\/ca-services-history$/);
  await expect(page.getByText('₹1,770 added to your wallet. Fee paid from your wallet. Your request is submitted.')).toBeVisible();
  const request = page.getByTestId('service-request').first();
  await expect(request.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(request.getByRole('button', { name: 'electricity-bill.pdf' })).toBeVisible();
});
