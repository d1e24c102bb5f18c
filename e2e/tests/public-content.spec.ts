import { expect, test, type Page } from '@playwright/test';

const LANDING_PAGES = [
  '/b2c/personal-loan-landing',
  '/b2c/plbt-landing',
  '/b2c/professional-loan-landing',
  '/b2c/credit-card-landing',
  '/b2c/web-development-landing',
  '/b2c/motor-insurance-landing',
  '/b2c/social-media-landing',
  '/b2c/lapbt-landing',
  '/b2c/business-landing',
  '/b2c/hlbt-landing',
  '/home-loan',
  '/loan-against-property',
];
// Insurance and digital services lend nothing, so they show a price instead of a loan calculator.
const WITHOUT_LOAN = new Set(['/b2c/web-development-landing', '/b2c/motor-insurance-landing', '/b2c/social-media-landing']);

/**
 * The page's head tags. The shell writes the route's own title and description when the URL
 * changes, and the page refines them (an article's title) in an effect after it has drawn, so read
 * them with expect.poll: the heading can be on screen a moment before the tags are.
 */
async function meta(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
    ogType: document.querySelector('meta[property="og:type"]')?.getAttribute('content'),
  }));
}

test.describe('blog and news', () => {
  test('a reader finds an article in the blog list, reads it and moves on to a related one', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    // Six seeded; the content desk's journey may have published one more on this worker's API.
    await expect(page.getByText(/^\d+ articles$/)).toBeVisible();
    await expect.poll(async () => (await meta(page)).description).toContain('credit scores');

    // Filter by category through the list's own control, then open the article.
    await page.getByLabel('Category').selectOption('Business');
    await expect(page).toHaveURL(/category=Business/);
    const list = page.getByTestId('article-list');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await list.getByRole('link', { name: 'Does your shop need GST registration?' }).click();

    const article = page.getByTestId('article');
    await expect(article.getByRole('heading', { level: 1, name: 'Does your shop need GST registration?' })).toBeVisible();
    await expect(article.getByText(/By Farhan Qureshi · .*2025 · \d+ min read/)).toBeVisible();
    await expect(article.getByRole('heading', { level: 2, name: 'The composition scheme' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect
      .poll(() => meta(page))
      .toMatchObject({
        title: expect.stringMatching(/^Does your shop need GST registration\? \| /),
        description: 'The turnover thresholds, the documents you need and why a GSTIN also helps you get a business loan.',
      });
    const tags = await meta(page);
    expect(tags.canonical).toMatch(/\/blog\/gst-registration-for-small-shops$/);
    expect(tags.ogUrl).toBe(tags.canonical);
    expect(tags.ogType).toBe('article');

    await page
      .getByRole('complementary', { name: 'Related articles' })
      .getByRole('link', { name: /Udyam registration/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /Udyam registration/ })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('₹125 crore');
    expect(errors).toEqual([]);
  });

  test('search and paging live in the URL; an unknown slug is the not-found page', async ({ page }) => {
    await page.goto('/news-event');
    await expect(page.getByRole('heading', { level: 1, name: 'News and events' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search news items' }).fill('Pune');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=Pune/);
    await expect(page.getByTestId('article-list').getByRole('listitem')).toHaveCount(1);
    await page.goto('/blog/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('product landing pages', () => {
  for (const path of LANDING_PAGES) {
    test(`${path} renders its product, meta and ${WITHOUT_LOAN.has(path) ? 'price' : 'EMI calculator'} on a 360 px phone`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${path}?referral=E2EREF&shopid=SHOP7`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
      const apply = page.getByTestId('apply');
      expect(await apply.getAttribute('href')).toMatch(/^\/b2c\/[a-z-]+\?referral=E2EREF&shopid=SHOP7$/);
      await expect.poll(async () => (await meta(page)).canonical).toMatch(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      const tags = await meta(page);
      // The page's own description from routes.json, not the site's default.
      expect(tags.description).toMatch(/\w{4}/);
      expect(tags.description).not.toMatch(/^LoanSetu: compare/);
      if (WITHOUT_LOAN.has(path)) {
        await expect(page.locator('.landing__rate')).toBeVisible();
      } else {
        await expect(page.getByTestId('from-rate')).toHaveText(/^From \d+(\.\d+)?% p\.a\.$/);
        // The rate is the lenders' lowest today (their terms in the database), said as such.
        await expect(page.getByText(/The lowest rate of our lending partners today|Your rate depends on the card issuer/)).toBeVisible();
        const calculator = page.getByTestId('emi-calculator');
        const card = path === '/b2c/credit-card-landing';
        await calculator.getByLabel(/Loan amount/).fill(card ? '100000' : '1000000');
        await calculator.getByLabel(/Interest rate/).fill('10.5');
        await calculator.getByLabel(/Processing fee/).fill('0');
        await calculator.getByLabel(/Tenure/).fill(card ? '24' : '60');
        // ₹10 lakh at 10.5 % over 5 years is ₹21,494 a month; a ₹1 lakh card purchase over 2 years, ₹4,638.
        await expect(calculator.getByRole('definition').first()).toHaveText(card ? '₹4,638' : '₹21,494');
        await expect(calculator.getByText('10.50% p.a.')).toBeVisible();
        await calculator.getByRole('button', { name: 'Show repayment schedule' }).click();
        await expect(calculator.getByRole('img', { name: /Principal and interest/ })).toBeVisible();
        await expect(page.getByTestId('amortisation').getByRole('row')).toHaveCount(card ? 25 : 6);
      }
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await apply.click();
      await expect(page).toHaveURL(/referral=E2EREF&shopid=SHOP7/);
    });
  }
});

test.describe('read-more guides', () => {
  test('a guide renders from the content store and an unknown id is the not-found page in the layout', async ({ page }) => {
    await page.goto('/read-more/PLBT/plbt-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal loan balance transfer explained' })).toBeVisible();
    await expect.poll(async () => (await meta(page)).title).toMatch(/^Personal loan balance transfer explained \| /);
    await page.goto('/hl/home-loan-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'Home loan: from application to keys' })).toBeVisible();
    for (const url of ['/read-more/pl/no-such-guide', '/read-more/cc/personal-loan-guide', '/lap/nothing']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    }
  });
});
