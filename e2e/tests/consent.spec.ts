import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { API_URL } from '../support/env';
import { toast, uniqueMobile } from '../support/enquiry';
import { signInForReal } from '../support/session';

test('consent given on the education-loan form is in the profile, and withdrawing it closes the enquiry', async ({ page }) => {
  const mobile = uniqueMobile();
  await page.goto('/education-loan');
  const form = page.getByRole('form', { name: 'Education Loan Application' });
  await form.getByLabel('Full Name').fill('Kavya Menon');
  await form.getByLabel('Phone Number').fill(mobile);
  await form.getByLabel('Email').fill('kavya.menon@example.com');
  await form.getByLabel('Pin Code').fill('682001');
  await form.getByLabel('Address').fill('12 Broadway, Ernakulam');
  await form.getByLabel('Loan Amount').fill('9,00,000');
  await form.getByLabel('I declare that I am a resident of India.').check();
  const submission = page.waitForRequest((request) => request.url() === `${API_URL}/inquiry/inquiry-submission` && request.method() === 'POST');
  await form.getByRole('button', { name: 'Verify' }).click();
  // The form names the notice it showed, so the server records that version.
  expect((await submission).headers()['x-consent-notice']).toBe('enquiry@1;en');
  await expect(toast(page, 'Your inquiry has been submitted')).toBeVisible();

  // The same person, signed in with that mobile, finds the consent on their profile.
  const profile = await page.context().newPage();
  await signInForReal(profile, { mobile });
  await profile.goto('/customer/profile');
  const consents = profile.locator('section', { has: profile.getByRole('heading', { level: 2, name: 'Your consents' }) });
  const consent = consents.getByRole('listitem').filter({ has: profile.getByRole('heading', { name: /Contact about my loan enquiry/ }) });
  await expect(consent.getByRole('heading')).toHaveText('Contact about my loan enquiry · Education loan (New)');
  await expect(consent).toContainText('I declare that I am a resident of India.');
  await expect(consent).toContainText('notice version 1 (English)');
  await expect(consent.getByTestId('consent-status')).toHaveText('Active');

  await consent.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(consent).toContainText('no more calls or SMS about it');
  await consent.getByRole('button', { name: 'Keep it' }).click();
  await expect(consent.getByTestId('consent-status')).toHaveText('Active');
  await consent.getByRole('button', { name: 'Withdraw consent' }).click();
  await consent.getByRole('button', { name: 'Yes, withdraw my consent' }).click();
  await expect(toast(profile, 'Your consent has been withdrawn.')).toBeVisible();
  await expect(consent.getByTestId('consent-status')).toHaveText(/^Withdrawn on /);
  await expect(consent.getByRole('heading')).toHaveText('Contact about my loan enquiry · Education loan (Closed)');

  // A copy of their data carries the consent and its withdrawal.
  const download = profile.waitForEvent('download');
  await profile.getByRole('button', { name: 'Download a copy of my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^loansetu-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { profile: { mobile: string }; consents: { purpose: string; withdrawnAt: string | null }[] };
  expect(copy.profile.mobile).toBe(mobile);
  expect(copy.consents).toEqual([expect.objectContaining({ purpose: 'enquiry', withdrawnAt: expect.any(String) })]);
});
