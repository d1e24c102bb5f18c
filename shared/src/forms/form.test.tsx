import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { boolean, mixed, object, string } from 'yup';
import { educationLoanFormSchema, type EducationLoanFormInput } from '../schemas/enquiry';
import { CheckboxField, FileField, Form, NumberField, SelectField, SubmitButton, TextAreaField, TextField } from './index';

type EducationLoanFormProps = {
  onSubmit: (values: EducationLoanFormInput) => unknown;
  referral?: string;
};

/** The education-loan form as a product page would write it (docs/spec/product.md §§2 and 3). */
function EducationLoanForm({ onSubmit, referral }: EducationLoanFormProps) {
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

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
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
async function settle() {
  vi.useFakeTimers();
  try {
    await act(() => vi.runAllTimersAsync());
  } finally {
    vi.useRealTimers();
  }
}

function errorOf(input: HTMLElement): HTMLElement | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? document.getElementById(errorId) : null;
}

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

describe('CheckboxField', () => {
  it('keeps one boolean for every box bound to the same name', async () => {
    const user = userEvent.setup();
    render(<EducationLoanForm onSubmit={vi.fn()} />);
    const terms = screen.getByLabelText<HTMLInputElement>('I agree to the privacy policy and terms');
    const residence = screen.getByLabelText<HTMLInputElement>('I declare that I reside in India');
    expect(terms.id).not.toBe(residence.id);
    expect(terms.closest('.field')?.className).toBe('field field--checkbox');

    await user.click(residence);
    expect(terms.checked).toBe(true);
    expect(residence.checked).toBe(true);
    await user.click(terms);
    expect(terms.checked).toBe(false);
    expect(residence.checked).toBe(false);
  });

  it('checks a box when it is clicked, so leaving it for Verify moves nothing and Verify reports all eight', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<EducationLoanForm onSubmit={onSubmit} />);
    const terms = screen.getByLabelText<HTMLInputElement>('I agree to the privacy policy and terms');
    const verify = screen.getByRole('button', { name: 'Verify' });
    await user.click(terms);
    await user.click(terms);
    // The message shows at the untick itself, under the pointer that caused it...
    await waitFor(() => expect(screen.getAllByText('You must accept the terms and conditions')).toHaveLength(2));
    // ...so the blur on Verify's mousedown inserts nothing that could push Verify from under the
    // pointer before the mouseup (in a browser the click then never lands and nothing submits).
    fireEvent.blur(terms, { relatedTarget: verify });
    await settle();
    expect(document.querySelectorAll('.field__error')).toHaveLength(2);

    await user.click(verify);
    const required: [string, string][] = [
      ['Full Name', 'Full Name is required'],
      ['Phone Number', 'Phone number is required'],
      ['Email', 'Email is required'],
      ['Pin Code', 'Pin Code is required'],
      ['Address', 'Address is required'],
      ['Loan Amount', 'Loan Amount is required'],
    ];
    for (const [label, message] of required) {
      await waitFor(() => expect(errorOf(screen.getByLabelText(label))?.textContent).toBe(message));
    }
    expect(document.querySelectorAll('.field__error')).toHaveLength(8);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can be locked', async () => {
    const user = userEvent.setup();
    const schema = object({ consent: boolean().default(false) });
    render(
      <Form schema={schema} defaultValues={{ consent: true }} onSubmit={vi.fn()}>
        <CheckboxField name="consent" label="Consent given at the branch" readOnly />
      </Form>,
    );
    const box = screen.getByLabelText<HTMLInputElement>('Consent given at the branch');
    await user.click(box);
    expect(box.checked).toBe(true);
    expect(box.getAttribute('aria-readonly')).toBe('true');
  });
});

describe('SelectField', () => {
  const schema = object({
    employment: string().required('Employment type is required'),
    state: string().required(),
  });
  const options = [
    { value: 'salaried', label: 'Salaried' },
    { value: 'self-employed', label: 'Self-employed' },
  ];

  it('offers a placeholder, reports required, and submits the chosen value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form schema={schema} defaultValues={{ state: 'MH' }} onSubmit={onSubmit}>
        <SelectField name="employment" label="Employment" placeholder="Select one" options={options} />
        <SelectField
          name="state"
          label="State"
          readOnly
          options={[
            { value: 'MH', label: 'Maharashtra' },
            { value: 'KA', label: 'Karnataka' },
          ]}
        />
        <SubmitButton>Apply</SubmitButton>
      </Form>,
    );
    const employment = screen.getByLabelText<HTMLSelectElement>('Employment');
    expect(employment.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Employment type is required')).toBeTruthy();
    expect(employment.getAttribute('aria-invalid')).toBe('true');

    await user.selectOptions(employment, 'self-employed');
    // Locked: the choice cannot be changed but is submitted.
    const state = screen.getByLabelText<HTMLSelectElement>('State');
    await user.selectOptions(state, 'KA');
    expect(state.value).toBe('MH');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ employment: 'self-employed', state: 'MH' });
  });
});

describe('SelectField without a placeholder', () => {
  it('shows an empty choice rather than pretending the first option is chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = object({ tenure: string().required('Tenure is required') });
    render(
      <Form schema={schema} onSubmit={onSubmit}>
        <SelectField
          name="tenure"
          label="Tenure"
          options={[
            { value: '12', label: '12 months' },
            { value: '24', label: '24 months' },
          ]}
        />
        <SubmitButton>Apply</SubmitButton>
      </Form>,
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Tenure').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Tenure is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('FileField', () => {
  it('submits the chosen files and reports a missing one beside the field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const schema = object({
      panCard: mixed<FileList>().test('file-required', 'Upload your PAN card', (value) => value instanceof FileList && value.length > 0),
    });
    render(
      <Form schema={schema} onSubmit={onSubmit}>
        <FileField name="panCard" label="PAN card" accept=".pdf,.jpg" hint="PDF or JPG, up to 2 MB" />
        <SubmitButton>Upload</SubmitButton>
      </Form>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('PAN card');
    expect(input.type).toBe('file');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const error = await screen.findByText('Upload your PAN card');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);

    const file = new File(['%PDF-1.4'], 'pan.pdf', { type: 'application/pdf' });
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const submitted = onSubmit.mock.calls[0]?.[0] as { panCard: FileList };
    expect(submitted.panCard.item(0)?.name).toBe('pan.pdf');
  });
});

describe('Form', () => {
  it('renders a noValidate form with the shared class names', () => {
    render(<EducationLoanForm onSubmit={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Education Loan Application' });
    expect(form.className).toBe('form');
    expect(form.hasAttribute('novalidate')).toBe(true);
    const button = screen.getByRole('button', { name: 'Verify' });
    expect(button.className).toBe('button button--primary');
    expect(button.getAttribute('type')).toBe('submit');
  });

  it('swallows a failed request the API client has already announced', async () => {
    const user = userEvent.setup();
    const apiError = Object.assign(new Error('Your inquiry has not submitted'), { name: 'ApiError' });
    const onSubmit = vi.fn(() => Promise.reject(apiError));
    render(<EducationLoanForm onSubmit={onSubmit} />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // The person can try again: the button is enabled and what they typed is still there.
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Verify' }).disabled).toBe(false));
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('  Priya Sharma ');
  });

  it('tells a developer who renders a field outside a Form', () => {
    // React reports the render error through console.error; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<TextField name="fullname" label="Full Name" />)).toThrow('Field "fullname" must be rendered inside <Form>.');
  });
});
