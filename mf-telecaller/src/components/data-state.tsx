// Loading and failure look the same in every area (shared DataState); amounts and times the
// console shows are formatted here.
import { localDateFormat } from '@platform/shared';

export { DataState } from '@platform/shared/query';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const formatRupees = (amount: number | null) => (amount === null ? '—' : rupees.format(amount));

const dateTime = localDateFormat({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
