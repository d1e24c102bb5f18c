// One way to tell the user something: a toast, top-right, gone after 5 seconds
// (docs/spec/product.md §9). Apps call notify; only this file touches react-toastify, so the
// container and the calls can never come from two copies of the library.
// The unstyled build: the stylesheet is part of global.css, so no <style> element is injected at
// run time (the site's Content-Security-Policy allows stylesheets from the site only).
//
// The library is fetched when the first toast is raised, not with the page: most visits never see
// one, and it was 6.5 KB of every page's first load
// (docs/decisions/029-less-evaluated-on-form-pages.md). Toasts raised while it loads keep their
// order (every call waits on the one import), and the library itself holds toasts raised before its
// container mounts and shows them once it does.
//
// A success is usually the API's own English message (`notify.success(answer.message)`): notify is
// the one place every toast passes, so it shows a catalogued message in the reader's language
// (shared/src/notify/success-texts.ts). That table comes with the library, so it too costs nothing
// until the first toast, and toasts keep their order because every call still waits on one import.
// A page passes the whole answer (`notify.success(answer)`) when it may carry a `messageCode` (a
// message with a status, a product, a count or a time in it), and a page that says more around the
// API's message passes its own words as `within`, which gets the message already translated.
import { useSyncExternalStore, type ComponentType } from 'react';
import type { ToastContainerProps } from 'react-toastify/unstyled';

import type { SuccessAnswer } from './success-texts';

type Toastify = typeof import('react-toastify/unstyled') & Pick<typeof import('./success-texts'), 'apiSuccessText'>;

export const NOTIFY_AUTO_CLOSE_MS = 5000;

let library: Promise<Toastify> | undefined;
let Container: ComponentType<ToastContainerProps> | undefined;
const hosts = new Set<() => void>();

function toastify(): Promise<Toastify> {
  library ??= Promise.all([import('react-toastify/unstyled'), import('./success-texts')]).then(
    ([module, { apiSuccessText }]) => {
      Container = module.ToastContainer;
      hosts.forEach((render) => render());
      return { ...module, apiSuccessText };
    },
    (error: unknown) => {
      // A failed fetch is not remembered: the next toast tries again.
      library = undefined;
      throw error;
    },
  );
  return library;
}

type Kind = 'success' | 'error' | 'info' | 'warning';

/** Errors and warnings shown so far: they speak of the page they were raised on. */
const stale = new Set<string>();

/**
 * The toast id a message was last shown under. A repeat of a message that is on screen is caught
 * by its id; once that toast is closing it is no longer on screen, but the library still ignores a
 * new toast under its id until it has gone, so a repeat then (a guard's reason raised again as its
 * first toast closes) gets a fresh id instead of being lost.
 */
const shownAs = new Map<string, string>();
let repeats = 0;

function toastIdFor(toast: Toastify['toast'], key: string): string | undefined {
  const last = shownAs.get(key);
  if (last !== undefined && toast.isActive(last)) return undefined;
  const id = last === undefined ? key : `${key}\u0000${(repeats += 1)}`;
  shownAs.set(key, id);
  return id;
}

/** The page's own words around the API's (translated) success message. */
type Within = (message: string) => string;

function show(kind: Kind, raised: string | SuccessAnswer, within?: Within): void {
  const message = typeof raised === 'string' ? raised : raised.message;
  if (kind === 'error' || kind === 'warning') stale.add(message);
  // The same text raised twice while visible (a double click, two failing requests) shows once.
  toastify().then(
    // The id stays the message as raised, so a repeat is caught whatever language it is shown in.
    ({ toast, apiSuccessText }) => {
      const text = kind === 'success' ? apiSuccessText(raised) : message;
      const toastId = toastIdFor(toast, within ? within(message) : message);
      if (toastId !== undefined) toast[kind](within ? within(text) : text, { toastId });
    },
    () => console.error(`notify: the toast library could not be loaded; not shown: ${message}`),
  );
}

export const notify = {
  /** The API's success answer (or its message) in the reader's language, inside `within` if given. */
  success: (answer: string | SuccessAnswer, within?: Within) => show('success', answer, within),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  /**
   * Called by the shell when the person moves to another page: an error or warning of the step
   * they left (a wrong OTP) must not stand over the next page (its success). Successes and notes
   * raised for the move itself ("Password changed", a guard's reason) stay.
   */
  dismissStale: () => {
    const ids = [...stale];
    stale.clear();
    if (ids.length === 0) return;
    void library?.then(
      ({ toast }) => ids.forEach((message) => toast.dismiss(shownAs.get(message) ?? message)),
      () => undefined,
    );
  },
  // Nothing is on screen before the library is asked for; after that, dismiss in call order.
  dismissAll: () =>
    void library?.then(
      ({ toast }) => toast.dismiss(),
      () => undefined,
    ),
};

/** The toast container, mounted once for the whole visit; it draws nothing until the first toast. */
export function NotificationHost() {
  const Loaded = useSyncExternalStore(
    (render) => {
      hosts.add(render);
      return () => hosts.delete(render);
    },
    () => Container,
    // The server, and the browser while it adopts a prerendered page, draw no container.
    () => undefined,
  );
  return Loaded ? <Loaded position="top-right" autoClose={NOTIFY_AUTO_CLOSE_MS} newestOnTop closeOnClick pauseOnFocusLoss={false} /> : null;
}
