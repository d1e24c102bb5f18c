// What the form tests share: the education-loan form as a product page writes it, filling it in,
// and waiting for validation to settle.
import { act, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { educationLoanFormSchema, type EducationLoanFormInput } from '@platform/shared/schemas';
import { CheckboxField, Form, NumberField, SubmitButton, TextAreaField, TextField } from './index';

type EducationLoanFormProps = {
  onSubmit: (values: EducationLoanFormInput) => unknown;
  referral?: string;
};

/** The education-loan form as a product page would write it (docs/spec/product.md §§2 and 3). */
export function EducationLoanForm({ onSubmit, referral }: EducationLoanFormProps) {
  return (
    <Form
      schema={educationLoanFormSchema}
      defaultValues={{ referred: referral ?? '', termsAccepted: false }}
      onSubmit={(values) => onSubmit(values)}
      aria-label="Education Loan Application"
    >
      <TextField name="fullname" label="Full Name" autoComplete="name" />
      <TextField name="phone" label="Phone Number" type="tel" hint="10-digit mobile number" />
      <TextField name="email" label="Email" type="email" />
      <TextField name="pincode" label="Pin Code" inputMode="numeric" />
      <TextAreaField name="address" label="Address" />
      <NumberField name="loanAmount" label="Loan Amount" />
      <TextField name="referred" label="Referral Code" readOnly={referral !== undefined} />
      <CheckboxField name="termsAccepted" label="I agree to the privacy policy and terms" />
      <CheckboxField name="termsAccepted" label="I declare that I reside in India" />
      <div className="form__actions">
        <SubmitButton>Verify</SubmitButton>
      </div>
    </Form>
  );
}

export async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), '  Priya Sharma ');
  await user.type(screen.getByLabelText('Phone Number'), '9876543210');
  await user.type(screen.getByLabelText('Email'), 'Priya.Sharma@Example.com');
  await user.type(screen.getByLabelText('Pin Code'), '400001');
  await user.type(screen.getByLabelText('Address'), '12 Marine Drive, Mumbai');
  await user.type(screen.getByLabelText('Loan Amount'), '7,50,000');
  await user.click(screen.getByLabelText('I agree to the privacy policy and terms'));
}

/**
 * Lets any validation a blur started finish and React render its result, before a test says that
 * no message appeared. An absence cannot be waited for, so instead of sleeping a guessed number of
 * milliseconds this runs every pending promise and timer to completion on a fake clock.
 */
export async function settle() {
  vi.useFakeTimers();
  try {
    await act(() => vi.runAllTimersAsync());
  } finally {
    vi.useRealTimers();
  }
}

export function errorOf(input: HTMLElement): HTMLElement | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? document.getElementById(errorId) : null;
}
