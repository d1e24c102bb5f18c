import { expect, test } from '@playwright/test';
import { API_URL } from '../support/env';
import { lastOtp, uniqueMobile } from '../support/enquiry';

/** The demo operations admin (api/src/seed/demo.ts), signed in on the API. */
async function adminToken(): Promise<string> {
  const response = await fetch(`${API_URL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ops.admin@example.com', password: 'Admin@2026' }),
  });
  expect(response.status).toBe(200);
  return String(((await response.json()) as { accessToken: string }).accessToken);
}

test('a banker who registers in the browser waits for approval, and works once an admin approves', async ({ page }) => {
  test.setTimeout(60_000);
  const mobile = uniqueMobile();
  const name = `Kiran Bhat ${mobile.slice(-4)}`;

  await page.goto('/banker-details-submit');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Work email').fill(`kiran.${mobile}@example.com`);
  await page.getByLabel('Bank', { exact: true }).fill('Canara Bank');
  await page.getByLabel('Branch', { exact: true }).fill('Shivajinagar');
  await page.getByLabel('Branch IFSC').fill('CNRB0000123');
  await page.getByLabel('Designation').fill('Branch Manager');
  await page.getByLabel('Home loan').check();
  await page.getByLabel('PIN codes you serve').fill('411005');
  await page.getByRole('button', { name: 'Submit and verify mobile' }).click();
  // The OTP step shows once the details are stored and the code is sent.
  await expect(page.getByLabel('OTP', { exact: true })).toBeVisible();
  await page.getByLabel('OTP', { exact: true }).fill(await lastOtp(mobile));
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  // Signed in, on its own profile: it waits, and no lead is shown or asked for.
  await expect(page).toHaveURL(/\/banker-profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for approval' })).toBeVisible();
  await expect(page.getByTestId('banker-approval')).toContainText('Our operations team checks them with your bank');
  await expect(page.getByRole('heading', { name: 'Leads routed to you' })).toHaveCount(0);
  const bankerId = page.url().split('/').pop()!;

  const token = await adminToken();
  const approved = await fetch(`${API_URL}/admin/staff/${bankerId}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
  expect(approved.status).toBe(200);

  // The same session now shows the public profile and the banker's routed leads.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leads routed to you' })).toBeVisible();
  await expect(page.getByText('No leads have been routed to you yet.')).toBeVisible();
});
