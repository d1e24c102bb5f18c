// /ops/finance/payouts: shops whose approved lines wait for a payout (a batch per shop, with TDS
// and GST as today's rules say), and every batch: pay one (one transfer to the shop's verified
// bank account), cancel one not sent, or ask the bank where a sent one stands.
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { getErrorMessage } from '@platform/shared';
import { PAYOUT_BATCH_STATUSES } from '@platform/shared/contracts';
import { formatPaise } from '@platform/shared/finance';
import { formatIndianTime } from '../../components/ops-date';
import { OpsPage } from '../../components/ops-page';
import { QueuePager, useQueueParams } from '../../components/queue-pager';
import { cancelBatch, checkBatch, createBatch, fetchBatches, FINANCE_KEY, payBatch, type BatchPage } from './finance-desk-api';
import { useFinanceAction } from './finance-action';
import { statusWord, texts } from './texts';

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
  const { t } = texts.useTexts();

  return (
    <OpsPage title={t('payouts.title')} intro={t('payouts.intro')}>
      <DataState result={result}>
        {(data) => (
          <>
            <section aria-labelledby="ready-heading">
              <h2 id="ready-heading">{t('payouts.ready')}</h2>
              {data.ready.length === 0 ? (
                <p>{t('payouts.noneReady')}</p>
              ) : (
                <div className="table-scroll" tabIndex={0} role="region" aria-label={t('payouts.readyCaption')}>
                  <table className="console-table">
                    <caption className="visually-hidden">{t('payouts.readyCaption')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('columns.shop')}</th>
                        <th scope="col">{t('columns.lines')}</th>
                        <th scope="col">{t('columns.netToPay')}</th>
                        <th scope="col">{t('columns.bankAccount')}</th>
                        <th scope="col">{t('columns.action')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.ready.map((row) => (
                        <tr key={row.shop.id}>
                          <td>{row.shop.name}</td>
                          <td>{row.lineCount}</td>
                          <td>{formatPaise(row.netPaise)}</td>
                          <td>{row.bankAccount ?? t('payouts.notVerified')}</td>
                          <td>
                            <button
                              type="button"
                              className="button button--primary"
                              disabled={!row.bankAccount}
                              onClick={() => void act(() => createBatch(row.shop.id))}
                            >
                              {t('payouts.createBatch', { shop: row.shop.name })}
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
              <h2 id="batches-heading">{t('payouts.batches')}</h2>
              <form className="ops-filters" aria-label={t('payouts.filters')} onSubmit={(event) => event.preventDefault()}>
                <label>
                  {t('status')}
                  <select value={status} onChange={(event) => setFilter('status', event.target.value === 'all' ? '' : event.target.value)}>
                    <option value="all">{t('all')}</option>
                    {PAYOUT_BATCH_STATUSES.map((value) => (
                      <option key={value} value={value}>
                        {t(`batchStatus.${value}`)}
                      </option>
                    ))}
                  </select>
                </label>
              </form>
              <div className="table-scroll" tabIndex={0} role="region" aria-label={t('payouts.caption')}>
                <table className="console-table">
                  <caption className="visually-hidden">{t('payouts.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('columns.shop')}</th>
                      <th scope="col">{t('columns.lines')}</th>
                      <th scope="col">{t('columns.commission')}</th>
                      <th scope="col">{t('columns.gst')}</th>
                      <th scope="col">{t('columns.tds194h')}</th>
                      <th scope="col">{t('columns.net')}</th>
                      <th scope="col">{t('columns.status')}</th>
                      <th scope="col">{t('columns.action')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((batch) => (
                      <tr key={batch.id}>
                        <td>
                          {batch.shop.name}
                          <br />
                          <small>{t('payouts.created', { at: formatIndianTime(batch.createdAt) })}</small>
                        </td>
                        <td>{batch.lineCount}</td>
                        <td>{formatPaise(batch.commissionPaise)}</td>
                        <td>{formatPaise(batch.gstPaise)}</td>
                        <td>{formatPaise(batch.tdsPaise)}</td>
                        <td>{formatPaise(batch.netPaise)}</td>
                        <td>
                          {statusWord(t, 'batchStatus', batch.status, batch.statusLabel)}
                          {batch.utr && (
                            <>
                              <br />
                              <small>
                                {t('payouts.utr', { utr: batch.utr })}
                                {batch.paidAt ? t('payouts.paidAt', { at: formatIndianTime(batch.paidAt) }) : ''}
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
                                {t('payouts.transfer', {
                                  account: batch.transfer.accountMasked,
                                  ifsc: batch.transfer.ifsc,
                                  transfer: batch.transfer.transferId,
                                })}
                              </small>
                            </>
                          )}
                        </td>
                        <td>
                          <div className="ops-actions">
                            {batch.status === 'open' && (
                              <>
                                <button type="button" className="button button--primary" onClick={() => void act(() => payBatch(batch.id))}>
                                  {t('payouts.pay', { amount: formatPaise(batch.netPaise), shop: batch.shop.name })}
                                </button>
                                <button type="button" className="button" onClick={() => void act(() => cancelBatch(batch.id))}>
                                  {t('payouts.cancel')}
                                </button>
                              </>
                            )}
                            {batch.status === 'processing' && (
                              <button type="button" className="button" onClick={() => void act(() => checkBatch(batch.id))}>
                                {t('payouts.check')}
                              </button>
                            )}
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {data.items.length === 0 && <p>{t('payouts.none')}</p>}
              <QueuePager page={data.page} pageSize={data.pageSize} total={data.total} label={t('payouts.pages')} />
            </section>
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
