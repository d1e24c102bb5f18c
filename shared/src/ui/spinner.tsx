// The full-screen spinner anyone can raise while a submission is in flight. Counted, so two
// overlapping requests keep it up until both end.
// From the shared zustand itself: `zustand/vanilla` is not a shared entry, so importing it put a
// second copy of createStore in the core entry.
import { createStore, useStore } from 'zustand';
import { frameTexts } from '../layout/frame-texts';

const spinnerStore = createStore<{ pending: number }>(() => ({ pending: 0 }));

export const spinner = {
  show() {
    spinnerStore.setState((s) => ({ pending: s.pending + 1 }));
  },
  hide() {
    spinnerStore.setState((s) => ({ pending: Math.max(0, s.pending - 1) }));
  },
  /** Shows the spinner for as long as the promise runs. */
  async during<T>(work: Promise<T>): Promise<T> {
    spinner.show();
    try {
      return await work;
    } finally {
      spinner.hide();
    }
  },
  isVisible: () => spinnerStore.getState().pending > 0,
};

export function FullScreenSpinner() {
  const visible = useStore(spinnerStore, (s) => s.pending > 0);
  const { t } = frameTexts.useTexts();
  if (!visible) return null;
  return (
    <div className="spinner-overlay" role="alert" aria-busy="true" aria-live="assertive">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('pleaseWait')}</span>
    </div>
  );
}
