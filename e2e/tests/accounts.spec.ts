import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL } from '../support/env';
import { signInAs } from '../support/session';

// Every test uses mobile numbers of its own, so runs never collide on OTP cooldowns or accounts.
let counter = 0;
function freshMobile(): string {
  counter += 1;
  return `7${String(Date.now()).slice(-6)}${String(counter).padStart(3, '0')}`;
}

/** The OTP the API's local SMS outbox holds for a mobile (development route). */
async function otpFor(request: APIRequestContext, mobile: string): Promise<string> {
  let otp = '';
  await expect
    .poll(async () => {
      const response = await request.get(`${API_URL}/dev/last-otp?mobile=${mobile}`);
      if (!response.ok()) return '';
      otp = String(((await response.json()) as { otp: string }).otp);
      return otp;
    })
    .toMatch(/^\d{6}$/);
  return otp;
}

function area(page: Page, app: string) {
  return page.locator(`[data-area="${app}"]`);
}

/** Signs a customer in through /customer/login and /customer/verify-otp. */
async function customerLogin(page: Page, mobile: string) {
  await page.goto('/customer/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/customer\/verify-otp$/);
  await page.getByLabel('OTP', { exact: true }).fill(await otpFor(page.request, mobile));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL(/\/customer\/referral$/);
  await expect(page.getByTestId('referral-code')).toBeVisible();
}

/** Submits and confirms an education-loan enquiry through the API, as the enquiry pages do. */
async function verifiedEnquiry(request: APIRequestContext, body: Record<string, unknown>) {
  const submitted = await request.post(`${API_URL}/inquiry/inquiry-submission`, { data: body });
  expect(submitted.status()).toBe(201);
  const { inquiryToken } = (await submitted.json()) as { inquiryToken: string };
  const otp = await otpFor(request, String(body.mobile));
  const verified = await request.post(`${API_URL}/inquiry/verify-otp`, { data: { otp }, headers: { 'x-flow-token': inquiryToken } });
  expect(verified.status()).toBe(200);
}

const enquiry = (mobile: string, overrides: Record<string, unknown> = {}) => ({
  username: 'Aarav Gupta',
  mobile,
  email: 'aarav.gupta@example.com',
  pincode: '560034',
  address: '14, 3rd Cross, Koramangala',
  loanAmount: 1500000,
  referred: '',
  type: 'education loan',
  shopID: '',
  ...overrides,
});

test.describe('partner accounts', () => {
  test('sign up with the PIN-code address, verify the mobile, log out and log in again', async ({ page }) => {
    const mobile = freshMobile();
    const email = `partner.${mobile}@example.com`;
    await page.goto('/signup/demoshop');
    await expect(area(page, 'mf-public').getByRole('heading', { level: 1 })).toHaveText('Become a partner shop');
    await expect(page.getByLabel('Referral code (optional)')).toHaveValue('DEMOSHOP');
    await page.getByLabel('Full name').fill('Balaji Mobile Point');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm password').fill('other');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Balaji@2026');
    await page.getByLabel('Confirm password').fill('Balaji@2026');
    await page.getByLabel('Pin Code').fill('411030');
    await expect(page.getByLabel('State')).toHaveValue('Maharashtra');
    await expect(page.getByLabel('City')).toHaveValue('Pune');
    await page.getByLabel('Address').fill('Shop 9, Laxmi Road');
    await page.getByLabel('Plan (optional)').selectOption('growth');
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/mobile-verify\/DEMOSHOP$/);
    expect(await page.evaluate(() => sessionStorage.getItem('otpToken'))).toBeTruthy();
    await page.getByLabel('OTP', { exact: true }).fill(await otpFor(page.request, mobile));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/vender$/);
    await expect(area(page, 'mf-vendor').locator('h1')).toBeVisible();
    expect(await page.evaluate(() => [sessionStorage.getItem('otpToken'), !!sessionStorage.getItem('accessToken')])).toEqual([null, true]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fvender$/);
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Wrong@2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await page.getByLabel('Password').fill('Balaji@2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/vender$/);
  });

  test('forgot and reset the password, then log in with the new one', async ({ page }) => {
    // A partner of its own (registered and verified through the API), so the demo login stays as it is.
    const mobile = freshMobile();
    const email = `reset.${mobile}@example.com`;
    const registered = await page.request.post(`${API_URL}/api/register`, {
      data: { username: 'Sai Telecom', email, password: 'Sai@Telecom1', mobile, state: 'Karnataka', city: 'Bengaluru', pinCode: '560001', address: 'MG Road' },
    });
    expect(registered.status()).toBe(201);
    const { signUpToken } = (await registered.json()) as { signUpToken: string };
    const verified = await page.request.post(`${API_URL}/auth/mobile-verify`, {
      data: { otp: await otpFor(page.request, mobile) },
      headers: { 'x-flow-token': signUpToken },
    });
    expect(verified.status()).toBe(200);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgetpassword$/);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page).toHaveURL(/\/resetpassword$/);
    await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);
    expect(await page.evaluate(() => sessionStorage.getItem('verifyToken'))).toBeTruthy();
    await page.getByLabel('OTP', { exact: true }).fill(await otpFor(page.request, mobile));
    await page.getByLabel('New password', { exact: true }).fill('Sai@Telecom2');
    await page.getByLabel('Confirm new password').fill('Sai@Telecom3');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('Sai@Telecom2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('verifyToken'))).toBeNull();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Sai@Telecom1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await page.getByLabel('Password').fill('Sai@Telecom2');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/vender$/);
  });
});

test.describe('customer area', () => {
  test('OTP login, then every page with real data, then log out', async ({ page }) => {
    const mobile = freshMobile();
    await customerLogin(page, mobile);
    const code = (await page.getByTestId('referral-code').textContent())!.trim();
    await expect(page.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(new RegExp(`/customer/you-got-referral\\?referral=${code}$`));
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);

    // A friend applies with the code and confirms; the customer also has two enquiries of their own.
    await verifiedEnquiry(page.request, enquiry(freshMobile(), { username: 'Rohan Desai', referred: code }));
    await verifiedEnquiry(page.request, enquiry(mobile, { loanAmount: 500000 }));
    // One more made while signed in (another contact number, not yet confirmed): still theirs.
    const token = (await page.evaluate(() => sessionStorage.getItem('accessToken')))!;
    const signedIn = await page.request.post(`${API_URL}/inquiry/inquiry-submission`, {
      data: enquiry(freshMobile(), { loanAmount: 900000 }),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.status()).toBe(201);

    await page.reload();
    await expect(page.getByTestId('referral-summary')).toHaveText('1 referred, 1 verified');
    await expect(page.getByRole('cell', { name: 'Rohan D.' })).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'My account' });
    await menu.getByRole('link', { name: 'My enquiries' }).click();
    await expect(page.getByTestId('enquiry-row')).toHaveCount(2);
    await expect(page.getByTestId('enquiry-row').first()).toContainText('₹9,00,000');
    await expect(page.getByTestId('enquiry-row').first()).toContainText('Awaiting OTP confirmation');
    await expect(page.getByTestId('enquiry-row').last()).toContainText('₹5,00,000');
    await expect(page.getByTestId('enquiry-row').last()).toContainText('Confirmed');

    await menu.getByRole('link', { name: 'Earnings' }).click();
    await expect(page.getByTestId('earnings-totals')).toContainText('₹250');
    await expect(page.getByTestId('earning-row')).toHaveCount(1);
    await expect(page.getByTestId('earning-row')).toContainText('Education Loan enquiry by Rohan');

    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByTestId('profile-details')).toContainText(`+91 ${mobile}`);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Full name').fill('Kavya Reddy');
    await page.getByLabel('Email').fill(`kavya.${mobile}@example.com`);
    await page.getByLabel('Address').fill('Road No. 10, Banjara Hills');
    await page.getByLabel('City').fill('Hyderabad');
    await page.getByLabel('State').fill('Telangana');
    await page.getByLabel('Pin Code').fill('500034');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('profile-details')).toContainText('Kavya Reddy');

    await menu.getByRole('link', { name: 'Credit score' }).click();
    await page.getByLabel('PAN', { exact: true }).fill('ABCPE1234F');
    await page.getByLabel('Name as on PAN').fill('Kavya Reddy');
    await page.getByRole('button', { name: 'Check my score' }).click();
    await expect(page.getByText('Please give your consent to fetch your credit report')).toBeVisible();
    await page.getByLabel(/I authorise LoanSetu/).check();
    await page.getByRole('button', { name: 'Check my score' }).click();
    await expect(page.getByTestId('credit-score')).toHaveText('812');
    await expect(page.getByTestId('credit-band')).toHaveText('Excellent');
    await expect(page.getByText('Payment history')).toBeVisible();

    // With a credit report in their name the profile is locked.
    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByTestId('profile-locked')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('permissionToChangeProfile'))).toBe('false');

    await menu.getByRole('button', { name: 'Log out of my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/customer/earn-history');
    await expect(page).toHaveURL(/\/$/);
  });

  test('token-gated pages redirect to / without a token, and when the server refuses the token', async ({ page }) => {
    for (const path of ['/customer/referral', '/customer/inquiry-history', '/customer/earn-history', '/customer/profile', '/customer/cibil']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
    // A token the server did not sign: the page's first request answers 401, the token is dropped
    // and the guard leaves for /.
    await signInAs(page, 'customer');
    await page.goto('/customer/profile');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
  });

  test('one customer cannot read another customer’s data', async ({ page, browser }) => {
    const owner = freshMobile();
    await customerLogin(page, owner);
    await verifiedEnquiry(page.request, enquiry(owner, { loanAmount: 750000 }));
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My enquiries' }).click();
    await expect(page.getByTestId('enquiry-row')).toHaveCount(1);
    const ownerToken = (await page.evaluate(() => sessionStorage.getItem('accessToken')))!;
    const listed = await page.request.get(`${API_URL}/customer/inquiry-history`, { headers: { authorization: `Bearer ${ownerToken}` } });
    const enquiryId = ((await listed.json()) as { data: { items: Array<{ id: string }> } }).data.items[0]!.id;

    const other = await browser.newPage();
    await customerLogin(other, freshMobile());
    await other.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My enquiries' }).click();
    await expect(other.getByText('You have not made an enquiry yet.')).toBeVisible();
    const otherToken = (await other.evaluate(() => sessionStorage.getItem('accessToken')))!;
    const refused = await other.request.get(`${API_URL}/customer/inquiry-history/${enquiryId}`, { headers: { authorization: `Bearer ${otherToken}` } });
    expect(refused.status()).toBe(404);
    const own = await other.request.get(`${API_URL}/customer/inquiry-history/${enquiryId}`, { headers: { authorization: `Bearer ${ownerToken}` } });
    expect(own.status()).toBe(200);
    await other.close();
  });
});
