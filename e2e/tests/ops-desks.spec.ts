// The grievance desk end to end (issue 32): a customer raises a complaint on the public site's
// grievance page, the demo grievance officer finds it in the console (signed in with password and
// authenticator code) and answers it, and the customer, following the complaint with its reference
// and mobile number, reads the answer. The console pages are checked with axe on the way.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { toast, uniqueMobile } from '../support/enquiry';
import { signInStaff } from '../support/staff';

// Two people and a sign-in that may wait for a fresh authenticator step.
test.describe.configure({ timeout: 120_000 });

const GRIEVANCE_OFFICER = { email: 'grievance.officer@example.com', password: 'Staff@2026' };

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

test('a complaint is answered by the grievance officer in the console and the customer reads the reply', async ({ page, browser }) => {
  const mobile = uniqueMobile();
  await page.goto('/b2c/grievance-redressal-policy');
  const raise = page.getByRole('form', { name: 'Raise a complaint' });
  await raise.getByLabel('Full name').fill('Farhan Qureshi');
  await raise.getByLabel('Mobile number').fill(mobile);
  await raise.getByLabel('What is it about?').selectOption('Interest, fees or charges');
  await raise.getByLabel('What happened').fill('The processing fee charged was higher than the one on the offer screen.');
  await raise.getByRole('button', { name: 'Send to the grievance officer' }).click();
  const summary = page.getByTestId('grievance-summary');
  await expect(summary).toContainText('Status: Received.');
  const reference = /GRV\d{8}/.exec((await summary.textContent()) ?? '')?.[0];
  expect(reference).toBeDefined();

  // The officer, in a browser of their own.
  const console = await (await browser.newContext()).newPage();
  await signInStaff(console, GRIEVANCE_OFFICER);
  await console.goto(`/ops/grievances?search=${reference}`);
  const table = console.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Nobody yet');
  await expectNoSeriousAxeViolations(console);
  await table.getByRole('link', { name: reference! }).click();
  await expect(console.getByRole('heading', { name: `${reference}: Received` })).toBeVisible();
  await expect(console.getByText('No reply yet.')).toBeVisible();
  await expectNoSeriousAxeViolations(console);

  const answer = 'We have asked the lender for the fee breakdown and will refund any excess within 7 days.';
  const reply = console.getByRole('form', { name: 'Reply to the person' });
  await reply.getByLabel('Reply').fill(answer);
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(console, 'Reply sent. Farhan Qureshi is told by SMS.')).toBeVisible();
  await expect(console.getByRole('heading', { name: `${reference}: Being looked into` })).toBeVisible();
  const thread = console.getByRole('region', { name: 'Replies' });
  await expect(thread).toContainText(answer);
  await expect(thread).toContainText('Kavita Nair');

  // The customer follows the complaint and reads the answer.
  const track = page.getByRole('form', { name: 'Track a complaint' });
  await track.getByLabel('Complaint reference').fill(reference!);
  await track.getByLabel('Mobile number').fill(mobile);
  await track.getByRole('button', { name: 'Show status' }).click();
  const followed = page.getByTestId('grievance-summary').last();
  await expect(followed).toContainText('Status: Being looked into.');
  const replies = followed.getByRole('region', { name: 'Replies from the grievance officer' });
  await expect(replies).toContainText(answer);
});
