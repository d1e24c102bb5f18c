import {
  COMMISSION_LISTS,
  commissionLine,
  uploadCardInvoice,
  uploadLoanInvoice,
  type CommissionKind,
  type CommissionLine,
  type CommissionView,
  type ResponseOf,
} from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import { progressPerFile, type OnFileProgress } from '@platform/shared/upload';
import { formatIndiaDay } from '../../components/query-state';
import { texts } from './texts';

export type { CommissionKind, CommissionLine, CommissionView };
export type CommissionList = ResponseOf<(typeof COMMISSION_LISTS)['loan']['all']>['data'];
/** One line, with the shop's verified GSTIN (the only one GST is paid on), or null without one. */
export type CommissionLineDetails = ResponseOf<typeof commissionLine>['data'];

const UPLOADS = { loan: uploadLoanInvoice, card: uploadCardInvoice } as const;

export const commissionKeys = {
  all: ['vendor', 'commission'] as const,
  list: (kind: CommissionKind, view: CommissionView) => ['vendor', 'commission', kind, view] as const,
  one: (id: string) => ['vendor', 'commission', 'line', id] as const,
};

/** The six lists of docs/spec/product.md §7 (vendor group), by kind and view. */
export async function fetchCommission(kind: CommissionKind, view: CommissionView): Promise<CommissionList> {
  return (await callContract(COMMISSION_LISTS[kind][view])).data;
}

export async function fetchCommissionLine(id: string): Promise<CommissionLineDetails> {
  return (await callContract(commissionLine, { params: { id } })).data;
}

export async function uploadInvoice(
  kind: CommissionKind,
  id: string,
  invoice: { invoiceNumber: string; invoiceDate: string; gstin: string; file: File },
  onProgress?: OnFileProgress,
) {
  const form = new FormData();
  form.append('invoiceNumber', invoice.invoiceNumber);
  form.append('invoiceDate', invoice.invoiceDate);
  form.append('gstin', invoice.gstin);
  form.append('invoice', invoice.file);
  return callContract(UPLOADS[kind], {
    params: { id },
    form,
    options: { onUploadProgress: (event) => onProgress?.(progressPerFile([invoice.file], event.loaded, event.total)) },
  });
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const inRupees = (paise: number | null) => (paise === null ? '—' : rupees.format(paise / 100));

/** "Paid on 26 Nov 2026, UTR N3312…": what the shop reads for a paid line (the day is India's). */
export const paidOnText = (payout: { utr: string; paidOn: string }) =>
  texts.t('paidOn', { date: formatIndiaDay(`${payout.paidOn}T12:00:00+05:30`), utr: payout.utr });
