import { expect, test } from '@playwright/test';
import { lastOtp, toast, uniqueMobile } from '../support/enquiry';

// A small but real PDF: the API recognises a résumé by its bytes, not its name.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test.describe('careers', () => {
  test('an applicant finds a job by city, applies with a PDF résumé and confirms the mobile with the OTP', async ({ page }) => {
    const mobile = uniqueMobile();
    await page.goto('/career');
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await page.getByLabel('City').selectOption('Pune');
    await expect(page).toHaveURL(/city=Pune/);
    const jobs = page.getByTestId('job-list');
    await expect(jobs.getByRole('listitem')).toHaveCount(1);
    await jobs.getByRole('link', { name: 'Loan advisor' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Loan advisor' })).toBeVisible();
    expect(await page.title()).toMatch(/^Loan advisor, Pune \| /);
    await page.getByRole('link', { name: 'Apply for this job' }).click();

    const form = page.getByRole('form', { name: 'Job application' });
    await form.getByLabel('Full name').fill('Sneha Kulkarni');
    await form.getByLabel('Mobile number').fill(mobile);
    await form.getByLabel('Email').fill('sneha.kulkarni@example.com');
    await form.getByLabel('City').fill('Pune');
    await form.getByLabel('Experience (years)').fill('2');
    // The careers consent notice: one box, recorded with the application.
    await form.getByRole('checkbox', { name: /keep my application and CV/ }).check();
    // A Word file is refused in the form, before anything is sent.
    await form
      .getByLabel('Résumé')
      .setInputFiles({ name: 'cv.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from('PK') });
    await form.getByRole('button', { name: 'Send OTP' }).click();
    await expect(form.getByText('Your résumé must be a PDF file')).toBeVisible();
    await form.getByLabel('Résumé').setInputFiles({ name: 'Sneha Kulkarni CV.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Send OTP' }).click();
    await expect(toast(page, 'OTP sent successfully')).toBeVisible();

    const otpForm = page.getByRole('form', { name: 'Confirm your mobile' });
    const code = await lastOtp(mobile);
    await otpForm.getByLabel('OTP').fill(code === '111111' ? '222222' : '111111');
    await otpForm.getByRole('button', { name: 'Verify and submit' }).click();
    await expect(toast(page, 'Invalid OTP')).toBeVisible();
    await otpForm.getByLabel('OTP').fill(code);
    await otpForm.getByRole('button', { name: 'Verify and submit' }).click();
    await expect(page.getByTestId('application-received')).toContainText('Your application has been received.');
  });

  test('the work-from-home programme: register, confirm the OTP, land on the thank-you page', async ({ page }) => {
    const mobile = uniqueMobile();
    await page.goto('/career-remote');
    await page.getByRole('link', { name: 'Register for work from home' }).click();
    const form = page.getByRole('form', { name: 'Work from home registration' });
    await form.getByLabel('Full name').fill('Farida Khan');
    await form.getByLabel('Mobile number').fill(mobile);
    await form.getByLabel('Email').fill('farida.khan@example.com');
    await form.getByLabel('City').fill('Lucknow');
    await form.getByLabel('Experience (years)').fill('0');
    // Unticked, the consent is asked for and nothing is sent.
    await form.getByRole('button', { name: 'Send OTP' }).click();
    await expect(form.getByText('Please tick to agree before you continue')).toBeVisible();
    await form.getByRole('checkbox', { name: /keep my application and CV/ }).check();
    await form.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page).toHaveURL(/\/career-remote-otp-verification$/);
    await page.getByLabel('OTP').fill(await lastOtp(mobile));
    await page.getByRole('button', { name: 'Verify and submit' }).click();
    await expect(page).toHaveURL(/\/thank-you-wfh$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for registering' })).toBeVisible();
    // The draft is gone: the OTP page now sends a visitor back to the form.
    await page.goto('/career-remote-otp-verification');
    await expect(page).toHaveURL(/\/career-remote-form$/);
  });

  test('a shop owner sends a become-partner enquiry; a bad PIN code is explained and nothing typed is lost', async ({ page }) => {
    await page.goto('/become-partner');
    const form = page.getByRole('form', { name: 'Partner enquiry' });
    await form.getByLabel('Full name').fill('Imran Shaikh');
    await form.getByLabel('Mobile number').fill(uniqueMobile());
    await form.getByLabel('Email').fill('imran.shaikh@example.com');
    await form.getByLabel('City').fill('Nashik');
    await form.getByLabel('PIN code').fill('4220');
    await form.getByLabel('Your business today').fill('Mobile shop and recharge');
    await form.getByRole('checkbox', { name: /partnerships team to contact me/ }).check();
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByLabel('PIN code')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Full name')).toHaveValue('Imran Shaikh');
    await form.getByLabel('PIN code').fill('422001');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Our partnerships team will call you' })).toBeVisible();
  });
});
