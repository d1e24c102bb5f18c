import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mixed, object } from 'yup';
import { FileField } from './file-field';
import { Form, SubmitButton } from './form';

const schema = object({ documents: mixed<File[]>() });

describe('FileField, listed', () => {
  it('adds each pick to the list, previews images, and removes a file before sending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form schema={schema} onSubmit={onSubmit}>
        <FileField name="documents" label="Documents" listed multiple />
        <SubmitButton>Send</SubmitButton>
      </Form>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Documents');
    await user.upload(input, new File(['%PDF-1.4'], 'pan.pdf', { type: 'application/pdf' }));
    await user.upload(input, new File([new Uint8Array(2048)], 'photo.png', { type: 'image/png' }));
    expect(screen.getByText('pan.pdf (1 KB)')).toBeTruthy();
    expect(screen.getByText('photo.png (2 KB)')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of photo.png' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Preview of pan.pdf' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove pan.pdf' }));
    expect(screen.queryByText('pan.pdf (1 KB)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0]![0] as { documents: File[] }).documents.map((f) => f.name)).toEqual(['photo.png']);
  });

  it('shows a progress bar per file while sending, instead of Remove', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <Form schema={schema} onSubmit={vi.fn()}>
        <FileField name="documents" label="Documents" listed multiple />
      </Form>,
    );
    await user.upload(screen.getByLabelText('Documents'), [
      new File(['a'], 'a.pdf', { type: 'application/pdf' }),
      new File(['b'], 'b.pdf', { type: 'application/pdf' }),
    ]);
    rerender(
      <Form schema={schema} onSubmit={vi.fn()}>
        <FileField name="documents" label="Documents" listed multiple progress={[100, 40]} />
      </Form>,
    );
    expect(screen.getByRole('progressbar', { name: 'Sending a.pdf' }).getAttribute('value')).toBe('100');
    expect(screen.getByRole('progressbar', { name: 'Sending b.pdf' }).getAttribute('value')).toBe('40');
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
