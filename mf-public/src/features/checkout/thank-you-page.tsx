// /thank-you: where a customer's card payment comes back (docs/spec/product.md §2). The outcome
// shown is the one the server verified with the payment provider; the order id in the URL only says
// which order to ask about.
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage, Page } from '@platform/shared';
import { fetchVerifiedOrder, isOrderId, outcomeOf } from '@platform/shared/payments';
import { useQuery } from '@platform/shared/query';
import { formatPaise } from '@platform/shared/finance';
import { useOrderDescription } from './order-breakdown';
import { texts } from './texts';

const PENDING_RECHECK_MS = 4000;

function Outcome({ orderId }: { orderId: string }) {
  const { t } = texts.useTexts();
  const describe = useOrderDescription();
  const query = useQuery({
    queryKey: ['payments', 'order', orderId],
    queryFn: () => fetchVerifiedOrder(orderId),
    refetchInterval: (q) => (q.state.data && outcomeOf(q.state.data.status) === 'pending' ? PENDING_RECHECK_MS : false),
  });
  if (query.isPending) return <p aria-busy="true">{t('thanks.checking')}</p>;
  if (query.isError) {
    return <p role="alert">{t('thanks.couldNotCheck', { order: orderId, reason: getErrorMessage(query.error) })}</p>;
  }
  const order = query.data;
  const outcome = outcomeOf(order.status);
  const amount = formatPaise(order.amount_paise);
  return (
    <div className={`card payment-outcome payment-outcome--${outcome}`} role="status" data-testid="payment-outcome">
      <h2 className="card__title">{t(`thanks.${outcome}`)}</h2>
      <p>
        {t('thanks.orderBefore')}
        <strong>{order.order_id}</strong>
        {t('thanks.orderAfter', { description: describe(order.description), amount })}
      </p>
      {outcome === 'paid' && <p>{t('thanks.received')}</p>}
      {(outcome === 'failed' || outcome === 'cancelled' || outcome === 'expired') && (
        <p>
          {t('thanks.notCharged')}
          <Link to="/order-summary">{t('thanks.tryAgain')}</Link>
        </p>
      )}
      {outcome === 'pending' && (
        <>
          <p>{t('thanks.notConfirmed')}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('thanks.checkAgain')}
          </button>
        </>
      )}
    </div>
  );
}

export function ThankYouPage() {
  const { t } = texts.useTexts();
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('order_id');
  return (
    <Page title={t('thanks.title')}>
      {isOrderId(orderId) ? (
        <Outcome orderId={orderId} />
      ) : (
        <p>
          {t('thanks.noPayment')}
          <Link to="/order-summary">{t('thanks.seeWhat')}</Link>.
        </p>
      )}
    </Page>
  );
}
