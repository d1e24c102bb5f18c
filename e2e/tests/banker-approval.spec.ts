import { expect, test } from '@playwright/test';
import { API_URL } from '../support/env';
import { lastOtp, uniqueMobile } from '../support/enquiry';
import { signInStaff } from '../support/staff';

/** A PIN code no demo banker serves, so the lead there can only go to the new banker. */
const NEW_PIN = '411007';

async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${API_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** An education-loan enquiry at `pincode`, confirmed, and taken by its telecaller to the bank (logged in). */
async function leadAtTheBank(pincode: string): Promise<string> {
  const mobile = uniqueMobile();
  const customer = `Neha Joshi ${mobile.slice(-4)}`;
  const submitted = await postJson('/inquiry/inquiry-submission', {
    username: customer,
    mobile,
    email: `neha.${mobile}@example.com`,
    pincode,
    address: '12 ITI Road, Aundh, Pune',
    loanAmount: 800000,
    type: 'education loan',
  });
  expect(submitted.status).toBe(201);
  const { inquiryToken } = (await submitted.json()) as { inquiryToken: string };
  expect((await postJson('/inquiry/verify-otp', { otp: await lastOtp(mobile) }, { 'x-flow-token': inquiryToken })).status).toBe(200);
  const [lead] = ((await (await fetch(`${API_URL}/dev/leads?mobile=${mobile}`)).json()) as { data: Array<{ id: string; telecallerMobile: string }> }).data;
  const sent = (await (await postJson('/telecaller/send-otp', { mobile: lead!.telecallerMobile })).json()) as { newToken: string };
  const verified = await postJson('/telecaller/verify-otp', { otp: await lastOtp(lead!.telecallerMobile) }, { 'x-flow-token': sent.newToken });
  const telecaller = String(((await verified.json()) as { accessToken: string }).accessToken);
  for (const status of ['contacted', 'interested', 'documents_pending', 'logged_in']) {
    const moved = await postJson(`/telecaller/leads/${lead!.id}/outcome`, { status, note: `to ${status}` }, { authorization: `Bearer ${telecaller}` });
    expect(moved.status).toBe(200);
  }
  return customer;
}

test('a banker who registers in the browser waits for approval, is approved in the operations console, then receives a lead', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const mobile = uniqueMobile();
  const name = `Kiran Bhat ${mobile.slice(-4)}`;

  await page.goto('/banker-details-submit');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Work email').fill(`kiran.${mobile}@example.com`);
  await page.getByLabel('Lender you work for').selectOption('sahyadri-finserv');
  await page.getByLabel('Branch', { exact: true }).fill('Shivajinagar');
  await page.getByLabel('Branch IFSC').fill('SAHY0000123');
  await page.getByLabel('Designation').fill('Branch Manager');
  await page.getByLabel('Education loan').check();
  await page.getByLabel('PIN codes you serve').fill(NEW_PIN);
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

  // The operations admin finds the banker among the partners waiting and approves it in the console.
  const ops = await (await browser.newContext()).newPage();
  await signInStaff(ops);
  await ops.goto('/ops/partners?kind=banker');
  await expect(ops.getByRole('heading', { level: 1, name: 'Partner approvals' })).toBeVisible();
  await ops.getByRole('link', { name }).click();
  await expect(ops).toHaveURL(new RegExp(`/ops/partners/${bankerId}$`));
  await ops.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(ops.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0);
  await expect(ops.getByRole('button', { name: `Suspend ${name}` })).toBeVisible();

  // The same session now shows the public profile and the banker's routed leads.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leads routed to you' })).toBeVisible();
  await expect(page.getByText('No leads have been routed to you yet.')).toBeVisible();

  // A lead of its PIN code taken to the bank now goes to it.
  const customer = await leadAtTheBank(NEW_PIN);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Leads routed to you' })).toBeVisible();
  await expect(page.getByText(customer)).toBeVisible();
});
