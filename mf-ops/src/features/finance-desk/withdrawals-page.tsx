// /ops/finance/withdrawals: the shops' wallet withdrawals to their bank accounts, newest first,
// with the bank's UTR or why it failed (a failed or reversed one is back in the shop's wallet).
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { getErrorMessage } from '@platform/shared';
import { TRANSFER_STATUSES } from '@platform/shared/contracts';
import { formatPaise } from '@platform/shared/finance';
import { formatIndianTime } from '../../components/ops-date';
import { OpsPage } from '../../components/ops-page';
import { QueuePager, useQueueParams } from '../../components/queue-pager';
import { fetchWithdrawals, FINANCE_KEY } from './finance-desk-api';
import { statusWord, texts } from './texts';

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
  const { t } = texts.useTexts();
  return (
    <OpsPage title={t('withdrawals.title')} intro={t('withdrawals.intro')}>
      <form className="ops-filters" aria-label={t('withdrawals.filters')} onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('status')}
          <select value={status} onChange={(event) => setFilter('status', event.target.value === 'all' ? '' : event.target.value)}>
            <option value="all">{t('all')}</option>
            {TRANSFER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`transferStatus.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <DataState result={result}>
        {(data) => (
          <>
            <div className="table-scroll" tabIndex={0} role="region" aria-label={t('withdrawals.caption')}>
              <table className="console-table">
                <caption className="visually-hidden">{t('withdrawals.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.shop')}</th>
                    <th scope="col">{t('columns.amount')}</th>
                    <th scope="col">{t('columns.to')}</th>
                    <th scope="col">{t('columns.asked')}</th>
                    <th scope="col">{t('columns.status')}</th>
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
                        {statusWord(t, 'transferStatus', w.status, w.statusLabel)}
                        {w.utr && <small>{t('withdrawals.utr', { utr: w.utr })}</small>}
                        {w.failureReason && <small> {w.failureReason}</small>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data.items.length === 0 && <p>{t('withdrawals.noMatch')}</p>}
            <QueuePager page={data.page} pageSize={data.pageSize} total={data.total} label={t('withdrawals.pages')} />
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
