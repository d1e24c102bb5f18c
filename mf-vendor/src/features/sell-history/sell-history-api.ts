import {
  exportCardSales,
  exportLoanSales,
  getCardSale,
  getLoanSale,
  listCardSales,
  listLoanSales,
  statusHistory,
  uploadSaleDocuments,
  type ResponseOf,
  type Sale,
  type SaleDetails,
} from '@platform/shared/contracts';
import { callContract, downloadContract } from '@platform/shared/contracts/client';
import { progressPerFile, type OnFileProgress } from '@platform/shared/upload';

export type { Sale, SaleDetails };
export type SalesPage = ResponseOf<typeof listLoanSales>['data'];
export type StatusStep = ResponseOf<typeof statusHistory>['data']['history'][number];

/** Loans and insurance, or credit cards: the two histories of docs/spec/product.md §7. */
export type SaleKind = 'loan' | 'card';
const CONTRACTS = {
  loan: { list: listLoanSales, csv: exportLoanSales, one: getLoanSale },
  card: { list: listCardSales, csv: exportCardSales, one: getCardSale },
} as const;

export const sellHistoryKeys = {
  list: (kind: SaleKind, query: string) => ['vendor', 'sales', kind, query] as const,
  one: (kind: SaleKind, id: string) => ['vendor', 'sale', kind, id] as const,
  history: (id: string) => ['vendor', 'status-history', id] as const,
};

/** `query`: the page's own query string (filters and paging), passed on as it is. */
export async function fetchSales(kind: SaleKind, query: URLSearchParams): Promise<SalesPage> {
  return (await callContract(CONTRACTS[kind].list, { query })).data;
}

/** Every sale the filters match as the API's CSV (streamed by the API, however many there are). */
export async function downloadSalesCsv(kind: SaleKind, filters: URLSearchParams): Promise<string> {
  return (await downloadContract(CONTRACTS[kind].csv, { query: filters })).text();
}

export async function fetchSale(kind: SaleKind, id: string): Promise<SaleDetails> {
  return (await callContract(CONTRACTS[kind].one, { params: { id } })).data;
}

/** The sale's one timeline: its status steps and the lender's part (choice, KFS versions, cooling-off). */
export async function fetchStatusHistory(id: string) {
  const { history, lenderJourney } = (await callContract(statusHistory, { params: { id } })).data;
  return { steps: history as StatusStep[], lenderJourney };
}

export async function uploadSaleDocument(saleId: string, kind: string, file: File, onProgress?: OnFileProgress) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('document', file);
  return callContract(uploadSaleDocuments, {
    params: { loanId: saleId },
    form,
    options: { onUploadProgress: (event) => onProgress?.(progressPerFile([file], event.loaded, event.total)) },
  });
}
