// The vendor's wallet (api/README.md, "Payments"): balance, top-up through the checkout, the ledger
// paged, and the outcome of a payment when the provider sends the vendor back here
// (/vender/services?order_id=…). Self-contained, so the services-hub page can place it wherever it
// likes. The outcome shown is the one the server verified with the provider, never one read from
// the return URL.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@platform/shared';
import { Form, NumberField, SubmitButton } from '@platform/shared/forms';
import { formatPaise } from '@platform/shared/finance';
import { fetchVerifiedOrder, isOrderId, outcomeOf, startCheckout, type VerifiedOrder } from '@platform/shared/payments';
import { useQuery, useQueryClient } from '@platform/shared/query';
import { WALLET_TOPUP_MAX_RUPEES, WALLET_TOPUP_MIN_RUPEES, walletTopUpSchema, type WalletTopUpInput } from '@platform/shared/schemas';
import { fetchWalletBalance, fetchWalletLedger, walletKeys, type WalletLedgerEntry } from './wallet-api';

const KIND_LABELS: Record<WalletLedgerEntry['kind'], string> = { topup: 'Top-up', service_fee: 'Service fee', refund: 'Refund' };
const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
/** While the bank has not confirmed, the outcome is asked for again this often. */
const PENDING_RECHECK_MS = 4000;

export function paymentOutcomeMessage(order: VerifiedOrder): string {
  const amount = formatPaise(order.amount_paise);
  switch (outcomeOf(order.status)) {
    case 'paid':
      return `Payment successful: ${amount} has been added to your wallet (order ${order.order_id}).`;
    case 'failed':
      return `Payment failed: nothing was charged and your wallet balance is unchanged (order ${order.order_id}).`;
    case 'cancelled':
      return `Payment cancelled: nothing was charged and your wallet balance is unchanged (order ${order.order_id}).`;
    case 'expired':
      return `This payment expired before it was completed: nothing was charged and your wallet balance is unchanged (order ${order.order_id}).`;
    default:
      return `We are waiting for the bank to confirm your payment of ${amount} (order ${order.order_id}). Your balance updates as soon as it does.`;
  }
}

function PaymentOutcome({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: walletKeys.order(orderId),
    queryFn: () => fetchVerifiedOrder(orderId),
    refetchInterval: (q) => (q.state.data && outcomeOf(q.state.data.status) === 'pending' ? PENDING_RECHECK_MS : false),
  });
  const status = query.data?.status;
  useEffect(() => {
    // A settled payment moved the balance (or confirmed it did not): show the ledger's figures.
    if (status && outcomeOf(status) !== 'pending') void queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'balance'] });
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'ledger'] });
  }, [status, queryClient]);

  if (query.isPending)
    return (
      <p className="wallet-outcome" aria-busy="true">
        Checking your payment…
      </p>
    );
  if (query.isError) {
    return (
      <p className="wallet-outcome wallet-outcome--failed" role="alert">
        We could not check this payment: {getErrorMessage(query.error)}
      </p>
    );
  }
  const outcome = outcomeOf(query.data.status);
  return (
    <div
      className={`wallet-outcome wallet-outcome--${outcome === 'paid' ? 'paid' : outcome === 'pending' ? 'pending' : 'failed'}`}
      role="status"
      data-testid="payment-outcome"
    >
      <p>{paymentOutcomeMessage(query.data)}</p>
      {outcome === 'pending' && (
        <button type="button" className="button" onClick={() => void query.refetch()}>
          Check again
        </button>
      )}
    </div>
  );
}

function WalletLedger() {
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: walletKeys.ledger(page), queryFn: () => fetchWalletLedger(page) });
  if (query.isPending) return <p aria-busy="true">Loading your wallet history…</p>;
  if (query.isError) return <p role="alert">{getErrorMessage(query.error)}</p>;
  const { items, totalPages, total } = query.data;
  if (total === 0) return <p>No wallet movements yet. Top-ups, service fees and refunds will appear here.</p>;
  return (
    <>
      <table className="customer-table wallet-ledger">
        <caption className="visually-hidden">Wallet history, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Type</th>
            <th scope="col">Details</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr key={entry.id}>
              <td>{dateTime.format(new Date(entry.createdAt))}</td>
              <td>{KIND_LABELS[entry.kind]}</td>
              <td>
                {entry.description}
                {entry.orderId ? <small> ({entry.orderId})</small> : null}
              </td>
              <td className={entry.amountPaise < 0 ? 'wallet-ledger__debit' : 'wallet-ledger__credit'}>
                {entry.amountPaise < 0 ? '−' : '+'}
                {formatPaise(Math.abs(entry.amountPaise))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {totalPages > 1 && (
        <nav className="pager" aria-label="Wallet history pages">
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </button>
          <span>
            Page {page} of {totalPages}
          </span>
          <button type="button" className="button" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
            Older
          </button>
        </nav>
      )}
    </>
  );
}

export function WalletPanel() {
  const [searchParams] = useSearchParams();
  const returnedOrder = searchParams.get('order_id');
  const balance = useQuery({ queryKey: walletKeys.balance, queryFn: fetchWalletBalance });

  async function topUp(values: WalletTopUpInput) {
    // On success the browser leaves for the checkout; on failure the person has been told why.
    await startCheckout({ purpose: 'wallet_topup', amountRupees: values.order_amount });
  }

  return (
    <section className="wallet-panel" aria-labelledby="wallet-heading">
      <h2 id="wallet-heading">Your wallet</h2>
      {isOrderId(returnedOrder) && <PaymentOutcome orderId={returnedOrder} />}
      <p className="wallet-panel__balance">
        Balance: <strong data-testid="wallet-balance">{balance.isSuccess ? formatPaise(balance.data) : '—'}</strong>
      </p>
      <p>Service fees for GST, PAN and other applications are taken from this balance when you submit them.</p>

      <h3>Add money</h3>
      <Form<WalletTopUpInput>
        schema={walletTopUpSchema}
        defaultValues={{ order_amount: '' as unknown as number }}
        onSubmit={topUp}
        aria-label="Add money to your wallet"
        className="account-form"
      >
        <NumberField<WalletTopUpInput>
          name="order_amount"
          label="Amount (₹)"
          hint={`From ₹${WALLET_TOPUP_MIN_RUPEES} to ₹${WALLET_TOPUP_MAX_RUPEES.toLocaleString('en-IN')}, whole rupees.`}
        />
        <div className="form__actions">
          <SubmitButton>Add money</SubmitButton>
        </div>
      </Form>

      <h3>Wallet history</h3>
      <WalletLedger />
    </section>
  );
}
