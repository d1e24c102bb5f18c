import { expect, test } from '@playwright/test';
import { PRODUCT_SAMPLES } from '../../shared/src/schemas/product-samples';
import type { ProductSlug } from '../../shared/src/schemas/products';
import { storedApplications, toast, uniqueMobile } from '../support/enquiry';

const slugs = Object.keys(PRODUCT_SAMPLES) as ProductSlug[];

test.describe('product applications', () => {
  for (const slug of slugs) {
    test(`/b2c/${slug} stores one application through its endpoint`, async ({ page }) => {
      const mobile = uniqueMobile();
      await page.goto(`/b2c/${slug}?referral=E2EREF&shopid=E2ESHOP`);
      const form = page.getByRole('form');
      await expect(form).toBeVisible();
      await expect(form.locator('[name="referred"]')).toHaveValue('E2EREF');
      for (const [name, value] of Object.entries({ ...PRODUCT_SAMPLES[slug], mobile })) {
        const control = form.locator(`[name="${name}"]`);
        if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value);
        else await control.fill(value);
      }
      await form.locator('[name="termsAccepted"]').check();
      await form.getByRole('button', { name: 'Submit application' }).dblclick();
      await expect(toast(page, 'application has been submitted')).toBeVisible();
      await page.waitForURL('**/b2c/thankyou', { timeout: 10_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();

      const stored = await storedApplications(mobile);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ product: slug, fullName: 'Aarav Gupta', referred: 'E2EREF', shopID: 'E2ESHOP', status: 'submitted' });
    });
  }
});
