import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { GRIEVANCE_OFFICER } from '../../shared/src/config/grievance';
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
  const copy = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
    profile: { mobile: string };
    consents: { purpose: string; withdrawnAt: string | null }[];
  };
  expect(copy.profile.mobile).toBe(mobile);
  expect(copy.consents).toEqual([expect.objectContaining({ purpose: 'enquiry', withdrawnAt: expect.any(String) })]);
});

test('a complaint to the grievance officer gets a reference, and its status can be looked up with it', async ({ page }) => {
  const mobile = uniqueMobile();
  await page.goto('/b2c/grievance-redressal-policy');
  await expect(page.getByText(`Grievance Redressal Officer: ${GRIEVANCE_OFFICER.name}.`)).toBeVisible();
  const raise = page.getByRole('form', { name: 'Raise a complaint' });
  await raise.getByLabel('Full name').fill('Farhan Qureshi');
  await raise.getByLabel('Mobile number').fill(mobile);
  await raise.getByLabel('What is it about?').selectOption('Interest, fees or charges');
  await raise.getByLabel('What happened').fill('Too short');
  await raise.getByRole('button', { name: 'Send to the grievance officer' }).click();
  await expect(raise.getByText('Tell us a little more (at least 20 characters)')).toBeVisible();
  await raise.getByLabel('What happened').fill('The processing fee charged was higher than the one on the offer screen.');
  await raise.getByRole('button', { name: 'Send to the grievance officer' }).click();
  const summary = page.getByTestId('grievance-summary');
  await expect(summary).toContainText('Status: Received.');
  const reference = /GRV\d{8}/.exec((await summary.textContent()) ?? '')?.[0];
  expect(reference).toBeDefined();
  await expect(toast(page, `Your complaint has been registered. Your reference is ${reference}.`)).toBeVisible();

  const track = page.getByRole('form', { name: 'Track a complaint' });
  await track.getByLabel('Complaint reference').fill(reference!);
  await track.getByLabel('Mobile number').fill(uniqueMobile());
  await track.getByRole('button', { name: 'Show status' }).click();
  await expect(toast(page, 'No complaint matches that reference and mobile number.')).toBeVisible();
  await track.getByLabel('Mobile number').fill(mobile);
  await track.getByRole('button', { name: 'Show status' }).click();
  await expect(page.getByTestId('grievance-summary').last()).toContainText(`Reference ${reference} · Interest, fees or charges`);
});

test('a customer erases their data from the profile: told what goes and what the law keeps, then signed out', async ({ page }) => {
  const mobile = uniqueMobile();
  await signInForReal(page, { mobile });
  await page.goto('/customer/profile');
  const erase = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Erase my data' }) });
  await erase.getByRole('button', { name: 'Erase my data' }).click();
  const confirm = erase.getByRole('group', { name: 'Confirm erasure' });
  await expect(confirm).toContainText('Your profile: name, email, address and mobile number');
  await expect(confirm).toContainText('Companies Act 2013 s.128(5)');
  // Nothing goes until the customer says they understand.
  await expect(confirm.getByRole('button', { name: 'Yes, erase my data' })).toBeDisabled();
  await confirm.getByRole('button', { name: 'Keep my data' }).click();
  await expect(erase.getByRole('group', { name: 'Confirm erasure' })).toHaveCount(0);
  await erase.getByRole('button', { name: 'Erase my data' }).click();
  await confirm.getByRole('checkbox', { name: /cannot be undone/ }).check();
  await confirm.getByRole('button', { name: 'Yes, erase my data' }).click();

  const outcome = page.getByTestId('erasure-outcome');
  await expect(outcome).toContainText('Your data has been erased.');
  await expect(outcome).toContainText('What we keep, and why');
  await expect(outcome).toContainText('This request and its answer');
  await expect(outcome).toContainText('You have been signed out.');
  // The session is over: the mobile number no longer opens that account's profile.
  await outcome.getByRole('button', { name: 'Go to the home page' }).click();
  await page.goto('/customer/profile');
  await expect(page).not.toHaveURL(/\/customer\/profile$/);
});
