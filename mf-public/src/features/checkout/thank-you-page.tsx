// /thank-you: where a customer's card payment comes back (docs/spec/product.md §2). The outcome
// shown is the one the server verified with the payment provider; the order id in the URL only says
// which order to ask about.
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage, Page } from '@platform/shared';
import { fetchVerifiedOrder, isOrderId, outcomeOf, type PaymentOutcome } from '@platform/shared/payments';
import { useQuery } from '@platform/shared/query';
import { formatPaise } from '@platform/shared/finance';

const PENDING_RECHECK_MS = 4000;

const HEADINGS: Record<PaymentOutcome, string> = {
  paid: 'Thank you! Your payment was successful',
  failed: 'Your payment failed',
  cancelled: 'Your payment was cancelled',
  expired: 'This payment expired',
  pending: 'Your payment is being confirmed',
};

function Outcome({ orderId }: { orderId: string }) {
  const query = useQuery({
    queryKey: ['payments', 'order', orderId],
    queryFn: () => fetchVerifiedOrder(orderId),
    refetchInterval: (q) => (q.state.data && outcomeOf(q.state.data.status) === 'pending' ? PENDING_RECHECK_MS : false),
  });
  if (query.isPending) return <p aria-busy="true">Checking your payment with the bank…</p>;
  if (query.isError) {
    return (
      <p role="alert">
        We could not check order {orderId}: {getErrorMessage(query.error)}
      </p>
    );
  }
  const order = query.data;
  const outcome = outcomeOf(order.status);
  const amount = formatPaise(order.amount_paise);
  return (
    <div className={`card payment-outcome payment-outcome--${outcome}`} role="status" data-testid="payment-outcome">
      <h2 className="card__title">{HEADINGS[outcome]}</h2>
      <p>
        Order <strong>{order.order_id}</strong>: {order.description}, {amount}.
      </p>
      {outcome === 'paid' && <p>We have received your payment. Our team will call you within one working day to take this forward.</p>}
      {(outcome === 'failed' || outcome === 'cancelled' || outcome === 'expired') && (
        <p>
          Nothing was charged. If money left your account, it is returned by your bank within 5 to 7 working days. <Link to="/order-summary">Try again</Link>
        </p>
      )}
      {outcome === 'pending' && (
        <>
          <p>The bank has not confirmed your payment yet. This page updates by itself; you can also check now.</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            Check again
          </button>
        </>
      )}
    </div>
  );
}

export function ThankYouPage() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('order_id');
  return (
    <Page title="Thank you">
      {isOrderId(orderId) ? (
        <Outcome orderId={orderId} />
      ) : (
        <p>
          There is no payment to show here. <Link to="/order-summary">See what you can pay for</Link>.
        </p>
      )}
    </Page>
  );
}
