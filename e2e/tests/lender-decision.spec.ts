// Issue 31, the chosen lender's side, the whole chain in the browser: a customer applies for a
// personal loan, compares the offers and chooses Sahyadri Finserv's with the code on their own
// mobile; the lead is sanctioned on other terms by that lender's demo banker, the customer accepts the new
// KFS with an OTP on their own mobile, the banker records the disbursal, and the customer sees the
// cooling-off period's last day; the customer asks to exit, the banker closes the exit request once
// repaid, and the customer sees the loan closed. Another lender's banker cannot open the lead.
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/env';
import { PRODUCT_SAMPLES } from '../../shared/src/schemas/product-samples';
import { lastOtp, toast, uniqueMobile } from '../support/enquiry';
import { signInForReal } from '../support/session';

/** The demo bankers (api/src/leads/demo.ts): Sahyadri Finserv's, and Deccan Commercial Bank's. */
const SAHYADRI_BANKER = { mobile: '9876500012', name: 'Aniket Kulkarni' };
const DECCAN_BANKER = { mobile: '9876500006' };

async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${API_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** A staff OTP sign-in on the API (send, the code from the outbox, verify): the access token. */
async function staffToken(role: 'telecaller' | 'banker', mobile: string): Promise<string> {
  const sent = (await (await postJson(`/${role}/send-otp`, { mobile })).json()) as { newToken: string };
  const verified = await postJson(`/${role}/verify-otp`, { otp: await lastOtp(mobile) }, { 'x-flow-token': sent.newToken });
  expect(verified.status).toBe(200);
  return String(((await verified.json()) as { accessToken: string }).accessToken);
}

const APPLICATION = { ...PRODUCT_SAMPLES['personal-loan'], pincode: '411001', city: 'Pune', monthlyIncome: '50,000', loanAmount: '3,00,000' };

/**
 * The customer, signed in, applies for a personal loan of ₹3,00,000 (₹50,000 a month, Pune), opens
 * its offers, reads Sahyadri Finserv's KFS and accepts it with the code sent to their own mobile,
 * as e2e/tests/offers.spec.ts does. Answers the lead.
 */
async function chooseSahyadri(page: Page, mobile: string, fullName: string): Promise<string> {
  await page.goto('/b2c/personal-loan');
  const form = page.getByRole('form');
  for (const [field, value] of Object.entries({ ...APPLICATION, fullName, mobile })) {
    const control = form.locator(`[name="${field}"]`);
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
  await form.locator('[name="termsAccepted"]').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(toast(page, 'application has been submitted')).toBeVisible();
  await page.waitForURL('**/b2c/thankyou');
  await page.getByRole('link', { name: 'See your offers' }).click();
  await expect(page).toHaveURL(/\/customer\/offers\/[0-9a-f-]{36}$/);
  const leadId = page.url().split('/').at(-1)!;
  await page.getByLabel('Tenure (months)').fill('36');
  await page.getByLabel('Age (years)').fill('30');
  await page.getByRole('button', { name: 'See the offers' }).click();
  await page.getByRole('button', { name: 'Key Fact Statement of Sahyadri Finserv Ltd’s offer' }).click();
  const kfs = page.getByTestId('key-fact-statement');
  await expect(kfs).toContainText('14.85% p.a.');
  await kfs.getByRole('checkbox', { name: 'I have read the KFS' }).check();
  await kfs.getByRole('button', { name: 'Choose Sahyadri Finserv Ltd' }).click();
  const otp = page.getByTestId('offer-otp');
  await expect(otp.getByRole('status')).toContainText(`******${mobile.slice(-4)}`);
  await otp.getByLabel('Code from the customer’s mobile').fill(await lastOtp(mobile));
  await otp.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(page.getByTestId('offer-chosen')).toContainText('Offer accepted: Sahyadri Finserv Ltd');
  return leadId;
}

/** The application's telecaller takes it to "logged in at the bank". */
async function loggedInAtBank(mobile: string, leadId: string): Promise<void> {
  const [lead] = ((await (await fetch(`${API_URL}/dev/leads?mobile=${mobile}`)).json()) as { data: Array<{ id: string; telecallerMobile: string }> }).data;
  expect(lead?.id).toBe(leadId);
  const telecaller = await staffToken('telecaller', lead!.telecallerMobile);
  for (const status of ['contacted', 'interested', 'documents_pending']) {
    const moved = await postJson(`/telecaller/leads/${leadId}/outcome`, { status, note: `to ${status}` }, { authorization: `Bearer ${telecaller}` });
    expect(moved.status).toBe(200);
  }
  // Logged in at the bank: it goes to the chosen lender's banker, not the demo banker of the PIN code.
  const loggedIn = await postJson(
    `/telecaller/leads/${leadId}/outcome`,
    { status: 'logged_in', note: 'File with Sahyadri Finserv' },
    { authorization: `Bearer ${telecaller}` },
  );
  expect(loggedIn.status).toBe(200);
}

/** The banker signs in through the banker page's OTP form and lands on their profile. */
async function bankerSignIn(page: Page, mobile: string) {
  await page.goto('/banker');
  await page.getByLabel('Registered mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  // The code is read once the page shows its step, i.e. once it was sent.
  await expect(page.getByLabel('OTP', { exact: true })).toBeVisible();
  await page.getByLabel('OTP', { exact: true }).fill(await lastOtp(mobile));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/banker-profile\/[0-9a-f-]{36}$/);
}

test('the chosen lender’s banker sanctions other terms, the customer accepts the new KFS by OTP, the loan is disbursed, the customer exits in the cooling-off period and the banker closes it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const mobile = uniqueMobile();
  const name = `Kiran More ${mobile.slice(-4)}`;

  // The customer chooses Sahyadri Finserv's offer (₹3,00,000 at 12.75%, APR 14.85%, for 36 months) in the
  // browser and accepts its KFS with the code on their own mobile.
  const customer = await browser.newPage();
  await signInForReal(customer, { mobile });
  const id = await chooseSahyadri(customer, mobile, name);
  await loggedInAtBank(mobile, id);

  // Another lender's banker can neither list nor decide it.
  const deccan = await staffToken('banker', DECCAN_BANKER.mobile);
  const listed = (await (await fetch(`${API_URL}/banker/leads`, { headers: { authorization: `Bearer ${deccan}` } })).json()) as {
    data: { items: Array<{ id: string }> };
  };
  expect(listed.data.items.map((item) => item.id)).not.toContain(id);
  const refused = await postJson(
    `/banker/leads/${id}/status`,
    { status: 'sanctioned', note: 'Not ours', sanctionedAmount: 500000, interestRate: 9, tenureMonths: 60 },
    { authorization: `Bearer ${deccan}` },
  );
  expect(refused.status).toBe(403);

  // 1. Sahyadri's banker sanctions ₹2,50,000 at 15.25%: other terms, so the page warns of a new KFS.
  const banker = await browser.newPage();
  await bankerSignIn(banker, SAHYADRI_BANKER.mobile);
  const row = banker.getByTestId('routed-lead').filter({ hasText: name });
  await expect(row.getByTestId('chosen-offer')).toContainText('Chose Sahyadri Finserv Ltd: ₹3,00,000 at 12.75% for 36 months');
  const decision = row.getByRole('form', { name: `Bank’s decision for ${name}` });
  await decision.getByLabel('Decision').selectOption('sanctioned');
  await decision.getByLabel('Sanctioned amount (₹)').fill('2,50,000');
  await decision.getByLabel('Interest rate (% a year)').fill('15.25');
  await decision.getByLabel('Tenure (months)').fill('36');
  await expect(decision.getByTestId('terms-change-notice')).toContainText('new KFS to accept with an OTP');
  await decision.getByLabel('Note').fill('Sanctioned on income proof');
  await decision.getByRole('button', { name: 'Record' }).click();
  await expect(row.getByTestId('chosen-offer')).toContainText('KFS version 2');
  await expect(row.getByTestId('chosen-offer')).toContainText('waiting for the customer to accept it by OTP');

  // 2. The customer reads the new KFS and accepts it with the OTP sent to their own mobile.
  await customer.goto('/customer/inquiry-history');
  await customer
    .getByRole('row', { name: /personal loan/i })
    .getByRole('button', { name: 'Show timeline' })
    .click();
  const kfs = customer.getByRole('group', { name: 'New Key Fact Statement, version 2' });
  await expect(kfs.getByRole('row', { name: /Loan amount/ })).toContainText('₹2,50,000');
  await kfs.getByRole('button', { name: 'Accept with an OTP on my mobile' }).click();
  // The code field shows once the OTP is sent: reading the outbox before that finds the sign-in code.
  const code = kfs.getByLabel('OTP sent to your mobile');
  await expect(code).toBeVisible();
  await code.fill(await lastOtp(mobile));
  await kfs.getByRole('button', { name: 'I accept the new terms' }).click();
  await expect(customer.getByText('you accepted them on')).toBeVisible();

  // 3. The banker records the disbursal of the sanctioned amount.
  await banker.reload();
  const disbursal = banker
    .getByTestId('routed-lead')
    .filter({ hasText: name })
    .getByRole('form', { name: `Bank’s decision for ${name}` });
  await disbursal.getByLabel('Decision').selectOption('disbursed');
  await disbursal.getByLabel('Disbursed amount (₹)').fill('2,50,000');
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  await disbursal.getByLabel('Disbursal date').fill(today);
  await disbursal.getByLabel('Lender’s reference').fill(`GHFL/PNQ/${mobile.slice(-4)}`);
  await disbursal.getByLabel('Note').fill('Credited to the customer');
  await disbursal.getByRole('button', { name: 'Record' }).click();
  await expect(banker.getByTestId('routed-lead').filter({ hasText: name }).getByTestId('chosen-offer')).toContainText('Cooling-off until');

  // 4. The customer sees the cooling-off period's last day and what leaving costs.
  await customer.reload();
  await customer
    .getByRole('row', { name: /personal loan/i })
    .getByRole('button', { name: 'Show timeline' })
    .click();
  await expect(customer.getByTestId('cooling-off-end')).toContainText('You may leave this loan without any penalty until');
  await expect(customer.getByRole('region', { name: 'Cooling-off period' })).toContainText('Leaving today costs');

  // 5. The customer asks to leave the loan; the lender's banker sees it and closes it once repaid.
  const cooling = customer.getByRole('region', { name: 'Cooling-off period' });
  await cooling.getByRole('button', { name: 'Ask Sahyadri Finserv Ltd to close the loan' }).click();
  await expect(toast(customer, 'Your exit request has been sent to Sahyadri Finserv Ltd')).toBeVisible();
  await expect(cooling.getByTestId('exit-request')).toContainText('You asked to leave on');

  await banker.reload();
  const exiting = banker.getByTestId('routed-lead').filter({ hasText: name });
  await expect(exiting.getByTestId('chosen-offer')).toContainText('The customer asked to exit on');
  const close = exiting.getByRole('form', { name: `Close the exit request of ${name}` });
  // A day before the request is refused by the server with its reason; the form keeps what was typed.
  const yesterday = new Date(Date.now() + 330 * 60_000 - 86_400_000).toISOString().slice(0, 10);
  await close.getByLabel('Repaid on').fill(yesterday);
  await close.getByRole('button', { name: 'Close the exit request' }).click();
  await expect(toast(banker, 'Repaid on cannot be before the customer asked to exit')).toBeVisible();
  await expect(close.getByLabel('Repaid on')).toHaveValue(yesterday);
  await close.getByLabel('Repaid on').fill(today);
  await close.getByRole('button', { name: 'Close the exit request' }).click();
  await expect(toast(banker, 'Exit request closed:')).toBeVisible();
  await expect(exiting.getByTestId('chosen-offer')).toContainText(`repaid on ${today}`);
  await expect(close).toHaveCount(0);

  // 6. The customer sees the loan closed by the lender, with what it recorded.
  await customer.reload();
  await customer
    .getByRole('row', { name: /personal loan/i })
    .getByRole('button', { name: 'Show timeline' })
    .click();
  const closed = customer.getByRole('region', { name: 'Cooling-off period' }).getByTestId('exit-request');
  await expect(closed).toContainText('Sahyadri Finserv Ltd has closed the loan');
});
