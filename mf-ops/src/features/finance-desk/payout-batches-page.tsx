// /ops/finance/payouts: shops whose approved lines wait for a payout (a batch per shop, with TDS
// and GST as today's rules say), and every batch: pay one (one transfer to the shop's verified
// bank account), cancel one not sent, or ask the bank where a sent one stands.
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { getErrorMessage } from '@platform/shared';
import { PAYOUT_BATCH_STATUSES, PAYOUT_BATCH_STATUS_LABELS } from '@platform/shared/contracts';
import { formatPaise } from '@platform/shared/finance';
import { formatIndianTime } from '../../components/ops-date';
import { OpsPage } from '../../components/ops-page';
import { QueuePager, useQueueParams } from '../../components/queue-pager';
import { cancelBatch, checkBatch, createBatch, fetchBatches, FINANCE_KEY, payBatch, type BatchPage } from './finance-desk-api';
import { useFinanceAction } from './finance-action';

export function PayoutBatchesPage() {
  const { params, page, setFilter } = useQueueParams();
  const status = (PAYOUT_BATCH_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as string) : 'all';
  const filters = { status, page, pageSize: 25 };
  const query = useQuery({ queryKey: [FINANCE_KEY, 'batches', filters], queryFn: () => fetchBatches(filters), placeholderData: keepPreviousData });
  const result: ServerData<BatchPage> =
    query.data !== undefined
      ? { state: 'ready', data: query.data }
      : query.isError
        ? { state: 'failed', message: getErrorMessage(query.error) }
        : { state: 'loading' };
  const act = useFinanceAction();

  return (
    <OpsPage
      title="Payouts"
      intro="Approved commission is paid to each shop's verified bank account in one transfer per batch. A failed or reversed transfer returns its lines to approved."
    >
      <DataState result={result}>
        {(data) => (
          <>
            <section aria-labelledby="ready-heading">
              <h2 id="ready-heading">Ready for a batch</h2>
              {data.ready.length === 0 ? (
                <p>No shop has approved commission waiting for a batch.</p>
              ) : (
                <div className="table-scroll">
                  <table className="console-table">
                    <caption className="visually-hidden">Shops with approved commission</caption>
                    <thead>
                      <tr>
                        <th scope="col">Shop</th>
                        <th scope="col">Lines</th>
                        <th scope="col">Net to pay</th>
                        <th scope="col">Bank account</th>
                        <th scope="col">Action</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.ready.map((row) => (
                        <tr key={row.shop.id}>
                          <td>{row.shop.name}</td>
                          <td>{row.lineCount}</td>
                          <td>{formatPaise(row.netPaise)}</td>
                          <td>{row.bankAccount ?? 'Not verified yet'}</td>
                          <td>
                            <button
                              type="button"
                              className="button button--primary"
                              disabled={!row.bankAccount}
                              onClick={() => void act(() => createBatch(row.shop.id))}
                            >
                              Create batch for {row.shop.name}
                            </button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
            <section aria-labelledby="batches-heading">
              <h2 id="batches-heading">Batches</h2>
              <form className="ops-filters" aria-label="Filter batches" onSubmit={(event) => event.preventDefault()}>
                <label>
                  Status
                  <select value={status} onChange={(event) => setFilter('status', event.target.value === 'all' ? '' : event.target.value)}>
                    <option value="all">All</option>
                    {PAYOUT_BATCH_STATUSES.map((value) => (
                      <option key={value} value={value}>
                        {PAYOUT_BATCH_STATUS_LABELS[value]}
                      </option>
                    ))}
                  </select>
                </label>
              </form>
              <div className="table-scroll">
                <table className="console-table">
                  <caption className="visually-hidden">Payout batches, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Shop</th>
                      <th scope="col">Lines</th>
                      <th scope="col">Commission</th>
                      <th scope="col">GST</th>
                      <th scope="col">TDS (194H)</th>
                      <th scope="col">Net</th>
                      <th scope="col">Status</th>
                      <th scope="col">Action</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((batch) => (
                      <tr key={batch.id}>
                        <td>
                          {batch.shop.name}
                          <br />
                          <small>Created {formatIndianTime(batch.createdAt)}</small>
                        </td>
                        <td>{batch.lineCount}</td>
                        <td>{formatPaise(batch.commissionPaise)}</td>
                        <td>{formatPaise(batch.gstPaise)}</td>
                        <td>{formatPaise(batch.tdsPaise)}</td>
                        <td>{formatPaise(batch.netPaise)}</td>
                        <td>
                          {batch.statusLabel}
                          {batch.utr && (
                            <>
                              <br />
                              <small>
                                UTR {batch.utr}
                                {batch.paidAt ? `, paid ${formatIndianTime(batch.paidAt)}` : ''}
                              </small>
                            </>
                          )}
                          {batch.failureReason && (
                            <>
                              <br />
                              <small>{batch.failureReason}</small>
                            </>
                          )}
                          {batch.transfer && (
                            <>
                              <br />
                              <small>
                                To {batch.transfer.accountMasked} ({batch.transfer.ifsc}), transfer {batch.transfer.transferId}
                              </small>
                            </>
                          )}
                        </td>
                        <td>
                          <div className="ops-actions">
                            {batch.status === 'open' && (
                              <>
                                <button type="button" className="button button--primary" onClick={() => void act(() => payBatch(batch.id))}>
                                  Pay {formatPaise(batch.netPaise)} to {batch.shop.name}
                                </button>
                                <button type="button" className="button" onClick={() => void act(() => cancelBatch(batch.id))}>
                                  Cancel
                                </button>
                              </>
                            )}
                            {batch.status === 'processing' && (
                              <button type="button" className="button" onClick={() => void act(() => checkBatch(batch.id))}>
                                Check status with the bank
                              </button>
                            )}
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {data.items.length === 0 && <p>No batches yet.</p>}
              <QueuePager page={data.page} pageSize={data.pageSize} total={data.total} label="Payout batches" />
            </section>
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
