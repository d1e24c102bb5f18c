import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mixed, object, string } from 'yup';
import { setLanguage } from '@platform/shared';
import { EMPLOYMENT_TYPES, RESUME_MESSAGES, rupeesSchema } from '@platform/shared/schemas';
import { FileField, Form, NumberField, SelectField, SubmitButton, TextField } from './index';
import { EducationLoanForm, errorOf } from './form-test-kit';

// The shared form texts in the reader's language (decision 049): the schemas' messages, the
// shared tables' option words and the file field's own words. English is covered as it always
// was by form.test.tsx and form-fields.test.tsx, which must not change.
afterEach(() => act(() => setLanguage('en')));

describe('validation messages', () => {
  it('shows the education-loan form’s messages in Hindi, and in the spec’s English again after a switch', async () => {
    const user = userEvent.setup();
    setLanguage('hi');
    render(<EducationLoanForm onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Full Name'))?.textContent).toBe('पूरा नाम आवश्यक है'));
    expect(errorOf(screen.getByLabelText('Phone Number'))?.textContent).toBe('फ़ोन नंबर आवश्यक है');
    // The form's own spec wording (createAmountSchema({ messages })) is translated too.
    expect(errorOf(screen.getByLabelText('Loan Amount'))?.textContent).toBe('ऋण राशि आवश्यक है');
    expect(errorOf(screen.getByLabelText('I agree to the privacy policy and terms'))?.textContent).toBe('आपको नियम और शर्तें स्वीकार करनी होंगी');

    await user.type(screen.getByLabelText('Pin Code'), '4000');
    await user.tab();
    // A value inside a message keeps its value.
    await waitFor(() => expect(errorOf(screen.getByLabelText('Pin Code'))?.textContent).toBe('ठीक 6 अंक होने चाहिए'));

    act(() => setLanguage('en'));
    expect(errorOf(screen.getByLabelText('Full Name'))?.textContent).toBe('Full Name is required');
    expect(errorOf(screen.getByLabelText('Loan Amount'))?.textContent).toBe('Loan Amount is required');
    expect(errorOf(screen.getByLabelText('Pin Code'))?.textContent).toBe('Must be exactly 6 digits');
  });

  it('keeps the amounts and names the field in Marathi', async () => {
    const user = userEvent.setup();
    setLanguage('mr');
    render(
      <Form schema={object({ loanAmount: rupeesSchema('Loan amount', 50_000, 40_00_000) })} onSubmit={vi.fn()}>
        <NumberField name="loanAmount" label="Loan amount" />
        <SubmitButton>Apply</SubmitButton>
      </Form>,
    );
    await user.type(screen.getByLabelText('Loan amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Loan amount'))?.textContent).toBe('कर्जाची रक्कम किमान ₹50,000 असणे आवश्यक आहे'));
  });

  it('shows a message it does not know as given', async () => {
    const user = userEvent.setup();
    setLanguage('hi');
    render(
      <Form schema={object({ branchCode: string().required('Branch code is required') })} onSubmit={vi.fn()}>
        {(form) => (
          <>
            <TextField name="branchCode" label="Branch code" />
            <button type="button" onClick={() => form.setError('branchCode', { type: 'server', message: 'This branch code is already taken' })}>
              Server says
            </button>
            <SubmitButton>Save</SubmitButton>
          </>
        )}
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Branch code'))?.textContent).toBe('Branch code is required'));
    await user.click(screen.getByRole('button', { name: 'Server says' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Branch code'))?.textContent).toBe('This branch code is already taken'));
  });
});

describe('options from the shared tables', () => {
  it('reads in Hindi and submits the same code', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    setLanguage('hi');
    render(
      <Form schema={object({ employmentType: string().required() })} onSubmit={onSubmit}>
        <SelectField
          name="employmentType"
          label="Employment"
          options={[...EMPLOYMENT_TYPES, { value: 'retired', label: 'Retired (this area’s own option)' }]}
        />
        <SubmitButton>Apply</SubmitButton>
      </Form>,
    );
    const select = screen.getByLabelText<HTMLSelectElement>('Employment');
    const words = Array.from(select.options).map((option) => option.textContent);
    expect(words).toEqual(['', 'वेतनभोगी', 'स्व-रोज़गार (व्यवसाय के मालिक)', 'स्व-रोज़गार पेशेवर (डॉक्टर, CA, आर्किटेक्ट…)', 'Retired (this area’s own option)']);

    await user.selectOptions(select, 'वेतनभोगी');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ employmentType: 'salaried' });
  });

  it('reads as the table writes it in English', () => {
    render(
      <Form schema={object({ employmentType: string().required() })} onSubmit={vi.fn()}>
        <SelectField name="employmentType" label="Employment" options={EMPLOYMENT_TYPES} />
      </Form>,
    );
    const words = Array.from(screen.getByLabelText<HTMLSelectElement>('Employment').options).map((option) => option.textContent);
    expect(words).toEqual(['', ...EMPLOYMENT_TYPES.map((choice) => choice.label)]);
  });
});

describe('FileField in Hindi', () => {
  const schema = object({
    resume: mixed<File[]>().test('resume-type', RESUME_MESSAGES.type, (files) => !files?.length || files.every((file) => file.type === 'application/pdf')),
  });

  it('names its buttons, previews, sizes and the schema’s refusal in Hindi', async () => {
    const user = userEvent.setup({ applyAccept: false });
    setLanguage('hi');
    render(
      <Form schema={schema} onSubmit={vi.fn()}>
        <FileField name="resume" label="Résumé" listed multiple accept="application/pdf" />
      </Form>,
    );
    await user.upload(screen.getByLabelText('Résumé'), new File([new Uint8Array(2048)], 'photo.png', { type: 'image/png' }));
    expect(screen.getByText('photo.png (2 KB)')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'photo.png का पूर्वावलोकन' })).toBeTruthy();
    await waitFor(() => expect(errorOf(screen.getByLabelText('Résumé'))?.textContent).toBe('आपका रिज़्यूमे PDF फ़ाइल में होना चाहिए'));

    await user.click(screen.getByRole('button', { name: 'photo.png हटाएँ' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Résumé'))).toBeNull());
  });

  it('says which file it is sending in Hindi', () => {
    setLanguage('hi');
    const file = new File(['a'], 'a.pdf', { type: 'application/pdf' });
    render(
      <Form schema={schema} defaultValues={{ resume: [file] }} onSubmit={vi.fn()}>
        <FileField name="resume" label="Résumé" listed progress={[40]} />
      </Form>,
    );
    expect(screen.getByRole('progressbar', { name: 'a.pdf भेजी जा रही है' }).getAttribute('value')).toBe('40');
  });
});
