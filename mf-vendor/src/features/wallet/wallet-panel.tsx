// The vendor's wallet (api/README.md, "Payments"): balance, top-up through the checkout, the ledger
// paged, and the outcome of a payment when the provider sends the vendor back here
// (/vender/services?order_id=…). Self-contained, so the services-hub page can place it wherever it
// likes. The outcome shown is the one the server verified with the provider, never one read from
// the return URL.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getErrorMessage, localDateFormat } from '@platform/shared';
import { Form, NumberField, SubmitButton } from '@platform/shared/forms';
import { formatPaise } from '@platform/shared/finance';
import { fetchVerifiedOrder, isOrderId, outcomeOf, startCheckout, type VerifiedOrder } from '@platform/shared/payments';
import { useQuery, useQueryClient } from '@platform/shared/query';
import { WALLET_TOPUP_MAX_RUPEES, WALLET_TOPUP_MIN_RUPEES, walletTopUpSchema, type WalletTopUpInput } from '@platform/shared/schemas';
import { texts } from './texts';
import { fetchWalletBalance, fetchWalletLedger, walletKeys } from './wallet-api';

const dateTime = localDateFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
/** While the bank has not confirmed, the outcome is asked for again this often. */
const PENDING_RECHECK_MS = 4000;

export function paymentOutcomeMessage(order: VerifiedOrder): string {
  const values = { amount: formatPaise(order.amount_paise), order: order.order_id };
  const outcome = outcomeOf(order.status);
  switch (outcome) {
    case 'paid':
    case 'failed':
    case 'cancelled':
    case 'expired':
      return texts.t(`outcome.${outcome}`, values);
    default:
      return texts.t('outcome.pending', values);
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
  const { t } = texts.useTexts();
  useEffect(() => {
    // A settled payment moved the balance (or confirmed it did not): show the ledger's figures.
    if (status && outcomeOf(status) !== 'pending') void queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'balance'] });
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'ledger'] });
  }, [status, queryClient]);

  if (query.isPending)
    return (
      <p className="wallet-outcome" aria-busy="true">
        {t('outcome.checking')}
      </p>
    );
  if (query.isError) {
    return (
      <p className="wallet-outcome wallet-outcome--failed" role="alert">
        {t('outcome.couldNotCheck', { reason: getErrorMessage(query.error) })}
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
          {t('outcome.checkAgain')}
        </button>
      )}
    </div>
  );
}

function WalletLedger() {
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: walletKeys.ledger(page), queryFn: () => fetchWalletLedger(page) });
  const { t } = texts.useTexts();
  if (query.isPending) return <p aria-busy="true">{t('ledger.loading')}</p>;
  if (query.isError) return <p role="alert">{getErrorMessage(query.error)}</p>;
  const { items, totalPages, total } = query.data;
  if (total === 0) return <p>{t('ledger.none')}</p>;
  return (
    <>
      <table className="customer-table wallet-ledger">
        <caption className="visually-hidden">{t('ledger.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ledger.columns.date')}</th>
            <th scope="col">{t('ledger.columns.type')}</th>
            <th scope="col">{t('ledger.columns.details')}</th>
            <th scope="col">{t('ledger.columns.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr key={entry.id}>
              <td>{dateTime.format(new Date(entry.createdAt))}</td>
              <td>{t(`kinds.${entry.kind}`)}</td>
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
        <nav className="pager" aria-label={t('ledger.pages')}>
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('ledger.newer')}
          </button>
          <span>{t('ledger.page', { page, pages: totalPages })}</span>
          <button type="button" className="button" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
            {t('ledger.older')}
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
  const { t } = texts.useTexts();

  async function topUp(values: WalletTopUpInput) {
    // On success the browser leaves for the checkout; on failure the person has been told why.
    await startCheckout({ purpose: 'wallet_topup', amountRupees: values.order_amount });
  }

  return (
    <section className="wallet-panel" aria-labelledby="wallet-heading">
      <h2 id="wallet-heading">{t('title')}</h2>
      {isOrderId(returnedOrder) && <PaymentOutcome orderId={returnedOrder} />}
      <p className="wallet-panel__balance">
        {t('balance')} <strong data-testid="wallet-balance">{balance.isSuccess ? formatPaise(balance.data) : '—'}</strong>
      </p>
      <p>{t('feesNote')}</p>

      <h3>{t('addMoney')}</h3>
      <Form<WalletTopUpInput>
        schema={walletTopUpSchema}
        defaultValues={{ order_amount: '' as unknown as number }}
        onSubmit={topUp}
        aria-label={t('form')}
        className="account-form"
      >
        <NumberField<WalletTopUpInput>
          name="order_amount"
          label={t('amount')}
          hint={t('amountHint', { min: WALLET_TOPUP_MIN_RUPEES, max: WALLET_TOPUP_MAX_RUPEES.toLocaleString('en-IN') })}
        />
        <div className="form__actions">
          <SubmitButton>{t('addMoney')}</SubmitButton>
        </div>
      </Form>

      <h3>{t('history')}</h3>
      <WalletLedger />
    </section>
  );
}
