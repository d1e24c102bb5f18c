// One page for every service form (17 of them): the registry entry says which fields, documents,
// fee and call. The text fields are kept as a draft in sessionStorage (files cannot be: the page
// says which to attach again). A request the wallet cannot pay yet is saved "awaiting payment"
// with its files; the shop tops up at checkout, comes back here and the fee is taken then.
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { notify, Page } from '@platform/shared';
import { fetchWalletBalance, formatPaise, vendorQueryKeys } from '@platform/shared/dashboard';
import { FileField, Form, formDraftStore, SelectField, SubmitButton, TextAreaField, TextField } from '@platform/shared/forms';
import { fetchVerifiedOrder, isOrderId, outcomeOf, startCheckout } from '@platform/shared/payments';
import { useQuery, useQueryClient } from '@platform/shared/query';
import {
  filesOfDocument,
  SERVICE_UPLOAD_LIMITS,
  SERVICE_UPLOAD_MESSAGES,
  serviceFeeWithGst,
  serviceFormSchema,
  serviceNamed,
  UNPAID_REQUEST_LIMITS,
  WALLET_TOPUP_MIN_RUPEES,
  type ServiceDefinition,
  type ServiceField,
} from '@platform/shared/schemas';
import { fetchSubmission, payFeeFromWallet, sendServiceRequest, type ServiceSubmission } from './service-api';

/** The history page a service's requests are listed on (mf-vendor). */
export const historyPathOf = (service: ServiceDefinition) => (service.group === 'ca' ? '/vender/ca-services-history' : '/vender/other-services-history');

const ATTACHED_KEY = '__attached';
const pendingKey = (service: ServiceDefinition) => `caServicePending:${service.id}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function ServiceRequestPage({ serviceName }: { serviceName?: string }) {
  let service: ServiceDefinition;
  try {
    service = serviceNamed(serviceName);
  } catch (error) {
    // docs/spec/product.md §4: an unknown service name is an error the person sees, never another
    // form.
    return (
      <Page title="Service not found">
        <p role="alert">{(error as Error).message}</p>
        <p>
          <Link to="/vender/ca-services">See every service</Link>
        </p>
      </Page>
    );
  }
  return <ServiceRequest key={service.id} service={service} />;
}

function FieldFor({ field }: { field: ServiceField }) {
  const label = field.required ? field.label : `${field.label} (optional)`;
  switch (field.kind) {
    case 'textarea':
      return <TextAreaField name={field.name} label={label} hint={field.hint} rows={3} />;
    case 'select':
      return <SelectField name={field.name} label={label} hint={field.hint} options={field.options ?? []} placeholder="Choose" />;
    case 'email':
      return <TextField name={field.name} label={label} hint={field.hint} type="email" autoComplete="email" />;
    case 'tel':
      return <TextField name={field.name} label={label} hint={field.hint} type="tel" inputMode="numeric" maxLength={10} />;
    case 'pincode':
      return <TextField name={field.name} label={label} hint={field.hint} inputMode="numeric" maxLength={6} />;
    default:
      return <TextField name={field.name} label={label} hint={field.hint} />;
  }
}

function ServiceRequest({ service }: { service: ServiceDefinition }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const draft = useMemo(() => formDraftStore(`ca-service:${service.id}`), [service.id]);
  const restored = useMemo(() => draft.readValues(), [draft]);
  const toAttachAgain = useMemo(() => {
    const keys = Array.isArray(restored?.[ATTACHED_KEY]) ? (restored![ATTACHED_KEY] as string[]) : [];
    return service.documents.filter((doc) => keys.includes(doc.key));
  }, [restored, service]);
  const defaultValues = useMemo(() => {
    const values: Record<string, unknown> = Object.fromEntries(service.fields.map((f) => [f.name, '']));
    for (const field of service.fields) if (typeof restored?.[field.name] === 'string') values[field.name] = restored[field.name];
    return values;
  }, [restored, service]);

  const fee = serviceFeeWithGst(service);
  const balance = useQuery({ queryKey: vendorQueryKeys.walletBalance, queryFn: fetchWalletBalance });
  const [payWith, setPayWith] = useState<'wallet' | 'checkout'>('wallet');
  const [progress, setProgress] = useState<number[] | undefined>(undefined);
  const [pending, setPending] = useState<ServiceSubmission | null>(null);
  const [busy, setBusy] = useState(false);
  const returnedOrder = searchParams.get('order_id');

  function finished(submission: ServiceSubmission, message: string) {
    draft.clear();
    storage()?.removeItem(pendingKey(service));
    void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.walletBalance });
    void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.notifications });
    notify.success(message);
    navigate(historyPathOf(service), { state: { highlight: submission.id } });
  }

  // A request saved earlier and not paid yet (this tab): shown again, with what it waits for.
  useEffect(() => {
    // `?pay=<id>` comes from the history page's "Pay the fee".
    const id = searchParams.get('pay') ?? storage()?.getItem(pendingKey(service));
    if (!id) return;
    let live = true;
    void (async () => {
      const found = await fetchSubmission(id);
      if (!live) return;
      if (!found || found.status !== 'awaiting_payment') {
        storage()?.removeItem(pendingKey(service));
        return;
      }
      storage()?.setItem(pendingKey(service), found.id);
      setPending(found);
      // Back from the checkout: once the server says the top-up is paid, the fee is taken.
      if (isOrderId(returnedOrder)) {
        setSearchParams({}, { replace: true });
        const order = await fetchVerifiedOrder(returnedOrder).catch(() => null);
        if (!live) return;
        void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.walletBalance });
        if (order && outcomeOf(order.status) === 'paid') {
          const paid = await payFeeFromWallet(found.id).catch(() => null);
          if (paid && live) finished(paid.data, `${formatPaise(order.amount_paise)} added to your wallet. ${paid.message}`);
        } else if (order && outcomeOf(order.status) === 'pending') {
          notify.info('We are waiting for the bank to confirm your top-up. Pay the fee from your wallet once it shows.');
        } else {
          notify.error('The top-up did not go through: nothing was charged. Your request is saved and waits for its fee.');
        }
      }
    })();
    return () => {
      live = false;
    };
    // Once per arrival on the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [service.id]);

  async function topUpAndPay(amountPaise: number) {
    setBusy(true);
    const rupees = Math.max(WALLET_TOPUP_MIN_RUPEES, Math.ceil(amountPaise / 100));
    const result = await startCheckout({ purpose: 'wallet_topup', amountRupees: rupees, returnPath: service.path });
    if (result.status !== 'redirected') setBusy(false);
  }

  async function payPending(submission: ServiceSubmission) {
    setBusy(true);
    const paid = await payFeeFromWallet(submission.id).catch(() => null);
    setBusy(false);
    if (paid) finished(paid.data, paid.message);
    else void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.walletBalance });
  }

  async function submit(values: Record<string, unknown>) {
    const files = service.documents.flatMap((doc) => filesOfDocument(values[doc.key]));
    setProgress(files.map(() => 0));
    try {
      const answer = await sendServiceRequest(service, values, payWith === 'wallet', setProgress);
      if (answer.data.status !== 'awaiting_payment') return finished(answer.data, answer.message);
      storage()?.setItem(pendingKey(service), answer.data.id);
      setPending(answer.data);
      void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.walletBalance });
      notify.info(answer.message);
      if (payWith === 'checkout') await topUpAndPay(answer.data.feePaise);
    } finally {
      setProgress(undefined);
    }
  }

  const balancePaise = balance.data ?? null;
  const intro = (
    <>
      {service.summary} <strong>Fee: {formatPaise(fee)}</strong> ({formatPaise(service.feePaise)} + 18% GST). Typical turnaround: {service.turnaround}.
    </>
  );

  if (pending) {
    const short = balancePaise !== null && balancePaise < pending.feePaise;
    return (
      <Page title={service.name} intro={intro}>
        <section className="card" aria-labelledby="awaiting-payment">
          <h2 id="awaiting-payment" className="card__title">
            Awaiting payment
          </h2>
          <p>
            Your {service.name} request is saved with {pending.documents.length} document(s). It goes to our team once its fee of{' '}
            {formatPaise(pending.feePaise)} is paid. If it is not paid within {UNPAID_REQUEST_LIMITS.expiresAfterDays} days, the request and its documents are
            deleted.
          </p>
          <p>Wallet balance: {formatPaise(balancePaise)}</p>
          {short ? (
            <>
              <p>Your wallet is {formatPaise(pending.feePaise - balancePaise)} short. Top up and you come back here; the fee is then taken from your wallet.</p>
              <button type="button" className="button button--primary" disabled={busy} onClick={() => void topUpAndPay(pending.feePaise - balancePaise)}>
                Top up {formatPaise(Math.max(WALLET_TOPUP_MIN_RUPEES * 100, Math.ceil((pending.feePaise - balancePaise) / 100) * 100))} and pay
              </button>
            </>
          ) : (
            <button type="button" className="button button--primary" disabled={busy || balancePaise === null} onClick={() => void payPending(pending)}>
              Pay {formatPaise(pending.feePaise)} from wallet
            </button>
          )}
        </section>
      </Page>
    );
  }

  return (
    <Page title={service.name} intro={intro}>
      {toAttachAgain.length > 0 ? (
        <p className="notice" role="status">
          Your answers were kept. Files are not kept when the page reloads: attach {toAttachAgain.map((doc) => doc.label).join(', ')} again.
        </p>
      ) : null}
      <Form
        schema={serviceFormSchema(service)}
        defaultValues={defaultValues}
        onSubmit={(values) => submit(values as Record<string, unknown>)}
        aria-label={`${service.name} request`}
      >
        {(form) => (
          <>
            <DraftKeeper form={form} service={service} save={draft.saveValues} />
            <fieldset className="form__group">
              <legend>Details</legend>
              {service.fields.map((field) => (
                <FieldFor key={field.name} field={field} />
              ))}
            </fieldset>
            <fieldset className="form__group">
              <legend>Documents</legend>
              <p className="field__hint">{SERVICE_UPLOAD_MESSAGES.limitsHint}</p>
              {service.documents.map((doc) => {
                const files = filesOfDocument(form.watch(doc.key));
                const offset = service.documents
                  .slice(0, service.documents.indexOf(doc))
                  .reduce((n, d) => n + filesOfDocument(form.getValues(d.key)).length, 0);
                return (
                  <FileField
                    key={doc.key}
                    name={doc.key}
                    label={doc.required ? doc.label : `${doc.label} (optional)`}
                    hint={doc.hint}
                    accept={SERVICE_UPLOAD_LIMITS.accept}
                    listed
                    multiple
                    progress={progress ? progress.slice(offset, offset + files.length) : undefined}
                  />
                );
              })}
            </fieldset>
            <fieldset className="form__group">
              <legend>Payment</legend>
              <p>
                Fee {formatPaise(fee)}. Wallet balance: {formatPaise(balancePaise)}.
              </p>
              <label className="checkbox">
                <input type="radio" name="payWith" value="wallet" checked={payWith === 'wallet'} onChange={() => setPayWith('wallet')} /> Pay from wallet
              </label>
              <label className="checkbox">
                <input type="radio" name="payWith" value="checkout" checked={payWith === 'checkout'} onChange={() => setPayWith('checkout')} /> Pay at checkout
                (card, UPI or net banking: the amount goes to your wallet and the fee is taken from it)
              </label>
              {payWith === 'wallet' && balancePaise !== null && balancePaise < fee ? (
                <p className="field__hint">Your wallet has less than the fee: the request is saved, then you top up and come back here to pay.</p>
              ) : null}
            </fieldset>
            <SubmitButton>Submit request</SubmitButton>
          </>
        )}
      </Form>
    </Page>
  );
}

/** Saves the text fields (and which documents had files) as the person types. */
function DraftKeeper({
  form,
  service,
  save,
}: {
  form: { watch: (cb: (values: Record<string, unknown>) => void) => { unsubscribe(): void } };
  service: ServiceDefinition;
  save: (values: Record<string, unknown>) => void;
}) {
  useEffect(() => {
    const subscription = form.watch((values) => {
      const text = Object.fromEntries(service.fields.map((f) => [f.name, values[f.name] ?? '']));
      const attached = service.documents.filter((doc) => filesOfDocument(values[doc.key]).length > 0).map((doc) => doc.key);
      save({ ...text, [ATTACHED_KEY]: attached });
    });
    return () => subscription.unsubscribe();
  }, [form, service, save]);
  return null;
}
