import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_SAMPLES, VENDOR_ONLY_PRODUCT_SAMPLES } from '../../shared/src/schemas/product-samples';
import { sellingProduct, sellingProductLabel, VENDOR_LOAN_FORMS } from '../../shared/src/schemas/vendor-selling';
import { toProductPayload } from '../../shared/src/schemas/products';
import { WORKED_CASES } from '../../shared/src/schemas/logistics-worked-cases';
import { lastOtp, toast, uniqueMobile } from '../support/enquiry';
import { API_URL, SITE_URL } from '../support/env';
import { DEMO_SHOP, signInForReal } from '../support/session';

const samples: Record<string, Record<string, string>> = { ...PRODUCT_SAMPLES, ...VENDOR_ONLY_PRODUCT_SAMPLES };

/**
 * A shipment is paid from the wallet, which earlier tests of this worker may have spent: the shop
 * adds ₹1,000 at the local checkout first, as it would at its counter.
 */
async function topUpWallet(page: Page) {
  await page.goto('/vender/services');
  await page.getByLabel('Amount (₹)').fill('1000');
  await page.getByRole('button', { name: 'Add money' }).click();
  await expect(page).toHaveURL(/\/pg\/checkout\/session_local_/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/vender\/services\?order_id=OD\d{8}$/);
}

async function fill(page: Page, values: Record<string, string>) {
  const form = page.getByRole('form');
  for (const [name, value] of Object.entries(values)) {
    const control = form.locator(`[name="${name}"]`);
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}

test.describe('vendor selling', () => {
  for (const { path, product } of VENDOR_LOAN_FORMS) {
    test(`${path}: the shop files for its customer and the sale shows in its loan sales as New`, async ({ page }) => {
      await signInForReal(page, DEMO_SHOP);
      const mobile = uniqueMobile();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: sellingProductLabel(product) })).toBeVisible();
      await fill(page, { ...samples[product]!, mobile });
      await page.getByRole('form').locator('[name="termsAccepted"]').check();
      await page.getByRole('button', { name: 'Submit application' }).click();
      await expect(toast(page, 'application for Aarav Gupta has been submitted')).toBeVisible();
      await page.waitForURL('**/vender/loan-sell-history');

      // Found by the customer's number; the newest sale, with its first status.
      await page.getByLabel('Search').fill(mobile);
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]q=${mobile}`));
      await expect(page.getByTestId('sales-count')).toHaveText('1 sale match');
      const row = page.getByTestId('sales').locator('tbody tr');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(sellingProductLabel(product));
      await expect(row).toContainText('New');

      await row.getByRole('link', { name: 'Aarav Gupta' }).click();
      await expect(page).toHaveURL(/\/vender\/sell-history-details\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('current-status')).toHaveText('New');
      await expect(page.getByTestId('sale-customer')).toContainText(mobile);
      await expect(page.getByTestId('timeline-entry')).toHaveCount(1);
      await expect(page.getByTestId('timeline-entry')).toContainText('New');
    });
  }

  test('filters and paging live in the URL, and the CSV carries exactly what the filters show', async ({ page }) => {
    await signInForReal(page, DEMO_SHOP);
    await page.goto('/vender/loan-sell-history');
    const count = page.getByTestId('sales-count');
    await expect(count).toHaveText(/^\d+ sales$/);
    const total = Number((await count.textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThan(10);
    await expect(page.getByTestId('page-of')).toHaveText(`Page 1 of ${Math.ceil(total / 10)}`);
    await expect(page.getByTestId('sales').locator('tbody tr')).toHaveCount(10);

    // Page 2 is in the URL and survives a reload.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByTestId('page-of')).toHaveText(`Page 2 of ${Math.ceil(total / 10)}`);
    const secondPageFirst = await page.getByTestId('sales').locator('tbody tr').first().textContent();
    await page.reload();
    await expect(page.getByTestId('page-of')).toHaveText(`Page 2 of ${Math.ceil(total / 10)}`);
    await expect(page.getByTestId('sales').locator('tbody tr').first()).toHaveText(secondPageFirst!);

    // A date range the wrong way round is refused in words, and what was typed stays.
    await page.getByLabel('From', { exact: true }).fill('2026-05-02');
    await page.getByLabel('To', { exact: true }).fill('2026-05-01');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('The end date must not be before the start date')).toBeVisible();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-05-02');

    // Status New: a new filter starts at page 1; the CSV has every matching sale, all New.
    await page.getByLabel('From', { exact: true }).fill('');
    await page.getByLabel('To', { exact: true }).fill('');
    await page.getByLabel('Status', { exact: true }).selectOption('new');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\?status=new$/);
    await expect(count).toHaveText(/^\d+ sales? match$/);
    // The page keeps the last answer on screen while the filtered one loads (its count then already
    // says "match"): read it once the list is no longer busy, or a slow answer leaves the unfiltered
    // total to compare the CSV with.
    await expect(page.getByRole('region', { name: 'Sales', exact: true })).toHaveAttribute('aria-busy', 'false');
    const matching = Number((await count.textContent())!.split(' ')[0]);
    const shown = page.getByTestId('sales').locator('tbody tr');
    await expect(shown).toHaveCount(Math.min(10, matching));
    for (const text of await shown.allTextContents()) expect(text).toContain('New');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = (await readFile(await (await download).path())).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Customer,Mobile,Product,Amount (₹),Status,Filed');
    expect(lines).toHaveLength(matching + 1);
    for (const line of lines.slice(1)) expect(line).toMatch(/,New,(At the counter|Through your link)$/);
  });

  test("another shop's sale is not found", async ({ page, browser }) => {
    // The first shop's newest sale, opened by the second shop.
    await signInForReal(page, DEMO_SHOP);
    await page.goto('/vender/loan-sell-history');
    const link = page.getByTestId('sales').locator('tbody tr a').first();
    const href = await link.getAttribute('href');
    const other = await (await browser.newContext({ baseURL: SITE_URL })).newPage();
    await signInForReal(other, { email: 'demo.vendor2@example.com', password: 'Vendor2@2026' });
    await other.goto(href!);
    await expect(other.getByRole('alert').filter({ hasText: 'Loan not found' }).first()).toBeVisible();
    await expect(other.getByTestId('sale-customer')).toHaveCount(0);
    await other.close();
  });

  test('a card from a bank page: the two-step application survives a reload between the steps', async ({ page }) => {
    await signInForReal(page, DEMO_SHOP);
    const mobile = uniqueMobile();
    await page.goto('/vender/cards/hdfc-bank');
    await expect(page.getByRole('heading', { level: 1, name: 'HDFC Bank credit cards' })).toBeVisible();
    await expect(page.getByTestId('credit-card')).toHaveCount(2);
    await expect(page.getByTestId('credit-card').first()).toContainText('Annual fee');
    await page.getByRole('button', { name: 'Apply for HDFC Bank Millennia' }).click();

    await expect(page).toHaveURL(/\/vender\/cards\/form-1$/);
    // The bank page stays on screen until the form's lazy route has loaded (its list is labelled
    // "Cards on offer"): wait for the form itself, then read its exact "Card" box.
    await expect(page.getByRole('heading', { level: 1, name: 'Credit card application' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Card', exact: true })).toHaveValue('hdfc-millennia');
    await page.getByLabel("Applicant's full name").fill('Meena Iyer');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Email').fill('meena.iyer@example.com');
    await page.getByLabel('PAN').fill('ABCPI1234M');
    await page.getByLabel('Date of birth').fill('1990-04-12');
    await page.getByLabel('PIN code').fill('411030');
    await page.getByLabel('City').fill('Pune');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/vender\/cards\/form-2$/);
    await page.getByLabel('Employment type').selectOption('salaried');
    await page.getByLabel('Employer or business name').fill('Tata Consultancy Services');
    await page.reload();
    // Step 1 and what was typed in step 2 are still there.
    await expect(page.getByText('Meena Iyer is applying for the HDFC Bank Millennia')).toBeVisible();
    await expect(page.getByLabel('Employer or business name')).toHaveValue('Tata Consultancy Services');
    await page.getByLabel('Monthly income').fill('20,000');
    await page.getByLabel('Already holds a credit card?').selectOption('no');
    await page.getByLabel('Address proof (KYC)').selectOption('aadhaar');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Millennia needs a monthly income of at least ₹35,000')).toBeVisible();
    await page.getByLabel('Monthly income').fill('60,000');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(toast(page, 'application for Meena Iyer has been submitted')).toBeVisible();

    await expect(page).toHaveURL(/\/vender\/card-sell-history$/);
    await page.getByLabel('Search').fill(mobile);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const row = page.getByTestId('sales').locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('New');
    await row.getByRole('link', { name: 'Meena Iyer' }).click();
    await expect(page.getByRole('heading', { name: 'HDFC Bank Millennia for Meena Iyer' })).toBeVisible();
    await expect(page.getByTestId('timeline-entry')).toHaveCount(1);
  });

  test('an invoice upload moves a commission line from invoice due to invoice submitted', async ({ page }) => {
    await signInForReal(page, DEMO_SHOP);
    await page.goto('/vender/loan-payment-history?view=unpaid');
    const due = page.getByTestId('commission-lines').locator('tbody tr').filter({ hasText: 'Invoice due' }).first();
    await expect(due).toBeVisible();
    const dueBefore = await page.getByTestId('commission-lines').locator('tbody tr').filter({ hasText: 'Invoice due' }).count();
    await due.getByRole('link').click();
    await expect(page).toHaveURL(/\/vender\/payment-history-details\?id=[0-9a-f-]{36}$/);
    await expect(page.getByTestId('commission-stage')).toHaveText('Invoice due');

    // Without a file nothing is sent and what was typed stays.
    const number = `E2E-${String(Date.now()).slice(-8)}`;
    await page.getByLabel('Invoice number').fill(number);
    await page.getByLabel('Invoice date').fill(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Upload invoice' }).click();
    await expect(page.getByText('Choose the invoice PDF')).toBeVisible();
    await expect(page.getByLabel('Invoice number')).toHaveValue(number);

    await page.getByLabel('Invoice PDF').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByRole('button', { name: 'Upload invoice' }).click();
    await expect(toast(page, 'Invoice submitted')).toBeVisible();
    await expect(page.getByTestId('commission-stage')).toHaveText('Invoice submitted');
    await expect(page.getByTestId('commission-working')).toContainText(number);

    await page.goto('/vender/loan-payment-history?view=unpaid');
    await expect(page.getByTestId('commission-lines').locator('tbody tr').filter({ hasText: 'Invoice due' })).toHaveCount(dueBefore - 1);
  });

  test('the rate calculator matches the table of worked cases', async ({ page }) => {
    const PAIRS = {
      local: ['411030', '411001'],
      regional: ['411030', '413001'],
      metro: ['400001', '560001'],
      rest: ['411030', '560001'],
      special: ['190001', '110001'],
    } as const;
    const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
    await signInForReal(page, DEMO_SHOP);
    await page.goto('/vender/rate-calculator');
    for (const { zone, parcel, chargeableKg, total } of WORKED_CASES) {
      const [pickup, delivery] = PAIRS[zone];
      await page.getByLabel('Pickup PIN code').fill(pickup);
      await page.getByLabel('Delivery PIN code').fill(delivery);
      await page.getByLabel('Weight (kg)').fill(String(parcel.weightKg));
      await page.getByLabel('Length (cm)').fill(String(parcel.lengthCm));
      await page.getByLabel('Breadth (cm)').fill(String(parcel.breadthCm));
      await page.getByLabel('Height (cm)').fill(String(parcel.heightCm));
      await page.getByLabel('Payment').selectOption(parcel.paymentMode);
      await page.getByLabel('Amount to collect (₹)').fill(parcel.codAmount ? String(parcel.codAmount) : '');
      await page.getByRole('button', { name: 'Calculate' }).click();
      const quote = page.getByTestId('quote');
      await expect(quote).toContainText(`Total${rupees.format(total)}`);
      await expect(quote).toContainText(`Chargeable weight${chargeableKg} kg`);
    }
  });

  test('a PIN pair’s zone, then a shipment booked and listed on the logistics home', async ({ page }) => {
    await signInForReal(page, DEMO_SHOP);
    await page.goto('/vender/pincode-zone');
    await page.getByLabel('Pickup PIN code').fill('190001');
    await page.getByLabel('Delivery PIN code').fill('110001');
    await page.getByRole('button', { name: 'Find the zone' }).click();
    await expect(page.getByTestId('zone')).toHaveText(/Special zone/);

    await topUpWallet(page);
    await page.goto('/vender/add-order');
    await page.getByLabel('Sender name').fill('Shree Ganesh Mobile');
    await page.getByLabel('Pickup mobile').fill('9876500002');
    await page.getByLabel('Pickup address').fill('Shop 4, Laxmi Road, Pune');
    await page.getByLabel("Customer's name (delivery)").fill('Meena Iyer');
    await page.getByLabel('Delivery mobile').fill('9812345678');
    await page.getByLabel('Delivery address').fill('12 MG Road, Bengaluru');
    await page.getByLabel('What is in the parcel').fill('Phone covers');
    await page.getByLabel('Pickup PIN code').fill('411030');
    await page.getByLabel('Delivery PIN code').fill('999999');
    await page.getByLabel('Weight (kg)').fill('1.2');
    await page.getByLabel('Length (cm)').fill('30');
    await page.getByLabel('Breadth (cm)').fill('20');
    await page.getByLabel('Height (cm)').fill('10');
    await page.getByRole('button', { name: 'Book the shipment' }).click();
    // An unknown PIN is refused in words and nothing typed is lost.
    await expect(page.getByText('This PIN code is not in the India Post directory').first()).toBeVisible();
    await expect(page.getByLabel('Delivery address')).toHaveValue('12 MG Road, Bengaluru');
    await page.getByLabel('Delivery PIN code').fill('560001');
    await page.getByRole('button', { name: 'Book the shipment' }).click();
    await expect(toast(page, 'Shipment booked: tracking number LS')).toBeVisible();
    await expect(page).toHaveURL(/\/logistics\/home$/);
    await expect(page.getByTestId('shipments').locator('tbody tr').first()).toContainText('Meena Iyer, Bengaluru Urban 560001');
  });

  test('a sale shows the documents still pending, and an upload counts one in', async ({ page }) => {
    await signInForReal(page, DEMO_SHOP);
    await page.goto('/vender/loan-sell-history?product=personal-loan');
    await page.getByTestId('sales').locator('tbody tr a').first().click();
    const pending = page.getByTestId('pending-documents');
    await expect(pending).toHaveText(/^\d+ of \d+ still pending$/);
    const [left, of] = (await pending.textContent())!.match(/\d+/g)!.map(Number) as [number, number];
    await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'pan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(toast(page, 'uploaded')).toBeVisible();
    await expect(pending).toHaveText(left - 1 === 0 ? 'Every document is in.' : `${left - 1} of ${of} still pending`);
    await expect(page.getByTestId('documents')).toContainText('(pan.pdf)');
  });

  test('a returning customer fills the form only after their OTP, and what the shop typed stays unless it accepts', async ({ page }) => {
    // The customer applied before (a personal loan on the website): those are their saved details.
    const mobile = uniqueMobile();
    const personal = sellingProduct('personal-loan');
    const earlier = {
      ...toProductPayload('personal-loan', await personal.formSchema.validate({ ...samples['personal-loan'], termsAccepted: true })),
      product: 'personal-loan',
      mobile,
    };
    const filed = await fetch(`${API_URL}${personal.endpointFor(earlier)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(earlier),
    });
    expect(filed.status).toBe(201);

    await signInForReal(page, DEMO_SHOP);
    await page.goto('/vender/home-loan-form');
    await expect(page.getByRole('heading', { level: 1, name: 'Home loan' })).toBeVisible();
    const form = page.getByRole('form');
    await form.locator('[name="email"]').fill('typed.by.shop@example.com');

    await page.getByRole('button', { name: 'Returning customer? Fill in their saved details' }).click();
    await page.getByLabel('Customer’s mobile for the OTP').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP to the customer' }).click();
    await expect(page.getByRole('status').filter({ hasText: `OTP sent to ${mobile}` })).toBeVisible();
    // Nothing is filled before the customer confirms.
    await expect(form.locator('[name="fullName"]')).toHaveValue('');

    const code = await lastOtp(mobile);
    await page.getByLabel('OTP the customer received').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm OTP and fill in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid OTP' })).toBeVisible();
    await expect(form.locator('[name="fullName"]')).toHaveValue('');

    await page.getByLabel('OTP the customer received').fill(code);
    await page.getByRole('button', { name: 'Confirm OTP and fill in' }).click();
    await expect(form.locator('[name="fullName"]')).toHaveValue('Aarav Gupta');
    await expect(form.locator('[name="mobile"]')).toHaveValue(mobile);
    await expect(form.locator('[name="pincode"]')).toHaveValue(samples['personal-loan']!.pincode!);
    await expect(form.locator('[name="city"]')).toHaveValue(samples['personal-loan']!.city!);
    // The email the shop typed is kept until the shop chooses the saved one.
    await expect(form.locator('[name="email"]')).toHaveValue('typed.by.shop@example.com');
    await expect(page.getByRole('group', { name: 'Details that differ from what you typed' })).toContainText(
      'you typed “typed.by.shop@example.com”, saved “aarav.gupta@example.com”',
    );
    await page.getByRole('button', { name: 'Use the saved details' }).click();
    await expect(form.locator('[name="email"]')).toHaveValue('aarav.gupta@example.com');
    // Still editable.
    await form.locator('[name="city"]').fill('Mumbai');
    await expect(form.locator('[name="city"]')).toHaveValue('Mumbai');
  });

  test('documents attached in the form are stored with the sale; the rest stay pending', async ({ page }) => {
    // Two pages, a search and uploads: longer than one form's test.
    test.slow();
    await signInForReal(page, DEMO_SHOP);
    const mobile = uniqueMobile();
    await page.goto('/vender/personal-loan-form');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal loan' })).toBeVisible();
    await fill(page, { ...samples['personal-loan']!, mobile });
    await page.getByRole('form').locator('[name="termsAccepted"]').check();
    // A file too big is refused at once, and nothing else is lost.
    await page
      .getByLabel('Passport-size photo', { exact: true })
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(page.getByRole('alert').filter({ hasText: 'huge.png is 5.0 MB: a document must be at most 5 MB' })).toBeVisible();
    await page
      .getByLabel('PAN card', { exact: true })
      .setInputFiles({ name: 'pan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(page.getByTestId('attached-count')).toHaveText('1 of 5 attached.');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(toast(page, 'application for Aarav Gupta has been submitted')).toBeVisible();
    await expect(toast(page, 'PAN card uploaded. 4 still pending.')).toBeVisible();
    await page.waitForURL('**/vender/loan-sell-history');

    await page.getByLabel('Search').fill(mobile);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByTestId('sales-count')).toHaveText('1 sale match');
    await page.getByTestId('sales').locator('tbody tr').getByRole('link', { name: 'Aarav Gupta' }).click();
    await expect(page.getByTestId('pending-documents')).toHaveText('4 of 5 still pending');
    const documents = page.getByTestId('documents');
    await expect(documents.locator('li').filter({ hasText: 'PAN card' })).toContainText('Uploaded');
    await expect(documents).toContainText('(pan.pdf)');
    await expect(documents.locator('li').filter({ hasText: 'Passport-size photo' })).toContainText('Pending');
  });

  test('a booked shipment can be cancelled before pickup, and its tracking shows it', async ({ page }) => {
    await signInForReal(page, DEMO_SHOP);
    await topUpWallet(page);
    await page.goto('/vender/add-order');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a shipment' })).toBeVisible();
    await page.getByLabel('Sender name').fill('Shree Ganesh Mobile');
    await page.getByLabel('Pickup mobile').fill('9876500002');
    await page.getByLabel('Pickup address').fill('Shop 4, Laxmi Road, Pune');
    await page.getByLabel("Customer's name (delivery)").fill('Kavya Nair');
    await page.getByLabel('Delivery mobile').fill('9812345679');
    await page.getByLabel('Delivery address').fill('7 Residency Road, Bengaluru');
    await page.getByLabel('What is in the parcel').fill('Chargers');
    await page.getByLabel('Pickup PIN code').fill('411030');
    await page.getByLabel('Delivery PIN code').fill('560001');
    await page.getByLabel('Weight (kg)').fill('0.5');
    await page.getByLabel('Length (cm)').fill('10');
    await page.getByLabel('Breadth (cm)').fill('10');
    await page.getByLabel('Height (cm)').fill('5');
    await page.getByRole('button', { name: 'Book the shipment' }).click();
    const booked = toast(page, 'Shipment booked: tracking number LS');
    await expect(booked).toBeVisible();
    const tracking = (await booked.textContent())!.match(/LS\d{10}/)![0];
    await expect(page).toHaveURL(/\/logistics\/home$/);

    const row = page.getByTestId(`shipment-${tracking}`);
    await expect(row).toContainText('Booked');
    await row.getByRole('button', { name: `Track ${tracking}` }).click();
    const timeline = page.getByTestId('tracking-timeline');
    await expect(timeline.locator('li')).toHaveCount(1);
    await expect(timeline).toContainText('Booked');
    await page.getByRole('button', { name: 'Cancel this shipment' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the shipment' }).click();
    await expect(toast(page, `Shipment ${tracking} cancelled`)).toBeVisible();
    await expect(row).toContainText('Cancelled');
    await expect(timeline.locator('li')).toHaveCount(2);
    await expect(timeline.locator('li').last()).toContainText('Cancelled');
    await expect(page.getByText('This shipment is cancelled.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel this shipment' })).toHaveCount(0);
  });
});
