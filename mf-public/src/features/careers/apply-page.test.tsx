import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '@platform/shared/api';
import { applyForJob, getJob, sendCareersOtp, verifyCareersOtp } from '@platform/shared/contracts';
import { holdUpload } from '@platform/shared/testing/api-stub';
import { ApplyPage } from './apply-page';

const job = getJob.samples[0]!.response.data;

/** The application filled in, its OTP confirmed, and the résumé (400 bytes) on its way, held open by the test. */
async function applyWithResume() {
  const upload = holdUpload(
    {
      'POST /carrier/send-otp': [200, sendCareersOtp.samples[0]!.response],
      'POST /carrier/verify-otp': [200, verifyCareersOtp.samples[0]!.response],
    },
    'POST /carrier/apply',
  );
  const router = createMemoryRouter([{ path: '/apply/:jobId', element: <ApplyPage />, loader: () => job, HydrateFallback: () => null }], {
    initialEntries: [`/apply/${job.id}`],
  });
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Full name'), 'Sneha Kulkarni');
  await user.type(screen.getByLabelText('Mobile number'), '9876500001');
  await user.type(screen.getByLabelText('Email'), 'sneha@example.com');
  await user.type(screen.getByLabelText('City'), 'Pune');
  await user.type(screen.getByLabelText('Experience (years)'), '2');
  await user.upload(screen.getByLabelText('Résumé'), new File(['r'.repeat(400)], 'Sneha CV.pdf', { type: 'application/pdf' }));
  await user.click(screen.getByRole('checkbox', { name: /keep my application and CV/ }));
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.type(await screen.findByLabelText('OTP'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify and submit' }));
  await upload.sent;
  return upload;
}

const adapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = adapter;
});

describe('applying for a job', () => {
  it('shows how far the résumé has gone while it uploads, and clears it once the application is stored', async () => {
    const upload = await applyWithResume();
    expect(screen.getByRole('progressbar', { name: 'Sending Sneha CV.pdf: 0%' })).toBeTruthy();
    // Without a total the body counts as the résumé alone.
    act(() => upload.progress(100));
    expect(screen.getByRole('progressbar', { name: 'Sending Sneha CV.pdf: 25%' })).toBeTruthy();
    upload.answer(200, applyForJob.samples[0]!.response);
    expect(await screen.findByTestId('application-received')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('clears the progress when the application is refused, back on the form with what was typed', async () => {
    const upload = await applyWithResume();
    act(() => upload.progress(300, 500));
    // 100 bytes of text fields come before the résumé.
    expect(screen.getByRole('progressbar', { name: 'Sending Sneha CV.pdf: 50%' })).toBeTruthy();
    upload.answer(400, { success: false, error: 'The résumé must be a PDF' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Sneha Kulkarni');
  });
});
