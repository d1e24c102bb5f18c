// The API's success answer kept on a page (beside the form it saved, where the toast goes after five
// seconds), in the reader's language as notify's toast shows it (success-texts.ts beside this).
//
// The table is not imported here: this module is in the core entry, on every first load, and the
// table is fetched on first use as notify fetches it (the same module, so it is fetched once and
// its relative imports reach the one language store). An English reader needs no table: the
// English is the API's message itself, shown at once.
import { useEffect, useSyncExternalStore } from 'react';
import { useLanguage } from '../i18n/language';
import type { SuccessAnswer } from './success-texts';

type Texts = Pick<typeof import('./success-texts'), 'apiSuccessText'>;

/** The table once fetched; `failed` when fetching it did not work (the English is shown then). */
let state: { texts?: Texts; failed?: true } = {};
let fetching: Promise<void> | undefined;
const listeners = new Set<() => void>();

function settle(next: typeof state) {
  state = next;
  listeners.forEach((listener) => listener());
}

function fetchTexts(): Promise<void> {
  fetching ??= import('./success-texts').then(
    ({ apiSuccessText }) => settle({ texts: { apiSuccessText } }),
    () => {
      // Not remembered: the next page that needs it tries again.
      fetching = undefined;
      settle({ failed: true });
    },
  );
  return fetching;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const read = () => state;

export type { SuccessAnswer };

/**
 * What a success answer (or its message) says in the current language, re-rendering when the
 * language changes: by its code, else by the catalogued message it is, else as the API sent it.
 * Undefined while a Hindi or Marathi reader's table is still being fetched (a moment, and usually
 * no wait at all: the toast raised for the same answer has fetched it).
 */
export function useApiSuccessText(answer: string | SuccessAnswer | null | undefined): string | undefined {
  const language = useLanguage();
  const { texts, failed } = useSyncExternalStore(subscribe, read, read);
  const needed = answer != null && language !== 'en' && !texts && !failed;
  useEffect(() => {
    if (needed) void fetchTexts();
  }, [needed]);
  if (answer == null) return undefined;
  const message = typeof answer === 'string' ? answer : answer.message;
  if (language === 'en' || failed) return message;
  return texts?.apiSuccessText(answer);
}
