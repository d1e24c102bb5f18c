// /ops/finance/commissions: commission lines whose invoice the shop submitted, oldest first, to
// approve for payout or send back with a reason the shop reads. Other views show the lines
// approved, in a payout or paid. Filters and page live in the URL.
import { useState } from 'react';
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { getErrorMessage } from '@platform/shared';
import { Form, SubmitButton, TextAreaField } from '@platform/shared/forms';
import { FINANCE_COMMISSION_FILTERS, sendBackSchema, type FinanceCommissionFilter } from '@platform/shared/contracts';
import { formatPaise } from '@platform/shared/finance';
import { formatIndianTime } from '../../components/ops-date';
import { OpsPage } from '../../components/ops-page';
import { QueuePager, useQueueParams } from '../../components/queue-pager';
import { approve, fetchCommissions, FINANCE_KEY, sendBack, type CommissionPage } from './finance-desk-api';
import { useFinanceAction } from './finance-action';
import { statusWord, texts } from './texts';

export function CommissionApprovalsPage() {
  const { params, page, setFilter } = useQueueParams();
  const status = (FINANCE_COMMISSION_FILTERS as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as FinanceCommissionFilter)
    : 'review';
  const shop = params.get('shop') ?? '';
  const filters = { status, shop, page, pageSize: 25 };
  const query = useQuery({ queryKey: [FINANCE_KEY, 'commissions', filters], queryFn: () => fetchCommissions(filters), placeholderData: keepPreviousData });
  const result: ServerData<CommissionPage> =
    query.data !== undefined
      ? { state: 'ready', data: query.data }
      : query.isError
        ? { state: 'failed', message: getErrorMessage(query.error) }
        : { state: 'loading' };
  const act = useFinanceAction();
  const [sendingBack, setSendingBack] = useState<string | null>(null);
  const { t } = texts.useTexts();

  return (
    <OpsPage title={t('commissions.title')} intro={t('commissions.intro')}>
      <form className="ops-filters" aria-label={t('commissions.filters')} onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('commissions.show')}
          <select value={status} onChange={(event) => setFilter('status', event.target.value === 'review' ? '' : event.target.value)}>
            {FINANCE_COMMISSION_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`commissions.view.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('commissions.shop')}
          <input type="search" defaultValue={shop} maxLength={100} onBlur={(event) => setFilter('shop', event.target.value.trim())} />
        </label>
      </form>
      <DataState result={result}>
        {(data) => (
          <>
            <div className="table-scroll" tabIndex={0} role="region" aria-label={t('commissions.caption')}>
              <table className="console-table">
                <caption className="visually-hidden">{t('commissions.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.shop')}</th>
                    <th scope="col">{t('columns.sale')}</th>
                    <th scope="col">{t('columns.invoice')}</th>
                    <th scope="col">{t('columns.commission')}</th>
                    <th scope="col">{t('columns.gst')}</th>
                    <th scope="col">{t('columns.tds')}</th>
                    <th scope="col">{t('columns.net')}</th>
                    <th scope="col">{t('columns.status')}</th>
                    <th scope="col">{t('columns.action')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((line) => (
                    <tr key={line.id}>
                      <td>{line.shop.name}</td>
                      <td>
                        {line.product}
                        {line.customerName ? `, ${line.customerName}` : ''}
                        <br />
                        <small>
                          {line.disbursedPaise !== null ? t('commissions.disbursed', { amount: formatPaise(line.disbursedPaise), rate: line.rate }) : line.rate}
                        </small>
                      </td>
                      <td>
                        {line.invoice ? (
                          <>
                            {t('commissions.invoiceOf', { number: line.invoice.number, date: line.invoice.date })}
                            <br />
                            <small>
                              {line.invoice.gstin ? t('commissions.gstin', { gstin: line.invoice.gstin }) : t('commissions.noGst')}
                              {t('commissions.sent', { at: formatIndianTime(line.invoice.uploadedAt) })}
                            </small>
                          </>
                        ) : (
                          '—'
                        )}
                      </td>
                      <td>{formatPaise(line.commissionPaise)}</td>
                      <td>{formatPaise(line.gstPaise)}</td>
                      <td>{formatPaise(line.tdsPaise)}</td>
                      <td>{formatPaise(line.netPaise)}</td>
                      <td>
                        {statusWord(t, 'commissionStatus', line.status, line.statusLabel)}
                        {line.utr && (
                          <>
                            <br />
                            <small>{t('commissions.utr', { utr: line.utr })}</small>
                          </>
                        )}
                        {line.payoutFailure && (
                          <>
                            <br />
                            <small>{t('commissions.lastPayout', { reason: line.payoutFailure })}</small>
                          </>
                        )}
                      </td>
                      <td>
                        {line.status === 'invoice_submitted' && (
                          <div className="ops-actions">
                            <button type="button" className="button button--primary" onClick={() => void act(() => approve(line.id))}>
                              {t('commissions.approve')}
                            </button>
                            <button
                              type="button"
                              className="button"
                              onClick={() => setSendingBack(sendingBack === line.id ? null : line.id)}
                              aria-expanded={sendingBack === line.id}
                            >
                              {t('commissions.sendBack')}
                            </button>
                            {sendingBack === line.id && (
                              <Form<{ reason: string }>
                                schema={sendBackSchema}
                                defaultValues={{ reason: '' }}
                                aria-label={t('commissions.sendBackForm', { shop: line.shop.name })}
                                onSubmit={async ({ reason }) => {
                                  if (await act(() => sendBack(line.id, reason))) setSendingBack(null);
                                }}
                              >
                                <TextAreaField name="reason" label={t('commissions.reason')} rows={2} />
                                <SubmitButton>{t('commissions.sendBackToShop')}</SubmitButton>
                              </Form>
                            )}
                          </div>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data.items.length === 0 && <p>{status === 'review' ? t('commissions.noneToReview') : t('commissions.noMatch')}</p>}
            <QueuePager page={data.page} pageSize={data.pageSize} total={data.total} label={t('commissions.pages')} />
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
