// The form engine in a real browser: what a person sees after toggling a checkbox.
import { expect, test } from '@playwright/test';

test('ticking and unticking a consent box leaves every empty field reported on Verify', async ({ page }) => {
  await page.goto('/education-loan');
  const form = page.getByRole('form', { name: 'Education Loan Application' });
  const consent = form.getByRole('checkbox').first();
  await consent.check();
  await consent.uncheck();
  await form.getByRole('button', { name: 'Verify' }).click();

  const expected: [string, string][] = [
    ['Full Name', 'Full Name is required'],
    ['Phone Number', 'Phone number is required'],
    ['Email', 'Email is required'],
    ['Pin Code', 'Pin Code is required'],
    ['Loan Amount', 'Loan Amount is required'],
    ['Address', 'Address is required'],
  ];
  for (const [label, message] of expected) {
    const field = form.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
  }
  await expect(form.getByText('You must accept the terms and conditions')).toHaveCount(2);
  await expect(form.locator('.field__error')).toHaveCount(8);
});
