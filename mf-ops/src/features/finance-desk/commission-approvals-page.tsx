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

const FILTER_LABELS: Record<FinanceCommissionFilter, string> = {
  review: 'To review',
  approved: 'Approved',
  in_payout: 'In a payout',
  paid: 'Paid',
  all: 'All',
};

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

  return (
    <OpsPage
      title="Commission approvals"
      intro="Invoices shops submitted on sales the bank disbursed, oldest first. Approve one for the shop's next payout, or send it back with the reason."
    >
      <form className="ops-filters" aria-label="Filter commission lines" onSubmit={(event) => event.preventDefault()}>
        <label>
          Show
          <select value={status} onChange={(event) => setFilter('status', event.target.value === 'review' ? '' : event.target.value)}>
            {FINANCE_COMMISSION_FILTERS.map((value) => (
              <option key={value} value={value}>
                {FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Shop (name or code)
          <input type="search" defaultValue={shop} maxLength={100} onBlur={(event) => setFilter('shop', event.target.value.trim())} />
        </label>
      </form>
      <DataState result={result}>
        {(data) => (
          <>
            <div className="table-scroll">
              <table className="console-table">
                <caption className="visually-hidden">Commission lines</caption>
                <thead>
                  <tr>
                    <th scope="col">Shop</th>
                    <th scope="col">Sale</th>
                    <th scope="col">Invoice</th>
                    <th scope="col">Commission</th>
                    <th scope="col">GST</th>
                    <th scope="col">TDS</th>
                    <th scope="col">Net</th>
                    <th scope="col">Status</th>
                    <th scope="col">Action</th>
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
                        <small>{line.disbursedPaise !== null ? `${formatPaise(line.disbursedPaise)} disbursed; ${line.rate}` : line.rate}</small>
                      </td>
                      <td>
                        {line.invoice ? (
                          <>
                            {line.invoice.number} of {line.invoice.date}
                            <br />
                            <small>
                              {line.invoice.gstin ? `GSTIN ${line.invoice.gstin}` : 'No GST'}; sent {formatIndianTime(line.invoice.uploadedAt)}
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
                        {line.statusLabel}
                        {line.utr && (
                          <>
                            <br />
                            <small>UTR {line.utr}</small>
                          </>
                        )}
                        {line.payoutFailure && (
                          <>
                            <br />
                            <small>Last payout: {line.payoutFailure}</small>
                          </>
                        )}
                      </td>
                      <td>
                        {line.status === 'invoice_submitted' && (
                          <div className="ops-actions">
                            <button type="button" className="button button--primary" onClick={() => void act(() => approve(line.id))}>
                              Approve
                            </button>
                            <button
                              type="button"
                              className="button"
                              onClick={() => setSendingBack(sendingBack === line.id ? null : line.id)}
                              aria-expanded={sendingBack === line.id}
                            >
                              Send back
                            </button>
                            {sendingBack === line.id && (
                              <Form<{ reason: string }>
                                schema={sendBackSchema}
                                defaultValues={{ reason: '' }}
                                aria-label={`Send back the invoice of ${line.shop.name}`}
                                onSubmit={async ({ reason }) => {
                                  if (await act(() => sendBack(line.id, reason))) setSendingBack(null);
                                }}
                              >
                                <TextAreaField name="reason" label="Reason the shop will read" rows={2} />
                                <SubmitButton>Send back to the shop</SubmitButton>
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
            {data.items.length === 0 && <p>{status === 'review' ? 'No invoice is waiting for review.' : 'No commission lines match.'}</p>}
            <QueuePager page={data.page} pageSize={data.pageSize} total={data.total} label="Commission lines" />
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
