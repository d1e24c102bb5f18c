// The finance desk's requests, each through its endpoint's contract (@platform/shared/contracts
// finance-desk.ts), typed by it.
import {
  approveCommission,
  cancelPayoutBatch,
  checkPayoutBatch,
  createPayoutBatch,
  financeOrder,
  latestReconciliation,
  listFinanceCommissions,
  listFinanceRefunds,
  listFinanceWithdrawals,
  listPayoutBatches,
  payPayoutBatch,
  refundOrder,
  runReconciliation,
  sendBackCommission,
  type QueryOf,
  type ResponseOf,
} from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';

/** Every request of the desk is cached under this key, so a move refreshes every list at once. */
export const FINANCE_KEY = 'ops-finance';

export type CommissionPage = ResponseOf<typeof listFinanceCommissions>['data'];
export type BatchPage = ResponseOf<typeof listPayoutBatches>['data'];
export type Batch = BatchPage['items'][number];
export type FinanceOrder = ResponseOf<typeof financeOrder>['data'];
export type ReconciliationReport = ResponseOf<typeof latestReconciliation>['data'];

export const fetchCommissions = async (query: QueryOf<typeof listFinanceCommissions>) => (await callContract(listFinanceCommissions, { query })).data;
export const approve = (id: string) => callContract(approveCommission, { params: { id } });
export const sendBack = (id: string, reason: string) => callContract(sendBackCommission, { params: { id }, body: { reason } });

export const fetchBatches = async (query: QueryOf<typeof listPayoutBatches>) => (await callContract(listPayoutBatches, { query })).data;
export const createBatch = (shopId: string) => callContract(createPayoutBatch, { body: { shopId } });
export const payBatch = (id: string) => callContract(payPayoutBatch, { params: { id } });
export const cancelBatch = (id: string) => callContract(cancelPayoutBatch, { params: { id } });
export const checkBatch = (id: string) => callContract(checkPayoutBatch, { params: { id } });

export const fetchWithdrawals = async (query: QueryOf<typeof listFinanceWithdrawals>) => (await callContract(listFinanceWithdrawals, { query })).data;
export const fetchRefunds = async (query: QueryOf<typeof listFinanceRefunds>) => (await callContract(listFinanceRefunds, { query })).data;
export const fetchOrder = async (orderId: string) => (await callContract(financeOrder, { params: { orderId } })).data;
export const refund = (orderId: string, reason: string) => callContract(refundOrder, { params: { orderId }, body: { reason } });

export const fetchReconciliation = async () => (await callContract(latestReconciliation, {})).data;
export const runNow = () => callContract(runReconciliation, {});
