// The file chooser in English, Hindi and Marathi (issue 33): the words a native file input draws in
// the browser's language ("Choose file", "No file chosen") are the page's, and the native input is
// still the control a keyboard and a screen reader use.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@platform/shared';
import { FileChooser } from './file-chooser';

afterEach(() => act(() => setLanguage('en')));

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function Field({ multiple = false, onChange }: { multiple?: boolean; onChange?: () => void }) {
  return (
    <form aria-label="Documents">
      <label htmlFor="bill">Electricity bill</label>
      <FileChooser id="bill" name="bill" accept="application/pdf" multiple={multiple} aria-describedby="bill-hint" onChange={onChange} />
      <p id="bill-hint">A PDF, up to 2 MB</p>
      <button type="reset">Start again</button>
    </form>
  );
}

/** The line beside the button: the chosen file, or none. */
const chosenLine = () => document.getElementById('bill-chosen')!.textContent;

describe('FileChooser', () => {
  it('says "Choose file" and "No file chosen" in the page’s language, and names the file chosen', async () => {
    const user = userEvent.setup();
    render(<Field />);
    expect(screen.getByText('Choose file').tagName).toBe('LABEL');
    expect(chosenLine()).toBe('No file chosen');

    act(() => setLanguage('hi'));
    expect(screen.getByText('फ़ाइल चुनें')).toBeTruthy();
    expect(chosenLine()).toBe('कोई फ़ाइल नहीं चुनी गई');

    act(() => setLanguage('mr'));
    expect(screen.getByText('फाइल निवडा')).toBeTruthy();
    expect(chosenLine()).toBe('एकही फाइल निवडलेली नाही');

    await user.upload(screen.getByLabelText('Electricity bill'), pdf('bill-october.pdf'));
    expect(chosenLine()).toBe('bill-october.pdf');
  });

  it('counts the files chosen in a multiple chooser, in each language', async () => {
    const user = userEvent.setup();
    render(<Field multiple />);
    expect(screen.getByText('Choose files')).toBeTruthy();
    await user.upload(screen.getByLabelText('Electricity bill'), [pdf('a.pdf'), pdf('b.pdf')]);
    expect(chosenLine()).toBe('2 files chosen');
    act(() => setLanguage('hi'));
    expect(screen.getByText('फ़ाइलें चुनें')).toBeTruthy();
    expect(chosenLine()).toBe('2 फ़ाइलें चुनी गईं');
    act(() => setLanguage('mr'));
    expect(chosenLine()).toBe('2 फाइल्स निवडल्या');
  });

  it('keeps the native input as the control: labelled by the field, reached by Tab, its hint and chosen file read with it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Electricity bill');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('application/pdf');
    // The button is a label of the same input: a click on it opens the picker, and it names the control too.
    expect(screen.getByLabelText('Choose file')).toBe(input);
    expect(input.getAttribute('aria-describedby')).toBe('bill-hint bill-chosen');
    await user.tab();
    expect(document.activeElement).toBe(input);

    await user.upload(input, pdf('bill.pdf'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input.files?.[0]?.name).toBe('bill.pdf');
  });

  it('says no file is chosen once its form is reset', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.upload(screen.getByLabelText('Electricity bill'), pdf('bill.pdf'));
    expect(chosenLine()).toBe('bill.pdf');
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(chosenLine()).toBe('No file chosen');
  });

  it('names the files its caller keeps, when given them', () => {
    render(
      <>
        <label htmlFor="pan">PAN card</label>
        <FileChooser id="pan" chosen={[{ name: 'pan.pdf' }]} />
      </>,
    );
    expect(document.getElementById('pan-chosen')!.textContent).toBe('pan.pdf');
  });
});
