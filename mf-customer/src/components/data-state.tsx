// Loading and failure look the same in every area (shared DataState); amounts and dates the
// customer pages show are formatted here.
import { localDateFormat } from '@platform/shared';

export { DataState } from '@platform/shared/query';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const formatRupees = (amount: number) => rupees.format(amount);

const dateFormat = localDateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
export const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '—');
