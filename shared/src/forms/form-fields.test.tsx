import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { boolean, mixed, object, string } from 'yup';
import { CheckboxField, FileField, Form, SelectField, SubmitButton, TextField } from './index';
import { EducationLoanForm, errorOf, fillValidForm, settle } from './form-test-kit';

// Each field kind on its own (checkbox, select, file) and the Form itself; form.test.tsx covers a
// whole form's wiring and submission.
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
