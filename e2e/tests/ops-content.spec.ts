// The content desk end to end (issue 32): the demo content editor writes a blog post in the
// console (the live preview drawn as the site draws it), publishes it, and it is on /blog and on its
// own page, in the browser and in the server-rendered HTML a plain request gets, with nothing
// restarted or redeployed. Renaming its slug keeps the old address: a 301 to the new one.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/env';
import { signInStaff } from '../support/staff';

// A long form and several page loads: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const CONTENT_EDITOR = { email: 'content.editor@example.com', password: 'Staff@2026' };

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

test('a post written and published in the console is on /blog and its page without a restart, and a renamed slug redirects', async ({ page, request }) => {
  const suffix = Date.now().toString(36);
  const title = `Saving for a two-wheeler before the loan ${suffix}`;
  const slug = `saving-for-a-two-wheeler-before-the-loan-${suffix}`;
  await signInStaff(page, CONTENT_EDITOR);

  await page.goto('/ops/content/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Make the slug from the title' }).click();
  await expect(page.getByLabel(/^Slug/)).toHaveValue(slug);
  await page.getByLabel('Summary', { exact: true }).fill('Why a small monthly deposit and a short loan beat a long loan for a scooter.');
  await page.getByLabel('Author', { exact: true }).fill('Kavita Joshi');
  await page.getByLabel('Category', { exact: true }).fill('Savings');
  await page.getByLabel('Text (Markdown)').fill('## Start with the deposit\n\nPut aside **₹2,000** a month for a year, then borrow the rest for 12 months.');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Start with the deposit' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('₹2,000');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Save draft' }).click();

  await expect(page).toHaveURL(/\/ops\/content\/[0-9a-f-]{36}$/);
  const publishing = page.getByRole('region', { name: 'Publishing' });
  await expect(publishing).toContainText('Draft');
  // A draft is nobody's to read.
  expect((await request.get(`${API_URL}/api/blogs/${slug}`)).status()).toBe(404);
  expect(await (await request.get(`/blog/${slug}`)).text()).not.toContain(title);

  await publishing.getByRole('button', { name: 'Publish now' }).click();
  await expect(publishing.getByRole('link', { name: 'Open on the site' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The server-rendered HTML of a plain request (no script run) has it once the site server has
  // seen the new content version (it asks the API at most once a second); on a loaded machine a
  // first render may miss its time limit and be served for the browser to draw, so ask again.
  await expect
    .poll(
      async () => {
        const response = await request.get(`/blog/${slug}`);
        return response.status() === 200 && (await response.text()).includes(title);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect.poll(async () => (await (await request.get('/blog')).text()).includes(title), { timeout: 30_000 }).toBe(true);

  const reader = await (await page.context().browser()!.newContext()).newPage();
  await reader.goto('/blog');
  await reader.getByRole('link', { name: title }).first().click();
  await expect(reader).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByTestId('article').locator('strong')).toHaveText('₹2,000');

  // Renamed: the old address moves to the new one, for a plain request and for the browser.
  const renamed = `${slug}-on-emi`;
  await page.getByLabel(/^Slug/).fill(renamed);
  await page.getByRole('button', { name: 'Save (changes the site now)' }).click();
  await expect(page.getByText(`old addresses leading here: ${slug}`)).toBeVisible();
  await expect
    .poll(
      async () => {
        const response = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
        return `${response.status()} ${response.headers().location ?? ''}`;
      },
      { timeout: 30_000 },
    )
    .toBe(`301 /blog/${renamed}`);
  const moved = await request.get(`${API_URL}/api/blogs/${slug}`, { maxRedirects: 0 });
  expect(`${moved.status()} ${moved.headers().location}`).toBe(`301 /api/blogs/${renamed}`);
  await reader.goto(`/blog/${slug}`);
  await expect(reader).toHaveURL(new RegExp(`/blog/${renamed}$`));
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
