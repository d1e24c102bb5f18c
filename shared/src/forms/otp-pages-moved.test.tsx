import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { OtpLoginPage } from './index';

// An area built before the OTP pages left the forms entry imports them from it, and the forms entry
// is a singleton: the live one must still draw the page for it.
describe('the OTP pages, as the forms entry still exports them', () => {
  it('draw the sign-in page with its form', async () => {
    render(
      <MemoryRouter>
        <OtpLoginPage
          title="Customer login"
          intro="We send a code to your mobile."
          formLabel="Customer login"
          sendOtp={vi.fn()}
          verifyPath="/customer/verify"
        />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Customer login' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Customer login' })).toBeTruthy();
    expect(screen.getByLabelText(/mobile/i)).toBeTruthy();
  });
});
