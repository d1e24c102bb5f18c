// CA fulfilment end to end (issue 30): a GST registration the demo shop submits is assigned by
// the operations admin to the demo CA expert, who asks for the rent agreement; the shop sends it
// again from the request's page; the expert uploads the certificate and completes the request;
// the shop downloads the certificate, labelled by what it is. The console pages are checked with
// axe on the way.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_SHOP, signInForReal } from '../support/session';
import { pdf, submitGstRequest } from '../support/ca-request';
import { DEMO_ADMIN, signInToConsole } from '../support/staff';

// A long form, three people and several uploads: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const CA_EXPERT = { email: 'ca.expert@example.com', password: 'Staff@2026' };

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

async function openInConsole(page: Page, requestNumber: string, filters = '') {
  await page.goto(`/ops/ca-requests${filters}`);
  await expect(page.getByRole('heading', { level: 1, name: 'CA requests' })).toBeVisible();
  await page.getByRole('link', { name: requestNumber }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(requestNumber) })).toBeVisible();
}

test('a GST request is assigned, documents are asked for and sent again, the certificate is delivered and the shop downloads it', async ({
  page: shop,
  browser,
}) => {
  await signInForReal(shop, DEMO_SHOP);
  const requestNumber = await submitGstRequest(shop);

  // The operations admin hands it to the CA expert.
  const admin = await signInToConsole(browser, DEMO_ADMIN);
  await openInConsole(admin, requestNumber, '?service=gst-registration');
  await expectNoSeriousAxeViolations(admin);
  const assign = admin.getByRole('form', { name: 'Assign the request' });
  await assign.getByLabel('Assign to').selectOption({ label: 'Vikram Joshi' });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(admin.getByText('Assigned to Vikram Joshi', { exact: true }).first()).toBeVisible();

  // The expert finds it among their own, starts and asks for the rent agreement.
  const expert = await signInToConsole(browser, CA_EXPERT);
  await openInConsole(expert, requestNumber, '?assignee=me');
  await expect(expert.getByText('Proprietorship')).toBeVisible();
  await expert.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(expert.getByTestId('request-status')).toHaveText('In progress');
  const ask = expert.getByRole('form', { name: 'Ask the shop for documents' });
  await ask.getByLabel('Rent agreement or NOC').check();
  await ask.getByLabel('Note to the shop').fill('The premises are rented: please attach the rent agreement.');
  await ask.getByRole('button', { name: 'Ask for documents' }).click();
  await expect(expert.getByTestId('request-status')).toHaveText('Documents requested');

  // The shop sends it again from the request's own page; it goes back to the expert.
  await shop.goto('/vender/ca-services-history');
  await shop.getByRole('link', { name: `Send the documents for ${requestNumber}` }).click();
  await expect(shop.getByText('Our team asks: The premises are rented: please attach the rent agreement.')).toBeVisible();
  const send = shop.getByRole('form', { name: 'Send documents for GST Registration' });
  await send.getByLabel('Rent agreement or NOC').setInputFiles(pdf('rent-agreement.pdf'));
  await send.getByRole('button', { name: 'Send documents' }).click();
  await expect(shop.getByTestId('request-status')).toHaveText('In progress');

  // The expert uploads the certificate and completes the request.
  await expert.reload();
  await expect(expert.getByTestId('request-status')).toHaveText('In progress');
  await expect(expert.getByRole('button', { name: 'rent-agreement.pdf' })).toBeVisible();
  const upload = expert.getByRole('form', { name: 'Upload the deliverable' });
  await upload.getByLabel('What it is').selectOption({ label: 'GST registration certificate' });
  await upload.getByLabel('File').setInputFiles(pdf('GST-certificate.pdf'));
  await upload.getByRole('button', { name: 'Upload the deliverable' }).click();
  await expect(expert.getByTestId('deliverable')).toContainText('GST registration certificate');
  await expert.getByRole('button', { name: 'Complete: send the GST registration certificate' }).click();
  await expect(expert.getByTestId('request-status')).toHaveText('Completed');
  await expectNoSeriousAxeViolations(expert);

  // The shop downloads it, labelled by what it is.
  await shop.goto('/vender/ca-services-history');
  await shop.getByRole('link', { name: `View ${requestNumber}` }).click();
  await expect(shop.getByRole('heading', { name: 'Your GST registration certificate' })).toBeVisible();
  const download = shop.waitForEvent('download');
  await shop.getByRole('button', { name: 'Download the GST registration certificate' }).click();
  expect((await download).suggestedFilename()).toBe('GST-certificate.pdf');
});
