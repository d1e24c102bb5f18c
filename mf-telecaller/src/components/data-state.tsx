import type { ReactNode } from 'react';
import type { TelecallerData } from '../hooks/use-telecaller-data';

/** Loading and failure states every console page shows the same way. */
export function DataState<T>({ result, children }: { result: TelecallerData<T>; children: (data: T) => ReactNode }) {
  if (result.state === 'loading') {
    return (
      <p className="console-loading" aria-busy="true">
        Loading…
      </p>
    );
  }
  if (result.state === 'failed') {
    return (
      <p className="console-error" role="alert">
        {result.message}
      </p>
    );
  }
  return <>{children(result.data)}</>;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const formatRupees = (amount: number | null) => (amount === null ? '—' : rupees.format(amount));

const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
