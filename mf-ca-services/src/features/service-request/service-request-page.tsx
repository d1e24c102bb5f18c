// One page for every service form (17 of them): the registry entry says which fields, documents,
// fee and call. The text fields are kept as a draft in sessionStorage (files cannot be: the page
// says which to attach again). A request the wallet cannot pay yet is saved "awaiting payment"
// with its files; the shop tops up at checkout, comes back here and the fee is taken then.
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { notify, Page } from '@platform/shared';
import { fetchWalletBalance, formatPaise, vendorQueryKeys } from '@platform/shared/dashboard';
import { i18n, Trans } from '@platform/shared/i18n';
import { FileField, Form, formDraftStore, SelectField, SubmitButton, TextAreaField, TextField } from '@platform/shared/forms';
import { fetchVerifiedOrder, isOrderId, outcomeOf, startCheckout } from '@platform/shared/payments';
import { useQuery, useQueryClient } from '@platform/shared/query';
import {
  filesOfDocument,
  GST_RATE_PERCENT,
  SERVICE_UPLOAD_LIMITS,
  serviceFeeWithGst,
  serviceFormSchema,
  serviceNamed,
  UNPAID_REQUEST_LIMITS,
  WALLET_TOPUP_MIN_RUPEES,
  type ServiceDefinition,
  type ServiceField,
  UnknownServiceError,
} from '@platform/shared/schemas';
import { UploadProgress, useUploadProgress } from '@platform/shared/upload';
import { useServiceWords } from '../../components/service-words';
import { fetchSubmission, payFeeFromWallet, sendServiceRequest, type ServiceSubmission } from './service-api';
import { texts } from './texts';

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
  const { t } = texts.useTexts();
  let service: ServiceDefinition;
  try {
    service = serviceNamed(serviceName);
  } catch (error) {
    // docs/spec/product.md §4: an unknown service name is an error the person sees, never another
    // form.
    return (
      <Page title={t('notFound.title')}>
        <p role="alert">{error instanceof UnknownServiceError ? t('notFound.unknown', { name: error.serviceName }) : (error as Error).message}</p>
        <p>
          <Link to="/vender/ca-services">{t('notFound.seeAll')}</Link>
        </p>
      </Page>
    );
  }
  return <ServiceRequest key={service.id} service={service} />;
}

function FieldFor({ service, field }: { service: ServiceDefinition; field: ServiceField }) {
  const { t } = texts.useTexts();
  const words = useServiceWords();
  const label = field.required ? words.fieldLabel(service, field) : t('optional', { label: words.fieldLabel(service, field) });
  const hint = words.fieldHint(service, field);
  switch (field.kind) {
    case 'textarea':
      return <TextAreaField name={field.name} label={label} hint={hint} rows={3} />;
    case 'select':
      return (
        <SelectField
          name={field.name}
          label={label}
          hint={hint}
          options={(field.options ?? []).map((option) => ({ value: option.value, label: words.option(field, option) }))}
          placeholder={t('choose')}
        />
      );
    case 'email':
      return <TextField name={field.name} label={label} hint={hint} type="email" autoComplete="email" />;
    case 'tel':
      return <TextField name={field.name} label={label} hint={hint} type="tel" inputMode="numeric" maxLength={10} />;
    case 'pincode':
      return <TextField name={field.name} label={label} hint={hint} inputMode="numeric" maxLength={6} />;
    default:
      return <TextField name={field.name} label={label} hint={hint} />;
  }
}

function ServiceRequest({ service }: { service: ServiceDefinition }) {
  const { t } = texts.useTexts();
  const words = useServiceWords();
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
  const { upload, track } = useUploadProgress();
  const [pending, setPending] = useState<ServiceSubmission | null>(null);
  const [busy, setBusy] = useState(false);
  const returnedOrder = searchParams.get('order_id');

  function finished(submission: ServiceSubmission, ...said: Parameters<typeof notify.success>) {
    draft.clear();
    storage()?.removeItem(pendingKey(service));
    void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.walletBalance });
    void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.notifications });
    notify.success(...said);
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
          if (paid && live) finished(paid.data, paid, (message) => `${texts.t('toast.added', { amount: formatPaise(order.amount_paise) })} ${message}`);
        } else if (order && outcomeOf(order.status) === 'pending') {
          notify.info(texts.t('toast.bankPending'));
        } else {
          notify.error(texts.t('toast.topUpFailed'));
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
    // In the body's order (toFormData): document by document, each one's files as listed.
    const files = service.documents.flatMap((doc) => filesOfDocument(values[doc.key]) as File[]);
    const answer = await track(files, (onProgress) => sendServiceRequest(service, values, payWith === 'wallet', onProgress));
    if (answer.data.status !== 'awaiting_payment') return finished(answer.data, answer.message);
    storage()?.setItem(pendingKey(service), answer.data.id);
    setPending(answer.data);
    void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.walletBalance });
    notify.info(answer.message);
    if (payWith === 'checkout') await topUpAndPay(answer.data.feePaise);
  }

  const balancePaise = balance.data ?? null;
  const name = words.name(service);
  const intro = (
    <Trans
      i18n={i18n}
      ns={texts.namespace}
      i18nKey="intro"
      values={{
        summary: words.summary(service),
        fee: formatPaise(fee),
        base: formatPaise(service.feePaise),
        rate: GST_RATE_PERCENT,
        turnaround: words.turnaround(service),
      }}
      components={{ strong: <strong /> }}
    />
  );

  if (pending) {
    const short = balancePaise !== null && balancePaise < pending.feePaise;
    return (
      <Page title={name} intro={intro}>
        <section className="card" aria-labelledby="awaiting-payment">
          <h2 id="awaiting-payment" className="card__title">
            {t('awaiting.title')}
          </h2>
          <p>
            {t('awaiting.saved', {
              name,
              count: pending.documents.length,
              fee: formatPaise(pending.feePaise),
              days: UNPAID_REQUEST_LIMITS.expiresAfterDays,
            })}
          </p>
          <p>{t('awaiting.balance', { balance: formatPaise(balancePaise) })}</p>
          {short ? (
            <>
              <p>{t('awaiting.short', { amount: formatPaise(pending.feePaise - balancePaise) })}</p>
              <button type="button" className="button button--primary" disabled={busy} onClick={() => void topUpAndPay(pending.feePaise - balancePaise)}>
                {t('awaiting.topUpAndPay', {
                  amount: formatPaise(Math.max(WALLET_TOPUP_MIN_RUPEES * 100, Math.ceil((pending.feePaise - balancePaise) / 100) * 100)),
                })}
              </button>
            </>
          ) : (
            <button type="button" className="button button--primary" disabled={busy || balancePaise === null} onClick={() => void payPending(pending)}>
              {t('awaiting.payFromWallet', { fee: formatPaise(pending.feePaise) })}
            </button>
          )}
        </section>
      </Page>
    );
  }

  return (
    <Page title={name} intro={intro}>
      {toAttachAgain.length > 0 ? (
        <p className="notice" role="status">
          {t('attachAgain', { documents: toAttachAgain.map((doc) => words.documentLabel(service, doc)).join(', ') })}
        </p>
      ) : null}
      <Form
        schema={serviceFormSchema(service)}
        defaultValues={defaultValues}
        onSubmit={(values) => submit(values as Record<string, unknown>)}
        aria-label={t('form.name', { name })}
      >
        {(form) => (
          <>
            <DraftKeeper form={form} service={service} save={draft.saveValues} />
            <fieldset className="form__group">
              <legend>{t('form.details')}</legend>
              {service.fields.map((field) => (
                <FieldFor key={field.name} service={service} field={field} />
              ))}
            </fieldset>
            <fieldset className="form__group">
              <legend>{t('form.documents')}</legend>
              <p className="field__hint">{words.limitsHint()}</p>
              {service.documents.map((doc) => (
                <FileField
                  key={doc.key}
                  name={doc.key}
                  label={doc.required ? words.documentLabel(service, doc) : t('optional', { label: words.documentLabel(service, doc) })}
                  hint={words.documentHint(service, doc)}
                  accept={SERVICE_UPLOAD_LIMITS.accept}
                  listed
                  multiple
                  // No more files while these are on their way: the body is already built.
                  disabled={upload !== undefined}
                />
              ))}
              <UploadProgress upload={upload} />
            </fieldset>
            <fieldset className="form__group">
              <legend>{t('form.payment')}</legend>
              <p>{t('form.feeAndBalance', { fee: formatPaise(fee), balance: formatPaise(balancePaise) })}</p>
              <label className="checkbox">
                <input type="radio" name="payWith" value="wallet" checked={payWith === 'wallet'} onChange={() => setPayWith('wallet')} />{' '}
                {t('form.payFromWallet')}
              </label>
              <label className="checkbox">
                <input type="radio" name="payWith" value="checkout" checked={payWith === 'checkout'} onChange={() => setPayWith('checkout')} />{' '}
                {t('form.payAtCheckout')}
              </label>
              {payWith === 'wallet' && balancePaise !== null && balancePaise < fee ? <p className="field__hint">{t('form.lessThanFee')}</p> : null}
            </fieldset>
            <SubmitButton>{t('form.submit')}</SubmitButton>
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
