import { useCallback, useEffect, useState } from 'react';
import { getErrorMessage } from '@platform/shared';

export type CustomerData<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'failed'; message: string };

/**
 * Server data for a customer page. A failed request has already been announced by the API
 * client; a 401 has also dropped the access token, and the shell's guard then leaves the page for
 * `/` ("the server says the token is no longer valid"). `reload` fetches again (after a change).
 */
export function useCustomerData<T>(fetcher: () => Promise<T>): CustomerData<T> & { reload: () => void } {
  const [result, setResult] = useState<CustomerData<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    fetcher()
      .then((data) => current && setResult({ state: 'ready', data }))
      .catch((error: unknown) => current && setResult({ state: 'failed', message: getErrorMessage(error) }));
    return () => {
      current = false;
    };
  }, [fetcher, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...result, reload };
}
