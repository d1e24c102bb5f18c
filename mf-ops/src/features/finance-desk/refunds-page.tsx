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

const lookupSchema = object({
  orderId: string()
    .trim()
    .uppercase()
    .required('Enter the order id')
    .matches(/^OD[0-9]{8}$/, 'An order id is OD and 8 digits'),
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

  return (
    <OpsPage title="Refunds" intro="Customer payments refunded to where they were paid from, and fees given back to shop wallets.">
      <section className="card" aria-labelledby="refund-heading">
        <h2 id="refund-heading">Refund a customer's payment</h2>
        <Form<{ orderId: string }>
          schema={lookupSchema}
          defaultValues={{ orderId: '' }}
          aria-label="Find an order"
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
          <TextField name="orderId" label="Order id" />
          <SubmitButton>Find the order</SubmitButton>
        </Form>
        {lookupError && (
          <p className="data-error" role="alert">
            {lookupError}
          </p>
        )}
        {order && (
          <div role="status">
            <p>
              {order.orderId}: {order.description}, {formatPaise(order.amountPaise)}, {order.status}
              {order.paidAt ? ` on ${formatIndianTime(order.paidAt)}` : ''}; paid by {order.customerPhone}.
            </p>
            {order.refund && (
              <p>
                Refund: {order.refund.statusLabel}
                {order.refund.failureReason ? ` (${order.refund.failureReason})` : ''}.
              </p>
            )}
            {order.notRefundable ? (
              <p>{order.notRefundable}</p>
            ) : (
              <Form<{ reason: string }>
                schema={financeReasonSchema}
                defaultValues={{ reason: '' }}
                aria-label={`Refund ${order.orderId}`}
                onSubmit={async ({ reason }) => {
                  await act(async () => {
                    const answer = await refund(order.orderId, reason);
                    setOrder(answer.data);
                    return answer;
                  });
                }}
              >
                <TextAreaField name="reason" label="Reason (kept in the audit trail)" rows={2} />
                <SubmitButton>Refund {formatPaise(order.amountPaise)} to the customer</SubmitButton>
              </Form>
            )}
          </div>
        )}
      </section>
      <section aria-labelledby="refunds-heading">
        <h2 id="refunds-heading">Refunds made</h2>
        <form className="ops-filters" aria-label="Filter refunds" onSubmit={(event) => event.preventDefault()}>
          <label>
            Kind
            <select value={kind} onChange={(event) => setFilter('kind', event.target.value === 'order' ? '' : event.target.value)}>
              <option value="order">Customer payments</option>
              <option value="wallet">Shop wallet fees</option>
            </select>
          </label>
        </form>
        <DataState result={result}>
          {(data) => (
            <>
              <div className="table-scroll">
                <table className="console-table">
                  <caption className="visually-hidden">Refunds, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">To</th>
                      <th scope="col">Amount</th>
                      <th scope="col">Reason</th>
                      <th scope="col">Reference</th>
                      <th scope="col">When</th>
                      <th scope="col">Status</th>
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
                          {r.statusLabel}
                          {r.failureReason && <small> {r.failureReason}</small>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {data.items.length === 0 && <p>No refunds yet.</p>}
              <QueuePager page={data.page} pageSize={data.pageSize} total={data.total} label="Refunds" />
            </>
          )}
        </DataState>
      </section>
    </OpsPage>
  );
}
