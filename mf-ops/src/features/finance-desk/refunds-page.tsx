// /ops/finance/refunds: refunds to customers' sources (a paid order refunded through the payment
// provider, once) and fees given back to shop wallets (a CA request rejected or withdrawn before
// work started, a shipment cancelled before pickup). An order is looked up by its id to refund it.
import { useState } from 'react';
import { object, string } from 'yup';
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { getErrorMessage, spinner } from '@platform/shared';
import { Form, SubmitButton, TextAreaField, TextField } from '@platform/shared/forms';
import { financeReasonSchema, REFUND_KINDS, type RefundKind } from '@platform/shared/contracts';
import { formatPaise } from '@platform/shared/finance';
import { formatIndianTime } from '../../components/ops-date';
import { OpsPage } from '../../components/ops-page';
import { QueuePager, useQueueParams } from '../../components/queue-pager';
import { fetchOrder, fetchRefunds, FINANCE_KEY, refund, type FinanceOrder } from './finance-desk-api';
import { useFinanceAction } from './finance-action';
import { statusWord, texts } from './texts';

const lookupSchema = object({
  orderId: string()
    .trim()
    .uppercase()
    .required(() => texts.t('refunds.enterOrderId'))
    .matches(/^OD[0-9]{8}$/, () => texts.t('refunds.orderIdShape')),
});

export function RefundsPage() {
  const { params, page, setFilter } = useQueueParams();
  const kind: RefundKind = (REFUND_KINDS as readonly string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as RefundKind) : 'order';
  const filters = { kind, page, pageSize: 25 };
  const query = useQuery({ queryKey: [FINANCE_KEY, 'refunds', filters], queryFn: () => fetchRefunds(filters), placeholderData: keepPreviousData });
  const result: ServerData<NonNullable<typeof query.data>> =
    query.data !== undefined
      ? { state: 'ready', data: query.data }
      : query.isError
        ? { state: 'failed', message: getErrorMessage(query.error) }
        : { state: 'loading' };
  const [order, setOrder] = useState<FinanceOrder | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const act = useFinanceAction();
  const { t } = texts.useTexts();

  return (
    <OpsPage title={t('refunds.title')} intro={t('refunds.intro')}>
      <section className="card" aria-labelledby="refund-heading">
        <h2 id="refund-heading">{t('refunds.refundHeading')}</h2>
        <Form<{ orderId: string }>
          schema={lookupSchema}
          defaultValues={{ orderId: '' }}
          aria-label={t('refunds.findForm')}
          onSubmit={async ({ orderId }) => {
            setLookupError(null);
            try {
              setOrder(await spinner.during(fetchOrder(orderId)));
            } catch (error) {
              setOrder(null);
              setLookupError(getErrorMessage(error));
            }
          }}
        >
          <TextField name="orderId" label={t('refunds.orderId')} />
          <SubmitButton>{t('refunds.find')}</SubmitButton>
        </Form>
        {lookupError && (
          <p className="data-error" role="alert">
            {lookupError}
          </p>
        )}
        {order && (
          <div role="status">
            <p>
              {t(order.paidAt ? 'refunds.orderPaidOn' : 'refunds.order', {
                order: order.orderId,
                description: order.description,
                amount: formatPaise(order.amountPaise),
                status: order.status,
                at: formatIndianTime(order.paidAt),
                phone: order.customerPhone,
              })}
            </p>
            {order.refund && (
              <p>
                {t(order.refund.failureReason ? 'refunds.refundFailed' : 'refunds.refund', {
                  status: statusWord(t, 'refundStatus', order.refund.status, order.refund.statusLabel),
                  reason: order.refund.failureReason,
                })}
              </p>
            )}
            {order.notRefundable ? (
              <p>{order.notRefundable}</p>
            ) : (
              <Form<{ reason: string }>
                schema={financeReasonSchema}
                defaultValues={{ reason: '' }}
                aria-label={t('refunds.refundForm', { order: order.orderId })}
                onSubmit={async ({ reason }) => {
                  await act(async () => {
                    const answer = await refund(order.orderId, reason);
                    setOrder(answer.data);
                    return answer;
                  });
                }}
              >
                <TextAreaField name="reason" label={t('refunds.reason')} rows={2} />
                <SubmitButton>{t('refunds.refundAmount', { amount: formatPaise(order.amountPaise) })}</SubmitButton>
              </Form>
            )}
          </div>
        )}
      </section>
      <section aria-labelledby="refunds-heading">
        <h2 id="refunds-heading">{t('refunds.made')}</h2>
        <form className="ops-filters" aria-label={t('refunds.filters')} onSubmit={(event) => event.preventDefault()}>
          <label>
            {t('refunds.kind')}
            <select value={kind} onChange={(event) => setFilter('kind', event.target.value === 'order' ? '' : event.target.value)}>
              <option value="order">{t('refunds.customerPayments')}</option>
              <option value="wallet">{t('refunds.walletFees')}</option>
            </select>
          </label>
        </form>
        <DataState result={result}>
          {(data) => (
            <>
              <div className="table-scroll" tabIndex={0} role="region" aria-label={t('refunds.caption')}>
                <table className="console-table">
                  <caption className="visually-hidden">{t('refunds.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('columns.to')}</th>
                      <th scope="col">{t('columns.amount')}</th>
                      <th scope="col">{t('columns.reason')}</th>
                      <th scope="col">{t('columns.reference')}</th>
                      <th scope="col">{t('columns.when')}</th>
                      <th scope="col">{t('columns.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((r) => (
                      <tr key={r.id}>
                        <td>{r.payer}</td>
                        <td>{formatPaise(r.amountPaise)}</td>
                        <td>{r.reason}</td>
                        <td>{r.reference}</td>
                        <td>{formatIndianTime(r.requestedAt)}</td>
                        <td>
                          {statusWord(t, 'refundStatus', r.status, r.statusLabel)}
                          {r.failureReason && <small> {r.failureReason}</small>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {data.items.length === 0 && <p>{t('refunds.none')}</p>}
              <QueuePager page={data.page} pageSize={data.pageSize} total={data.total} label={t('refunds.pages')} />
            </>
          )}
        </DataState>
      </section>
    </OpsPage>
  );
}
