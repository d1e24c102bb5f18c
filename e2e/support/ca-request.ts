// A shop's CA request as the shop makes it at the counter (GST registration with two PDFs), for the
// journeys that go on from it: the CA team's fulfilment and the fee refunded on a rejection.
import { expect, type Page } from '@playwright/test';

/** A small valid PDF to attach, named as the shop would name it. */
export const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`),
});

/** Files a GST registration for the signed-in shop and returns its request number (CA-yyyy-nnnnnn). */
export async function submitGstRequest(shop: Page): Promise<string> {
  await shop.goto('/vender/ca-services/gst-services/gst-registration');
  await shop.getByLabel('Applicant name', { exact: true }).fill('Ganesh Patil');
  await shop.getByLabel('Business name', { exact: true }).fill('Ganesh Traders');
  await shop.getByLabel('PAN', { exact: true }).fill('ABCPE1234F');
  await shop.getByLabel('Mobile number', { exact: true }).fill('9876543210');
  await shop.getByLabel('Email', { exact: true }).fill('ganesh.traders@example.com');
  await shop.getByLabel('Address', { exact: true }).fill('Shop 5, Laxmi Road, Pune');
  await shop.getByLabel('PIN code', { exact: true }).fill('411030');
  await shop.getByLabel('Type of business', { exact: true }).selectOption('proprietorship');
  await shop.getByLabel('PAN card', { exact: true }).setInputFiles(pdf('pan-card.pdf'));
  await shop.getByLabel('Address proof', { exact: true }).setInputFiles(pdf('electricity-bill.pdf'));
  await shop.getByRole('button', { name: 'Submit request' }).click();
  // Other tests of this worker may have spent the demo wallet: then what it lacks (the whole fee
  // or part of it, never less than the minimum top-up) is topped up at the local checkout first,
  // as a shop would.
  const due = shop.getByRole('region', { name: 'Awaiting payment' });
  await expect(shop.getByTestId('service-request').first().or(due)).toBeVisible();
  if (await due.isVisible()) {
    await due.getByRole('button', { name: /^Top up ₹[\d,]+ and pay$/ }).click();
    await shop.getByRole('button', { name: 'Pay', exact: true }).click();
  }
  await expect(shop).toHaveURL(/\/vender\/ca-services-history$/);
  const card = shop.getByTestId('service-request').first();
  await expect(card.getByText('Submitted', { exact: true })).toBeVisible();
  const number = (await card.locator('.service-request__number').textContent())?.trim() ?? '';
  expect(number).toMatch(/^CA-\d{4}-\d{6}$/);
  return number;
}
