import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/env';
import { lastOtp, uniqueMobile } from '../support/enquiry';

/** The demo partner shop (api/src/seed/demo.ts): its link carries its code as `shopid`. */
const DEMO_SHOP = 'DEMOSHOP';

interface DevLead {
  id: string;
  status: string;
  shopID: string | null;
  telecallerName: string | null;
  telecallerMobile: string | null;
}

async function leadsOf(mobile: string): Promise<DevLead[]> {
  const response = await fetch(`${API_URL}/dev/leads?mobile=${mobile}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: DevLead[] }).data;
}

/** Signs in through an area's OTP pages: mobile, Send OTP, then the code from the outbox. */
async function otpLogin(page: Page, loginPath: string, mobile: string) {
  await page.goto(loginPath);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await page.getByLabel('OTP', { exact: true }).fill(await lastOtp(mobile));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
}

test.describe('one lead lifecycle', () => {
  test("an enquiry through a shop's link reaches a telecaller, who moves it to contacted; the customer and the shop see the timeline", async ({ browser }) => {
    // Three people in three browsers, each signing in by OTP: more steps than the 30 s default
    // covers on a busy machine (each step keeps its own 10 s expectation timeout).
    test.setTimeout(90_000);
    const mobile = uniqueMobile();
    const customerName = `Ishaan Mehra ${mobile.slice(-4)}`;

    // 1. The customer applies through the shop's link and confirms the mobile by OTP.
    const customer = await browser.newPage();
    await customer.clock.install();
    await customer.goto(`/education-loan?shopid=${DEMO_SHOP}`);
    const form = customer.getByRole('form', { name: 'Education Loan Application' });
    await form.getByLabel('Full Name').fill(customerName);
    await form.getByLabel('Phone Number').fill(mobile);
    await form.getByLabel('Email').fill('ishaan.mehra@example.com');
    await form.getByLabel('Pin Code').fill('411001');
    await form.getByLabel('Address').fill('21 FC Road, Shivajinagar, Pune');
    await form.getByLabel('Loan Amount').fill('9,00,000');
    await form.getByLabel('I declare that I am a resident of India.').check();
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect(customer.getByText('Your inquiry has been submitted')).toBeVisible();
    // The 3 s before the OTP page, stepped on the page's clock.
    await customer.clock.runFor(3000);
    await customer.waitForURL('**/b2c/verfiyotp');
    await customer.clock.resume();
    await customer.getByRole('textbox', { name: 'OTP' }).fill(await lastOtp(mobile));
    await customer.getByRole('button', { name: 'Verify OTP' }).click();
    await customer.waitForURL('**/b2c/thankyou');

    // 2. The lead went to a telecaller on duty, in turn.
    const [lead] = await leadsOf(mobile);
    expect(lead).toMatchObject({ status: 'new', shopID: DEMO_SHOP });
    expect(lead!.telecallerMobile).toMatch(/^98765000(03|04)$/);

    // 3. The telecaller signs in by OTP and finds it under "Due now".
    const telecaller = await browser.newPage();
    await otpLogin(telecaller, '/telecaller/login', lead!.telecallerMobile!);
    await expect(telecaller).toHaveURL(/\/telecaller$/);
    await expect(telecaller.getByRole('heading', { level: 1, name: "Today's work" })).toBeVisible();
    const dueNow = telecaller.getByRole('region', { name: /Due now/ });
    await dueNow.getByRole('link', { name: customerName }).click();
    await expect(telecaller).toHaveURL(new RegExp(`/telecaller/loan-details/${lead!.id}$`));
    await expect(telecaller.getByTestId('masked-mobile')).toHaveText(`******${mobile.slice(-4)}`);
    await expect(telecaller.getByRole('link', { name: 'Call customer' })).toHaveAttribute('href', `tel:+91${mobile}`);

    // 4. ...and records the call: contacted, with a note.
    await telecaller.getByRole('link', { name: 'Record call outcome' }).click();
    await telecaller.getByLabel('Status after the call').selectOption('contacted');
    await telecaller.getByLabel('Note').fill('Spoke to Ishaan; sending the document list');
    await telecaller.getByRole('button', { name: 'Save outcome' }).click();
    await expect(telecaller).toHaveURL(new RegExp(`/telecaller/loan-details/${lead!.id}$`));
    await expect(telecaller.getByTestId('lead-status')).toHaveText('Contacted');
    await expect(telecaller.getByTestId('timeline-entry')).toHaveText([/New/, /Contacted.*Spoke to Ishaan; sending the document list/]);

    // 5. The customer signs in with the enquiry's mobile and sees the new status and the timeline.
    const signedIn = await browser.newPage();
    await otpLogin(signedIn, '/customer/login', mobile);
    await expect(signedIn).toHaveURL(/\/customer\/referral$/);
    await signedIn.goto('/customer/inquiry-history');
    const row = signedIn.getByTestId('enquiry-row');
    await expect(row).toContainText('Contacted');
    await row.getByRole('button', { name: 'Show timeline' }).click();
    await expect(signedIn.getByTestId('timeline-entry')).toHaveText([/New/, /Contacted.*Spoke to Ishaan; sending the document list/]);

    // 6. The shop reads the same history through the API (its sell-history page comes later).
    const login = await fetch(`${API_URL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo.vendor@example.com', password: 'Vendor@2026' }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const history = await fetch(`${API_URL}/api/get-status-history/${lead!.id}`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(history.status).toBe(200);
    const { data } = (await history.json()) as { data: { status: string; history: Array<{ to: string; note: string | null }> } };
    expect(data.status).toBe('contacted');
    expect(data.history.map((h) => [h.to, h.note])).toEqual([
      ['new', 'Received'],
      ['contacted', 'Spoke to Ishaan; sending the document list'],
    ]);
    // Without a token it reads nothing.
    expect((await fetch(`${API_URL}/api/get-status-history/${lead!.id}`)).status).toBe(401);
  });
});
