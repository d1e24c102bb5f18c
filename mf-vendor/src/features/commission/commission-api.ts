import { apiClient } from '@platform/shared/api';

export type CommissionKind = 'loan' | 'card';
export type CommissionView = 'all' | 'paid' | 'unpaid';

export interface CommissionLine {
  id: string;
  saleId: string;
  product: string;
  customerName: string | null;
  disbursedPaise: number | null;
  rate: string | null;
  commissionPaise: number;
  gstPaise: number;
  tdsPaise: number;
  netPaise: number;
  stage: 'awaiting_confirmation' | 'invoice_due' | 'invoice_submitted' | 'paid';
  stageLabel: string;
  invoice: { number: string | null; date: string | null; gstin: string | null; uploadedAt: string | null } | null;
  earnedAt: string;
  paidAt: string | null;
}

export interface CommissionList {
  items: CommissionLine[];
  totals: { commissionPaise: number; netPaise: number; invoicesDue: number };
}

/** The six lists of docs/spec/product.md §7 (vendor group), by kind and view. */
const LISTS: Record<CommissionKind, Record<CommissionView, string>> = {
  loan: { all: '/card/get-loan-payment', paid: '/loans/get-paid-loan', unpaid: '/loans/get-unpaid-loan' },
  card: { all: '/card/get-card-payment', paid: '/card/get-paid-card', unpaid: '/card/get-unpaid-card' },
};
const UPLOADS: Record<CommissionKind, string> = { loan: '/api/upload-invoice/', card: '/card/upload-invoice-card/' };

export const commissionKeys = {
  all: ['vendor', 'commission'] as const,
  list: (kind: CommissionKind, view: CommissionView) => ['vendor', 'commission', kind, view] as const,
  one: (id: string) => ['vendor', 'commission', 'line', id] as const,
};

export async function fetchCommission(kind: CommissionKind, view: CommissionView): Promise<CommissionList> {
  const { data } = await apiClient.get<{ data: CommissionList }>(LISTS[kind][view]);
  return data.data;
}

/** One line, with the shop's verified GSTIN (the only one GST is paid on), or null without one. */
export type CommissionLineDetails = CommissionLine & { kind: CommissionKind; shopGstin: string | null };

export async function fetchCommissionLine(id: string): Promise<CommissionLineDetails> {
  const { data } = await apiClient.get<{ data: CommissionLineDetails }>(`/vendor/commissions/${encodeURIComponent(id)}`);
  return data.data;
}

export async function uploadInvoice(kind: CommissionKind, id: string, invoice: { invoiceNumber: string; invoiceDate: string; gstin: string; file: File }) {
  const form = new FormData();
  form.append('invoiceNumber', invoice.invoiceNumber);
  form.append('invoiceDate', invoice.invoiceDate);
  form.append('gstin', invoice.gstin);
  form.append('invoice', invoice.file);
  const { data } = await apiClient.put<{ message: string; data: CommissionLine }>(`${UPLOADS[kind]}${encodeURIComponent(id)}`, form);
  return data;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const inRupees = (paise: number | null) => (paise === null ? '—' : rupees.format(paise / 100));
