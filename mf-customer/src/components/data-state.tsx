import type { ReactNode } from 'react';
import type { CustomerData } from '../hooks/use-customer-data';

/** Loading and failure states every customer page shows the same way. */
export function DataState<T>({ result, children }: { result: CustomerData<T>; children: (data: T) => ReactNode }) {
  if (result.state === 'loading') {
    return (
      <p className="customer-loading" aria-busy="true">
        Loading…
      </p>
    );
  }
  if (result.state === 'failed') {
    return (
      <p className="customer-error" role="alert">
        {result.message}
      </p>
    );
  }
  return <>{children(result.data)}</>;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const formatRupees = (amount: number) => rupees.format(amount);

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
export const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '—');
