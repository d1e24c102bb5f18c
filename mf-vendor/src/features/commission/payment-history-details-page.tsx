// /vender/payment-history-details?id=…: one commission line, how it was worked out (payout table,
// GST, TDS, net) and, while it is unpaid, the shop's invoice: number, date, the shop's verified
// GSTIN if it has one (GST is paid on no other: the server refuses another), and the PDF (at most
// 5 MB; the server checks the content). Uploading moves the line to "invoice submitted".
import { Link, useSearchParams } from 'react-router-dom';
import { mixed } from 'yup';
import { DetailsList, notify, Page } from '@platform/shared';
import { FileField, Form, SubmitButton, TextField } from '@platform/shared/forms';
import { useQuery, useQueryClient } from '@platform/shared/query';
import { UploadProgress, useUploadProgress } from '@platform/shared/upload';
import { useProductName } from '@platform/shared/lending';
import { invoiceSchema, MAX_INVOICE_BYTES, type InvoiceInput } from '@platform/shared/schemas';
import { formatDate, QueryState } from '../../components/query-state';
import { i18n, Trans } from '@platform/shared/i18n';
import { commissionKeys, fetchCommissionLine, inRupees, paidOnText, uploadInvoice, type CommissionKind, type CommissionLine } from './commission-api';
import { texts } from './texts';

type InvoiceValues = InvoiceInput & { invoice?: FileList };

/** The shared rule for the fields, plus what the browser can tell about the file before sending it. */
const invoiceFormSchema = invoiceSchema.shape({
  invoice: mixed<FileList>()
    .test({ name: 'chosen', message: () => texts.t('invoice.chosen'), test: (files) => !!files && files.length === 1 })
    .test({ name: 'size', message: () => texts.t('invoice.size'), test: (files) => !files?.[0] || files[0].size <= MAX_INVOICE_BYTES })
    .test({
      name: 'pdf',
      message: () => texts.t('invoice.pdf'),
      test: (files) => !files?.[0] || /\.pdf$/i.test(files[0].name) || files[0].type === 'application/pdf',
    }),
});

function InvoiceForm({ line, kind, shopGstin }: { line: CommissionLine; kind: CommissionKind; shopGstin: string | null }) {
  const queryClient = useQueryClient();
  const { upload, track } = useUploadProgress();
  const { t } = texts.useTexts();
  return (
    <Form<InvoiceValues>
      schema={invoiceFormSchema as never}
      defaultValues={{
        invoiceNumber: line.invoice?.number ?? '',
        invoiceDate: line.invoice?.date ?? '',
        gstin: line.invoice ? (line.invoice.gstin ?? '') : (shopGstin ?? ''),
      }}
      aria-label={t('invoice.form')}
      className="account-form"
      onSubmit={async (values) => {
        const file = values.invoice![0]!;
        // The bar beside the field says how far the PDF has gone, where a spinner over the page did not.
        const answer = await track([file], (onProgress) =>
          uploadInvoice(
            kind,
            line.id,
            { invoiceNumber: values.invoiceNumber, invoiceDate: values.invoiceDate, gstin: shopGstin ? (values.gstin ?? '') : '', file },
            onProgress,
          ),
        );
        notify.success(answer.message);
        await queryClient.invalidateQueries({ queryKey: commissionKeys.all });
      }}
    >
      <TextField name="invoiceNumber" label={t('invoice.number')} hint={t('invoice.numberHint')} className="field--half" />
      <TextField name="invoiceDate" label={t('invoice.date')} type="date" className="field--half" />
      {shopGstin ? (
        <TextField name="gstin" label={t('invoice.gstin')} hint={t('invoice.gstinHint', { gstin: shopGstin })} className="field--half" />
      ) : (
        <p className="field--half" data-testid="invoice-without-gst">
          <Trans i18n={i18n} ns={texts.namespace} i18nKey="invoice.noGstin" components={{ go: <Link to="/vender/vendor-profile" /> }} />
        </p>
      )}
      <FileField name="invoice" label={t('invoice.file')} hint={t('invoice.fileHint')} accept="application/pdf,.pdf" className="field--half" />
      <UploadProgress upload={upload} />
      <div className="form__actions">
        <SubmitButton>{t(line.invoice ? 'invoice.replace' : 'invoice.upload')}</SubmitButton>
      </div>
    </Form>
  );
}

export function PaymentHistoryDetailsPage() {
  const [query] = useSearchParams();
  const id = query.get('id') ?? '';
  const line = useQuery({ queryKey: commissionKeys.one(id), queryFn: () => fetchCommissionLine(id), enabled: id !== '' });
  const { t } = texts.useTexts();
  const productName = useProductName();
  if (!id) {
    return (
      <Page title={t('details.title')}>
        <p>
          <Trans
            i18n={i18n}
            ns={texts.namespace}
            i18nKey="details.choose"
            components={{ loan: <Link to="/vender/loan-payment-history" />, card: <Link to="/vender/card-payment-history" /> }}
          />
        </p>
      </Page>
    );
  }
  return (
    <Page title={t('details.title')} intro={<Link to="/vender/see-payment-history">{t('details.back')}</Link>} wide>
      <QueryState query={line}>
        {(data) => (
          <>
            <section className="card" aria-labelledby="line-heading">
              <h2 id="line-heading" className="card__title">
                {t('details.heading', { product: productName(data.product), customer: data.customerName ?? t('details.yourCustomer') })}
              </h2>
              <p>
                {t('details.status')}{' '}
                <span className={`status status--${data.stage === 'paid' ? 'paid' : 'pending'}`} data-testid="commission-stage">
                  {t(`stages.${data.stage}`)}
                </span>{' '}
                {data.payout && <strong data-testid="commission-payout">{paidOnText(data.payout)}. </strong>}
                <Link to={`/vender/${data.kind === 'card' ? 'card-history-details' : 'sell-history-details'}/${data.saleId}`}>{t('details.seeSale')}</Link>
              </p>
              <DetailsList
                testId="commission-working"
                rows={[
                  [t('details.rows.disbursed'), inRupees(data.disbursedPaise)],
                  [t('details.rows.payout'), data.rate ?? '—'],
                  [t('details.rows.commission'), inRupees(data.commissionPaise)],
                  [t('details.rows.gst'), inRupees(data.gstPaise)],
                  [t('details.rows.tds'), `−${inRupees(data.tdsPaise)}`],
                  [t('details.rows.net'), inRupees(data.netPaise)],
                  [t('details.rows.earnedOn'), formatDate(data.earnedAt)],
                  [t('details.rows.paidOn'), data.payout ? paidOnText(data.payout) : formatDate(data.paidAt)],
                  [
                    t('details.rows.invoice'),
                    data.invoice?.number
                      ? `${t('details.invoiceOf', { number: data.invoice.number, date: formatDate(data.invoice.date) })}${data.invoice.gstin ? t('details.invoiceGstin', { gstin: data.invoice.gstin }) : ''}`
                      : data.invoice
                        ? t('details.submitted')
                        : t('details.notYet'),
                  ],
                ]}
              />
            </section>
            {data.stage === 'awaiting_confirmation' && (
              <p className="card" data-testid="awaiting-confirmation">
                {t('details.awaiting')}
              </p>
            )}
            {data.sentBackReason && (
              <p className="card" role="status" data-testid="sent-back">
                {t('details.sentBack', { reason: data.sentBackReason })}
              </p>
            )}
            {data.payoutFailure && (
              <p className="card" role="status">
                {t('details.payoutFailed', { reason: data.payoutFailure })}
              </p>
            )}
            {(data.stage === 'approved' || data.stage === 'in_payout') && (
              <p className="card" data-testid="approved">
                {t(data.stage === 'approved' ? 'details.approved' : 'details.inPayout')} <Link to="/vender/payouts">{t('details.seePayouts')}</Link>
              </p>
            )}
            {(data.stage === 'invoice_due' || data.stage === 'invoice_submitted') && (
              <section className="card" aria-labelledby="invoice-heading">
                <h2 id="invoice-heading" className="card__title">
                  {t(data.invoice ? 'details.yourInvoice' : 'details.uploadYours')}
                </h2>
                <InvoiceForm line={data} kind={data.kind} shopGstin={data.shopGstin} />
              </section>
            )}
          </>
        )}
      </QueryState>
    </Page>
  );
}
