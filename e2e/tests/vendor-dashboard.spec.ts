import { expect, test, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { gstinCheckCharacter } from '../../shared/src/schemas/checksums';
import { lastOtp, toast, uniqueMobile } from '../support/enquiry';
import { SITE_URL } from '../support/env';
import { signInForReal } from '../support/session';

// The local KYC sandbox's test identities (api/README.md): a valid Aadhaar (Verhoeff check digit
// included), a PAN and a bank account that answer the owner's name, a GSTIN of Maharashtra.
const AADHAAR = '234123412346';
const AADHAAR_OTP = '123456';
const GSTIN = `27ABCPP1234F1Z${gstinCheckCharacter('27ABCPP1234F1Z')}`;

const SHOP = { email: 'demo.vendor@example.com', password: 'Vendor@2026', name: 'Shree Ganesh Mobile & Finance Point', code: 'DEMOSHOP' };
const OTHER_SHOP = { email: 'demo.vendor2@example.com', password: 'Vendor2@2026', name: 'Sai Krishna Digital Seva Kendra' };

async function signIn(page: Page, shop: { email: string; password: string }, to = '/vender') {
  await page.goto(to);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByLabel('Email').fill(shop.email);
  await page.getByLabel('Password').fill(shop.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\?')}$`));
}

async function newSignedInPage(browser: Browser, shop: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: SITE_URL });
  const page = await context.newPage();
  await signIn(page, shop);
  return page;
}

test.describe('vendor dashboard', () => {
  test('the demo shop completes its KYC, edits its profile and reads its notifications', async ({ page }) => {
    // Five KYC steps, a profile edit and the notifications: a long walk through real pages.
    test.slow();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, SHOP);
    await expect(page.getByRole('heading', { level: 1, name: 'Partner dashboard' })).toBeVisible();
    await expect(page.getByTestId('shop-name')).toHaveText(SHOP.name);
    // Aadhaar, PAN and GST to do: the demo shop's bank account is verified (its payouts go there).
    await expect(page.getByTestId('figure-kyc')).toHaveText('3');
    await expect(page.getByTestId('unread-count')).toBeVisible();
    await expect(page.getByTestId('recent-leads')).toBeVisible();

    await page.getByRole('navigation', { name: 'Partner dashboard' }).getByRole('link', { name: 'Profile and KYC' }).click();
    await expect(page).toHaveURL(/\/vender\/vendor-profile$/);
    // Seeded: the PAN check failed on the name, with the reason shown.
    await expect(page.getByTestId('kyc-pan')).toContainText('does not match the name on your profile (Ganesh Patil)');

    const aadhaar = page.getByTestId('kyc-aadhaar');
    await aadhaar.getByLabel('Aadhaar number', { exact: true }).fill('2341 2341 2345');
    await aadhaar.getByRole('button', { name: 'Send OTP' }).click();
    await expect(aadhaar.getByText('Enter a valid Aadhaar number: please check it for typing mistakes')).toBeVisible();
    await aadhaar.getByLabel('Aadhaar number', { exact: true }).fill('2341 2341 2346');
    // Each KYC check asks for the vendor-KYC consent, recorded with the step.
    await aadhaar.getByRole('checkbox', { name: /UIDAI/ }).check();
    await aadhaar.getByRole('button', { name: 'Send OTP' }).click();
    await expect(aadhaar.getByText('OTP sent to the mobile number linked with Aadhaar XXXX XXXX 2346.')).toBeVisible();
    await aadhaar.getByLabel('Aadhaar OTP', { exact: true }).fill(AADHAAR_OTP);
    await aadhaar.getByRole('button', { name: 'Verify Aadhaar' }).click();
    await expect(aadhaar).toContainText('Verified');
    await expect(aadhaar).toContainText('XXXX XXXX 2346');
    expect(await page.content()).not.toContain(AADHAAR);

    const pan = page.getByTestId('kyc-pan');
    await pan.getByLabel('PAN', { exact: true }).fill('abcpp1234f');
    await pan.getByRole('checkbox', { name: /UIDAI/ }).check();
    await pan.getByRole('button', { name: 'Verify PAN' }).click();
    await expect(pan).toContainText('Verified');
    await expect(pan).toContainText('XXXXXX234F');

    await expect(page.getByTestId('kyc-bank')).toContainText('Verified');

    const gst = page.getByTestId('kyc-gst');
    await gst.getByLabel('GSTIN', { exact: true }).fill(GSTIN);
    await gst.getByRole('checkbox', { name: /UIDAI/ }).check();
    await gst.getByRole('button', { name: 'Verify GSTIN' }).click();
    await expect(gst).toContainText('Verified');
    await expect(gst).toContainText('Maharashtra');
    await expect(page.getByText('Your shop is verified: connectors and commission payouts are open.')).toBeVisible();

    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/vender\/edit-vender-profile$/);
    await page.getByLabel('Pin Code').fill('4110');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Must be exactly 6 digits')).toBeVisible();
    await page.getByLabel('Pin Code').fill('411030');
    await page.getByLabel('Shop address').fill('Shop 7, Laxmi Road, Sadashiv Peth');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/vender\/vendor-profile$/);
    await expect(page.getByTestId('shop-details')).toContainText('Shop 7, Laxmi Road, Sadashiv Peth');

    await page.getByRole('navigation', { name: 'Partner dashboard' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByTestId('figure-kyc')).toHaveText('0');
    // By id: the toast container is a region named Notifications too.
    const notifications = page.locator('#notifications');
    await expect(notifications.getByText('GST registration verified')).toBeVisible();
    await expect(notifications.getByText('Aadhaar (OTP) verified')).toBeVisible();
    const unreadBefore = Number(await page.getByTestId('unread-count').textContent());
    await notifications.getByTestId('notification').filter({ hasText: 'GST registration verified' }).getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByTestId('unread-count')).toHaveText(String(unreadBefore - 1));
    await notifications.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByTestId('unread-count')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the shop QR decodes to its link, and an enquiry through it is credited to this shop only', async ({ page, browser }) => {
    // Three browsers: the shop, a customer scanning its code, the other shop.
    test.slow();
    await signIn(page, SHOP, '/vender/create-qr');
    await page.getByLabel('Enquiry form the code opens').selectOption('education-loan');
    await expect(page.getByTestId('shop-link')).toHaveText(`${SITE_URL}/education-loan?shopid=${SHOP.code}`);
    await page.getByRole('link', { name: 'Use this QR code' }).click();
    await expect(page).toHaveURL(/\/vender\/get-shop-qr\?product=education-loan$/);
    await expect(page.getByTestId('poster-shop-name')).toHaveText(SHOP.name);

    // Decode the code the page shows, pixel by pixel.
    const qr = page.getByTestId('shop-qr');
    await expect(qr).toBeVisible();
    const pixels = await qr.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height);
      return { width: data.width, height: data.height, data: Array.from(data.data) };
    });
    const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
    expect(decoded?.data).toBe(`${SITE_URL}/education-loan?shopid=${SHOP.code}`);

    const png = page.waitForEvent('download');
    await page.getByTestId('download-png').click();
    expect((await png).suggestedFilename()).toBe(`${SHOP.code}-education-loan-qr.png`);
    const svg = page.waitForEvent('download');
    await page.getByTestId('download-svg').click();
    const svgDownload = await svg;
    expect(svgDownload.suggestedFilename()).toBe(`${SHOP.code}-education-loan-qr.svg`);

    // A customer scans it: a fresh browser, no session.
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await customer.goto(decoded!.data);
    const form = customer.getByRole('form', { name: 'Education Loan Application' });
    const mobile = uniqueMobile();
    await form.getByLabel('Full Name').fill('Tanvi Deshpande');
    await form.getByLabel('Phone Number').fill(mobile);
    await form.getByLabel('Email').fill('tanvi.deshpande@example.com');
    await form.getByLabel('Pin Code').fill('411004');
    await form.getByLabel('Address').fill('12 Prabhat Road, Erandwane, Pune');
    await form.getByLabel('Loan Amount').fill('8,00,000');
    await form.getByLabel('I declare that I am a resident of India.').check();
    await form.getByRole('button', { name: 'Verify' }).click();
    await customer.waitForURL('**/b2c/verfiyotp', { timeout: 15_000 });
    await customer.getByLabel('OTP', { exact: true }).fill(await lastOtp(mobile));
    await customer.getByRole('button', { name: 'Verify OTP' }).click();
    await customer.waitForURL('**/b2c/thankyou');
    await customerContext.close();

    await page.goto('/vender');
    await expect(page.getByTestId('recent-leads')).toContainText('Tanvi D.');

    const other = await newSignedInPage(browser, OTHER_SHOP);
    await expect(other.getByTestId('shop-name')).toHaveText(OTHER_SHOP.name);
    await expect(other.getByTestId('recent-leads')).toBeVisible();
    await expect(other.getByTestId('recent-leads')).not.toContainText('Tanvi D.');
    await other.context().close();
  });

  test('a person joins the shop as a connector after a mobile OTP, and the shop sees them', async ({ page, browser }) => {
    const joinContext = await browser.newContext({ baseURL: SITE_URL });
    const join = await joinContext.newPage();
    await join.goto(`/create-connector?code=${SHOP.code}`);
    await expect(join.getByLabel("Shop's referral code")).toHaveValue(SHOP.code);
    const mobile = uniqueMobile();
    await join.getByLabel('Full name').fill('Omkar Salunkhe');
    await join.getByLabel('Mobile number').fill(mobile);
    await join.getByLabel('Pin Code').fill('411030');
    await join.getByRole('button', { name: 'Send OTP' }).click();
    await expect(join.getByText('Please agree to work with this shop as its connector')).toBeVisible();
    await join.getByRole('checkbox').check();
    await join.getByRole('button', { name: 'Send OTP' }).click();
    await expect(join.getByText(`Joining ${SHOP.name} as Omkar Salunkhe.`)).toBeVisible();
    await join.getByLabel('OTP').fill(await lastOtp(mobile));
    await join.getByRole('button', { name: 'Verify and join' }).click();
    await expect(join.getByTestId('connector-joined')).toContainText(`education-loan?shopid=${SHOP.code}&referral=CN`);
    await joinContext.close();

    await signIn(page, SHOP, '/vender/connectors');
    const row = page.getByTestId('connectors').getByRole('row').filter({ hasText: 'Omkar Salunkhe' });
    await expect(row).toContainText(mobile);
    await expect(row).toContainText('joined online');
    await row.getByRole('button', { name: 'Deactivate Omkar Salunkhe' }).click();
    await expect(row).toContainText('Inactive');
  });

  test('someone signed in with another role is told so and taken to their own area', async ({ page }) => {
    // The page clock holds still, so the 5 s toast is still there however long the customer area
    // takes to load on a busy machine.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await signInForReal(page, { mobile: uniqueMobile() });
    await page.goto('/vender/connectors');
    await expect(toast(page, 'The vendor dashboard is for partner shops. You are signed in as a customer, so here is your own area.')).toBeVisible();
    await expect(page).toHaveURL(/\/customer\/referral$/);
  });

  test('on a phone the dashboard does not jump while its name, balance, figures and notifications arrive', async ({ page }) => {
    // Lighthouse's phone: every shift of what is on screen counts (docs/architecture.md,
    // "Performance targets": CLS ≤ 0.05).
    await page.setViewportSize({ width: 412, height: 823 });
    await signInForReal(page, SHOP);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/vender');
    await expect(page.getByTestId('shop-name')).toHaveText(SHOP.name);
    await expect(page.getByTestId('figure-leads')).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveText(/₹\d/);
    await expect(page.locator('#notifications .notification').first()).toBeVisible();
    // A long shop name stays on one line (its full name on hover), so the header keeps its height.
    await expect(page.getByTestId('shop-name')).toHaveAttribute('title', SHOP.name);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
  });

  test('the dashboard works on a 360 px phone: the menu folds, nothing overflows, log out', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, SHOP);
    const nav = page.getByRole('navigation', { name: 'Partner dashboard' });
    await expect(nav).toBeHidden();
    await page.locator('button[aria-controls="vendor-navigation"]').click();
    await nav.getByRole('link', { name: 'Shop QR code' }).click();
    await expect(page).toHaveURL(/\/vender\/get-shop-qr$/);
    await expect(nav).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // One "Menu" and one "Log out" on the page: the site's.
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(1);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Log out/ })).toHaveCount(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });
});
