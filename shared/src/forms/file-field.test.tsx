import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mixed, object } from 'yup';
import { setLanguage } from '@platform/shared';
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

describe('FileField, its chooser in the page’s language', () => {
  afterEach(() => act(() => setLanguage('en')));

  /** The line beside the chooser's button: the chosen file, or none. */
  const chosenLine = (input: HTMLElement) => document.getElementById(`${input.id}-chosen`)!.textContent;

  it('offers one file in English, Hindi and Marathi where the browser would say it in its own language, and names it once chosen', async () => {
    const user = userEvent.setup();
    render(
      <Form schema={object({ panCard: mixed<FileList>() })} onSubmit={vi.fn()}>
        <FileField name="panCard" label="PAN card" accept=".pdf,.jpg" hint="PDF or JPG, up to 2 MB" />
      </Form>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('PAN card');
    expect(screen.getByText('Choose file')).toBeTruthy();
    expect(chosenLine(input)).toBe('No file chosen');
    // The hint is read first, then which file is chosen.
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-hint ${input.id}-chosen`);

    act(() => setLanguage('hi'));
    expect(screen.getByText('फ़ाइल चुनें')).toBeTruthy();
    expect(chosenLine(input)).toBe('कोई फ़ाइल नहीं चुनी गई');

    act(() => setLanguage('mr'));
    expect(screen.getByText('फाइल निवडा')).toBeTruthy();
    expect(chosenLine(input)).toBe('एकही फाइल निवडलेली नाही');
    await user.upload(input, new File(['%PDF-1.4'], 'pan.pdf', { type: 'application/pdf' }));
    expect(chosenLine(input)).toBe('pan.pdf');
  });

  it('counts a listed field’s files, which the input itself no longer holds', async () => {
    const user = userEvent.setup();
    render(
      <Form schema={schema} onSubmit={vi.fn()}>
        <FileField name="documents" label="Documents" listed multiple />
      </Form>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Documents');
    expect(screen.getByText('Choose files')).toBeTruthy();
    await user.upload(input, new File(['a'], 'a.pdf', { type: 'application/pdf' }));
    await user.upload(input, new File(['b'], 'b.pdf', { type: 'application/pdf' }));
    expect(input.files).toHaveLength(0);
    expect(chosenLine(input)).toBe('2 files chosen');
    act(() => setLanguage('hi'));
    expect(chosenLine(input)).toBe('2 फ़ाइलें चुनी गईं');
    await user.click(screen.getByRole('button', { name: 'a.pdf हटाएँ' }));
    expect(chosenLine(input)).toBe('b.pdf');
  });
});
