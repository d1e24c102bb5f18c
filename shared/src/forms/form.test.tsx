import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EducationLoanForm, errorOf, fillValidForm, settle } from './form-test-kit';

describe('field wiring', () => {
  it('labels each control and links its hint', () => {
    render(<EducationLoanForm onSubmit={vi.fn()} />);
    const phone = screen.getByLabelText('Phone Number');
    expect(phone.tagName).toBe('INPUT');
    const label = screen.getByText('Phone Number');
    expect(label.getAttribute('for')).toBe(phone.id);
    expect(label.className).toBe('field__label');
    expect(phone.className).toBe('field__input');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    const hint = screen.getByText('10-digit mobile number');
    expect(phone.getAttribute('aria-describedby')).toBe(hint.id);
    expect(hint.className).toBe('field__hint');
  });

  it('shows nothing before a field is touched, then the error beside it once left', async () => {
    const user = userEvent.setup();
    render(<EducationLoanForm onSubmit={vi.fn()} />);
    const fullname = screen.getByLabelText('Full Name');
    expect(screen.queryByText('Full Name is required')).toBeNull();

    await user.click(fullname);
    await user.tab();

    const error = await screen.findByText('Full Name is required');
    expect(fullname.getAttribute('aria-invalid')).toBe('true');
    expect(error.id).not.toBe('');
    expect(errorOf(fullname)).toBe(error);
    expect(error.className).toBe('field__error');
    const wrapper = fullname.closest('.field');
    expect(wrapper?.className).toBe('field field--invalid');
    expect(wrapper?.contains(error)).toBe(true);
    // Untouched fields stay quiet.
    expect(screen.queryByText('Phone number is required')).toBeNull();
  });

  it('keeps hint and error both in aria-describedby', async () => {
    const user = userEvent.setup();
    render(<EducationLoanForm onSubmit={vi.fn()} />);
    const phone = screen.getByLabelText('Phone Number');
    await user.type(phone, '98765');
    await user.tab();
    const error = await screen.findByText('Phone number must be 10 digits');
    const hint = screen.getByText('10-digit mobile number');
    expect(phone.getAttribute('aria-describedby')).toBe(`${hint.id} ${error.id}`);
  });

  it('updates the message as the person corrects the field, in the rule order of docs/spec/product.md §5', async () => {
    const user = userEvent.setup();
    render(<EducationLoanForm onSubmit={vi.fn()} />);
    const pincode = screen.getByLabelText('Pin Code');
    await user.type(pincode, '40A01');
    await user.tab();
    expect(await screen.findByText('Must be only digits')).toBeTruthy();

    await user.clear(pincode);
    await user.type(pincode, '40001');
    expect(await screen.findByText('Must be exactly 6 digits')).toBeTruthy();
    expect(screen.queryByText('Must be only digits')).toBeNull();

    await user.type(pincode, '1');
    await waitFor(() => expect(screen.queryByText('Must be exactly 6 digits')).toBeNull());
    expect(pincode.getAttribute('aria-invalid')).toBeNull();
    expect(pincode.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('leaving a field for the submit button', () => {
  it('does not validate the field on that blur: the submit that follows checks every field', async () => {
    const user = userEvent.setup();
    render(<EducationLoanForm onSubmit={vi.fn()} />);
    const phone = screen.getByLabelText('Phone Number');
    const verify = screen.getByRole('button', { name: 'Verify' });
    await user.type(phone, '98765');
    fireEvent.blur(phone, { relatedTarget: verify });
    await settle();
    expect(errorOf(phone)).toBeNull();

    await user.click(verify);
    await waitFor(() => expect(errorOf(phone)?.textContent).toBe('Phone number must be 10 digits'));
    expect(errorOf(screen.getByLabelText('Full Name'))?.textContent).toBe('Full Name is required');
  });

  it('still validates a field left for anything else', async () => {
    const user = userEvent.setup();
    render(<EducationLoanForm onSubmit={vi.fn()} />);
    const phone = screen.getByLabelText('Phone Number');
    await user.type(phone, '98765');
    fireEvent.blur(phone, { relatedTarget: screen.getByLabelText('Email') });
    await waitFor(() => expect(errorOf(phone)?.textContent).toBe('Phone number must be 10 digits'));
  });
});

describe('submitting', () => {
  it('calls onSubmit once with the schema output: trimmed, normalised, amount as a number', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<EducationLoanForm onSubmit={onSubmit} />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      fullname: 'Priya Sharma',
      phone: '9876543210',
      email: 'priya.sharma@example.com',
      pincode: '400001',
      address: '12 Marine Drive, Mumbai',
      loanAmount: 750000,
      referred: '',
      termsAccepted: true,
    });
  });

  it('shows every message beside its field, keeps what was typed, and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<EducationLoanForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Full Name'), 'Priya Sharma');
    await user.type(screen.getByLabelText('Phone Number'), '98765');
    await user.type(screen.getByLabelText('Email'), 'priya@example');
    await user.type(screen.getByLabelText('Pin Code'), '4000A1');
    await user.type(screen.getByLabelText('Loan Amount'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const expected: [string, string][] = [
      ['Phone Number', 'Phone number must be 10 digits'],
      ['Email', 'Invalid email address'],
      ['Pin Code', 'Must be only digits'],
      ['Address', 'Address is required'],
      ['Loan Amount', 'Loan Amount is required'],
    ];
    for (const [label, message] of expected) {
      const control = screen.getByLabelText(label);
      await waitFor(() => expect(errorOf(control)?.textContent).toBe(message));
      expect(control.getAttribute('aria-invalid')).toBe('true');
    }
    // Both consent boxes are bound to termsAccepted and both say so.
    expect(screen.getAllByText('You must accept the terms and conditions')).toHaveLength(2);
    expect(errorOf(screen.getByLabelText('Full Name'))).toBeNull();

    expect(screen.getByLabelText<HTMLInputElement>('Phone Number').value).toBe('98765');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('priya@example');
    expect(screen.getByLabelText<HTMLInputElement>('Pin Code').value).toBe('4000A1');
    expect(screen.getByLabelText<HTMLInputElement>('Loan Amount').value).toBe('lots');
    expect(onSubmit).not.toHaveBeenCalled();
    // The first invalid field gets focus, so a keyboard user lands on the problem.
    expect(document.activeElement).toBe(screen.getByLabelText('Phone Number'));
  });

  it('disables the submit button while onSubmit is pending, so a double click sends once', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<EducationLoanForm onSubmit={onSubmit} />);
    await fillValidForm(user);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Verify' });
    await user.dblClick(button);

    await waitFor(() => expect(button.disabled).toBe(true));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('locked fields', () => {
  it('shows a pre-filled referral that cannot be edited and is still submitted', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<EducationLoanForm onSubmit={onSubmit} referral="REF42" />);
    const referral = screen.getByLabelText<HTMLInputElement>('Referral Code');
    expect(referral.readOnly).toBe(true);
    expect(referral.value).toBe('REF42');

    await user.type(referral, 'XYZ');
    expect(referral.value).toBe('REF42');

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ referred: 'REF42' });
  });

  it('leaves the referral editable when the link had none', () => {
    render(<EducationLoanForm onSubmit={vi.fn()} />);
    expect(screen.getByLabelText<HTMLInputElement>('Referral Code').readOnly).toBe(false);
  });
});
