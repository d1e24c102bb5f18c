// /vender/payment-history-details?id=…: one commission line, how it was worked out (payout table,
// GST, TDS, net) and, while it is unpaid, the shop's invoice: number, date, the shop's verified
// GSTIN if it has one (GST is paid on no other: the server refuses another), and the PDF (at most
// 5 MB; the server checks the content). Uploading moves the line to "invoice submitted".
import { Link, useSearchParams } from 'react-router-dom';
import { mixed } from 'yup';
import { DetailsList, notify, Page, spinner } from '@platform/shared';
import { FileField, Form, SubmitButton, TextField } from '@platform/shared/forms';
import { useQuery, useQueryClient } from '@platform/shared/query';
import { invoiceSchema, MAX_INVOICE_BYTES, type InvoiceInput } from '@platform/shared/schemas';
import { formatDate, QueryState } from '../../components/query-state';
import { commissionKeys, fetchCommissionLine, inRupees, uploadInvoice, type CommissionKind, type CommissionLine } from './commission-api';

type InvoiceValues = InvoiceInput & { invoice?: FileList };

/** The shared rule for the fields, plus what the browser can tell about the file before sending it. */
const invoiceFormSchema = invoiceSchema.shape({
  invoice: mixed<FileList>()
    .test({ name: 'chosen', message: 'Choose the invoice PDF', test: (files) => !!files && files.length === 1 })
    .test({ name: 'size', message: 'The invoice must be at most 5 MB', test: (files) => !files?.[0] || files[0].size <= MAX_INVOICE_BYTES })
    .test({
      name: 'pdf',
      message: 'The invoice must be a PDF file',
      test: (files) => !files?.[0] || /\.pdf$/i.test(files[0].name) || files[0].type === 'application/pdf',
    }),
});

function InvoiceForm({ line, kind, shopGstin }: { line: CommissionLine; kind: CommissionKind; shopGstin: string | null }) {
  const queryClient = useQueryClient();
  return (
    <Form<InvoiceValues>
      schema={invoiceFormSchema as never}
      defaultValues={{
        invoiceNumber: line.invoice?.number ?? '',
        invoiceDate: line.invoice?.date ?? '',
        gstin: line.invoice ? (line.invoice.gstin ?? '') : (shopGstin ?? ''),
      }}
      aria-label="Invoice"
      className="account-form"
      onSubmit={async (values) => {
        const answer = await spinner.during(
          uploadInvoice(kind, line.id, {
            invoiceNumber: values.invoiceNumber,
            invoiceDate: values.invoiceDate,
            gstin: shopGstin ? (values.gstin ?? '') : '',
            file: values.invoice![0]!,
          }),
        );
        notify.success(answer.message);
        await queryClient.invalidateQueries({ queryKey: commissionKeys.all });
      }}
    >
      <TextField name="invoiceNumber" label="Invoice number" hint="Up to 16 letters, digits, / or -" className="field--half" />
      <TextField name="invoiceDate" label="Invoice date" type="date" className="field--half" />
      {shopGstin ? (
        <TextField
          name="gstin"
          label="GSTIN"
          hint={`Your verified GSTIN is ${shopGstin}: with it, 18% GST is added to your payout. Leave it empty to invoice without GST.`}
          className="field--half"
        />
      ) : (
        <p className="field--half" data-testid="invoice-without-gst">
          Your shop has no verified GSTIN, so this invoice goes without GST. To be paid GST, verify your GSTIN in the{' '}
          <Link to="/vender/vendor-profile">KYC steps of your profile</Link>.
        </p>
      )}
      <FileField name="invoice" label="Invoice PDF" hint="PDF, at most 5 MB" accept="application/pdf,.pdf" className="field--half" />
      <div className="form__actions">
        <SubmitButton>{line.invoice ? 'Replace invoice' : 'Upload invoice'}</SubmitButton>
      </div>
    </Form>
  );
}

export function PaymentHistoryDetailsPage() {
  const [query] = useSearchParams();
  const id = query.get('id') ?? '';
  const line = useQuery({ queryKey: commissionKeys.one(id), queryFn: () => fetchCommissionLine(id), enabled: id !== '' });
  if (!id) {
    return (
      <Page title="Payment details">
        <p>
          Choose a line in your <Link to="/vender/loan-payment-history">loan payments</Link> or <Link to="/vender/card-payment-history">card payments</Link>.
        </p>
      </Page>
    );
  }
  return (
    <Page title="Payment details" intro={<Link to="/vender/see-payment-history">Back to payment history</Link>} wide>
      <QueryState query={line}>
        {(data) => (
          <>
            <section className="card" aria-labelledby="line-heading">
              <h2 id="line-heading" className="card__title">
                {data.product} for {data.customerName ?? 'your customer'}
              </h2>
              <p>
                Status:{' '}
                <span className={`status status--${data.stage === 'paid' ? 'paid' : 'pending'}`} data-testid="commission-stage">
                  {data.stageLabel}
                </span>{' '}
                <Link to={`/vender/${data.kind === 'card' ? 'card-history-details' : 'sell-history-details'}/${data.saleId}`}>See the sale</Link>
              </p>
              <DetailsList
                testId="commission-working"
                rows={[
                  ['Disbursed', inRupees(data.disbursedPaise)],
                  ['Payout', data.rate ?? '—'],
                  ['Commission', inRupees(data.commissionPaise)],
                  ['GST (18%, on your verified GSTIN)', inRupees(data.gstPaise)],
                  ['TDS (2%, section 194H)', `−${inRupees(data.tdsPaise)}`],
                  ['Net payout', inRupees(data.netPaise)],
                  ['Earned on', formatDate(data.earnedAt)],
                  ['Paid on', formatDate(data.paidAt)],
                  [
                    'Invoice',
                    data.invoice?.number
                      ? `${data.invoice.number} of ${formatDate(data.invoice.date)}${data.invoice.gstin ? `, GSTIN ${data.invoice.gstin}` : ''}`
                      : data.invoice
                        ? 'Submitted'
                        : 'Not yet',
                  ],
                ]}
              />
            </section>
            {data.stage === 'awaiting_confirmation' && (
              <p className="card" data-testid="awaiting-confirmation">
                The disbursal was reported to us but the bank has not confirmed it yet. The commission is worked out on the amount the bank confirms; you can
                upload your invoice then.
              </p>
            )}
            {data.stage !== 'paid' && data.stage !== 'awaiting_confirmation' && (
              <section className="card" aria-labelledby="invoice-heading">
                <h2 id="invoice-heading" className="card__title">
                  {data.invoice ? 'Your invoice' : 'Upload your invoice'}
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
