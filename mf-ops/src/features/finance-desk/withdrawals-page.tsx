// /ops/finance/withdrawals: the shops' wallet withdrawals to their bank accounts, newest first,
// with the bank's UTR or why it failed (a failed or reversed one is back in the shop's wallet).
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { getErrorMessage } from '@platform/shared';
import { TRANSFER_STATUSES, TRANSFER_STATUS_LABELS } from '@platform/shared/contracts';
import { formatPaise } from '@platform/shared/finance';
import { formatIndianTime } from '../../components/ops-date';
import { OpsPage } from '../../components/ops-page';
import { QueuePager, useQueueParams } from '../../components/queue-pager';
import { fetchWithdrawals, FINANCE_KEY } from './finance-desk-api';

export function WithdrawalsPage() {
  const { params, page, setFilter } = useQueueParams();
  const status = (TRANSFER_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as string) : 'all';
  const filters = { status, page, pageSize: 25 };
  const query = useQuery({ queryKey: [FINANCE_KEY, 'withdrawals', filters], queryFn: () => fetchWithdrawals(filters), placeholderData: keepPreviousData });
  const result: ServerData<NonNullable<typeof query.data>> =
    query.data !== undefined
      ? { state: 'ready', data: query.data }
      : query.isError
        ? { state: 'failed', message: getErrorMessage(query.error) }
        : { state: 'loading' };
  return (
    <OpsPage
      title="Withdrawals"
      intro="Shops' withdrawals from their wallets to their verified bank accounts. A failed or reversed withdrawal is credited back to the wallet."
    >
      <form className="ops-filters" aria-label="Filter withdrawals" onSubmit={(event) => event.preventDefault()}>
        <label>
          Status
          <select value={status} onChange={(event) => setFilter('status', event.target.value === 'all' ? '' : event.target.value)}>
            <option value="all">All</option>
            {TRANSFER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {TRANSFER_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </form>
      <DataState result={result}>
        {(data) => (
          <>
            <div className="table-scroll">
              <table className="console-table">
                <caption className="visually-hidden">Withdrawals, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Shop</th>
                    <th scope="col">Amount</th>
                    <th scope="col">To</th>
                    <th scope="col">Asked</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((w) => (
                    <tr key={w.transferId}>
                      <td>{w.shop.name}</td>
                      <td>{formatPaise(w.amountPaise)}</td>
                      <td>
                        {w.accountMasked} ({w.ifsc})
                      </td>
                      <td>{formatIndianTime(w.requestedAt)}</td>
                      <td>
                        {w.statusLabel}
                        {w.utr && <small> UTR {w.utr}</small>}
                        {w.failureReason && <small> {w.failureReason}</small>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data.items.length === 0 && <p>No withdrawals match.</p>}
            <QueuePager page={data.page} pageSize={data.pageSize} total={data.total} label="Withdrawals" />
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
