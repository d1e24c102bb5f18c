import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@platform/shared';
import { UploadProgress, useUploadProgress, type OnFileProgress } from './upload-progress';

const files = [
  { name: 'shop.jpg', size: 400 },
  { name: 'bill.pdf', size: 100 },
];

/** A page's upload reduced to what the hook sees: the test says when progress comes and when the call ends. */
function Uploader({ onStart }: { onStart: (send: Promise<unknown>) => void }) {
  const { upload, track } = useUploadProgress();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          onStart(
            track(files, (onProgress) => {
              progress = onProgress;
              return new Promise((resolve, reject) => {
                finish = { resolve, reject };
              });
            }).catch(() => undefined),
          )
        }
      >
        send
      </button>
      <UploadProgress upload={upload} />
    </>
  );
}
let progress: OnFileProgress = () => undefined;
let finish: { resolve: (value: unknown) => void; reject: (error: Error) => void } = { resolve: () => undefined, reject: () => undefined };

afterEach(() => act(() => setLanguage('en')));

describe('upload progress', () => {
  it('names each file with its percent, and shows nothing when nothing is sending', () => {
    const { rerender } = render(<UploadProgress upload={undefined} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<UploadProgress upload={{ files, percents: [40, 0] }} />);
    const list = screen.getByRole('list', { name: 'Upload progress' });
    expect(list).toBeTruthy();
    const shop = screen.getByRole('progressbar', { name: 'Sending shop.jpg: 40%' }) as HTMLProgressElement;
    expect(shop.value).toBe(40);
    expect(screen.getByRole('progressbar', { name: 'Sending bill.pdf: 0%' })).toBeTruthy();
  });

  it('follows the switch to Hindi and Marathi', () => {
    render(<UploadProgress upload={{ files, percents: [40, 100] }} />);
    act(() => setLanguage('hi'));
    expect(screen.getByRole('progressbar', { name: 'shop.jpg भेजी जा रही है: 40%' })).toBeTruthy();
    act(() => setLanguage('mr'));
    expect(screen.getByRole('list', { name: 'अपलोडची प्रगती' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'bill.pdf पाठवत आहोत: 100%' })).toBeTruthy();
  });

  it('starts every file at 0, follows the reported percents and clears when the call ends, sent or failed', async () => {
    let sending: Promise<unknown> = Promise.resolve();
    render(<Uploader onStart={(send) => (sending = send)} />);
    act(() => screen.getByRole('button', { name: 'send' }).click());
    expect(screen.getByRole('progressbar', { name: 'Sending shop.jpg: 0%' })).toBeTruthy();
    act(() => progress([75, 0]));
    expect(screen.getByRole('progressbar', { name: 'Sending shop.jpg: 75%' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Sending bill.pdf: 0%' })).toBeTruthy();
    await act(async () => {
      finish.resolve('sent');
      await sending;
    });
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => screen.getByRole('button', { name: 'send' }).click());
    act(() => progress([100, 50]));
    expect(screen.getByRole('progressbar', { name: 'Sending bill.pdf: 50%' })).toBeTruthy();
    await act(async () => {
      finish.reject(new Error('Network Error'));
      await sending;
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
