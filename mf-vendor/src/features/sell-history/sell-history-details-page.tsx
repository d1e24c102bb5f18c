// /vender/sell-history-details/:sellId and /vender/card-history-details/:sellId: one of the shop's
// sales, the customer's answers and the status timeline (GET /api/get-status-history/:id). Another
// shop's sale is "not found", as the API answers 404 for it.
import { Link, useParams } from 'react-router-dom';
import { mixed, object, string } from 'yup';
import { DetailsList, notify, Page, spinner } from '@platform/shared';
import { FileField, Form, SelectField, SubmitButton } from '@platform/shared/forms';
import { useQuery, useQueryClient } from '@platform/shared/query';
import { MAX_SALE_DOCUMENT_BYTES } from '@platform/shared/schemas';
import { QueryState } from '../../components/query-state';
import { fetchSale, fetchStatusHistory, sellHistoryKeys, uploadSaleDocument, type SaleDetails, type SaleKind, type StatusStep } from './sell-history-api';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** "monthlyIncome" → "Monthly income". */
const words = (key: string) => {
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};
const AMOUNT_KEY = /(amount|income|value|price|fees|emi|turnover)$/i;
const answerText = (key: string, value: unknown) =>
  typeof value === 'number' && AMOUNT_KEY.test(key) ? rupees.format(value) : value === '' || value === null || value === undefined ? '—' : String(value);

function Timeline({ steps }: { steps: StatusStep[] }) {
  return (
    <ol className="lead-timeline" aria-label="Status history" data-testid="status-timeline">
      {steps.map((step) => (
        <li key={step.id} className="lead-timeline__entry" data-testid="timeline-entry">
          <span className={`status status--${step.to}`}>{step.toLabel}</span>
          <span className="lead-timeline__meta">
            {' '}
            <time dateTime={step.at}>{dateTime.format(new Date(step.at))}</time> · {step.by.name}
          </span>
          {step.note ? <p className="lead-timeline__note">{step.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

const documentSchema = object({
  kind: string().required('Choose the document'),
  document: mixed<FileList>()
    .test({ name: 'chosen', message: 'Choose the file to upload', test: (files) => !!files && files.length === 1 })
    .test({ name: 'size', message: 'The document must be at most 5 MB', test: (files) => !files?.[0] || files[0].size <= MAX_SALE_DOCUMENT_BYTES }),
});

/** What the product needs, uploaded or pending, and the upload (PUT /api/pendency-docs/:loanId). */
function Documents({ sale, kind }: { sale: SaleDetails; kind: SaleKind }) {
  const queryClient = useQueryClient();
  const pending = sale.documents.filter((d) => !d.uploaded);
  return (
    <section className="card" aria-labelledby="documents-heading">
      <h2 id="documents-heading" className="card__title">
        Documents
      </h2>
      <p data-testid="pending-documents">
        {sale.pendingDocuments === 0 ? 'Every document is in.' : `${sale.pendingDocuments} of ${sale.documents.length} still pending`}
      </p>
      <ul data-testid="documents">
        {sale.documents.map((d) => (
          <li key={d.kind}>
            {d.label}: <span className={`status status--${d.uploaded ? 'verified' : 'pending'}`}>{d.uploaded ? 'Uploaded' : 'Pending'}</span>
            {d.fileName ? ` (${d.fileName})` : ''}
          </li>
        ))}
      </ul>
      {/* Remounted after each upload, so the next pending document is the one offered. */}
      <Form<{ kind: string; document?: FileList }>
        key={sale.pendingDocuments}
        schema={documentSchema as never}
        defaultValues={{ kind: pending[0]?.kind ?? sale.documents[0]?.kind ?? '' }}
        aria-label="Upload a document"
        className="account-form"
        onSubmit={async (values) => {
          const answer = await spinner.during(uploadSaleDocument(sale.id, values.kind, values.document![0]!));
          notify.success(answer.message);
          await queryClient.invalidateQueries({ queryKey: sellHistoryKeys.one(kind, sale.id) });
        }}
      >
        <SelectField
          name="kind"
          label="Document"
          options={sale.documents.map((d) => ({ value: d.kind, label: d.uploaded ? `${d.label} (replace)` : d.label }))}
          className="field--half"
        />
        <FileField name="document" label="File" hint="PDF, JPG or PNG, at most 5 MB" accept="application/pdf,image/jpeg,image/png" className="field--half" />
        <div className="form__actions">
          <SubmitButton>Upload document</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

function Sale({ sale, id, kind }: { sale: SaleDetails; id: string; kind: SaleKind }) {
  const history = useQuery({ queryKey: sellHistoryKeys.history(id), queryFn: () => fetchStatusHistory(id) });
  const customer = sale.customer;
  return (
    <>
      <section className="card" aria-labelledby="sale-heading">
        <h2 id="sale-heading" className="card__title">
          {sale.card ? `${sale.card.bankName} ${sale.card.name}` : sale.productLabel} for {sale.customerName}
        </h2>
        <p>
          Now:{' '}
          <span className={`status status--${sale.status}`} data-testid="current-status">
            {sale.statusLabel}
          </span>
          {sale.counterSale ? ' · filed at your counter' : ' · came through your link'}
        </p>
        <DetailsList
          testId="sale-customer"
          rows={[
            ['Customer', customer?.fullName ?? sale.customerName],
            ['Mobile', customer?.mobile ?? sale.mobileMasked],
            ['Email', customer?.email ?? '—'],
            ['PIN code', customer?.pincode ?? sale.pincode],
            ['City', customer?.city ?? '—'],
            ['Filed on', dateTime.format(new Date(sale.createdAt))],
          ]}
        />
      </section>
      <section className="card" aria-labelledby="answers-heading">
        <h2 id="answers-heading" className="card__title">
          Application
        </h2>
        {Object.keys(sale.answers).length > 0 ? (
          <DetailsList testId="sale-answers" rows={Object.entries(sale.answers).map(([key, value]) => [words(key), answerText(key, value)] as const)} />
        ) : (
          <p>Only the summary above is shown for applications that came through your link.</p>
        )}
      </section>
      <Documents sale={sale} kind={kind} />
      <section className="card" aria-labelledby="timeline-heading">
        <h2 id="timeline-heading" className="card__title">
          Status history
        </h2>
        <QueryState query={history}>{(steps) => <Timeline steps={steps} />}</QueryState>
      </section>
    </>
  );
}

const BACK: Record<SaleKind, { to: string; label: string }> = {
  loan: { to: '/vender/loan-sell-history', label: 'Back to loan sales' },
  card: { to: '/vender/card-sell-history', label: 'Back to card sales' },
};

function SaleDetailsPage({ kind }: { kind: SaleKind }) {
  const { sellId = '' } = useParams();
  const sale = useQuery({ queryKey: sellHistoryKeys.one(kind, sellId), queryFn: () => fetchSale(kind, sellId) });
  return (
    <Page title="Sale details" intro={<Link to={BACK[kind].to}>{BACK[kind].label}</Link>} wide>
      <QueryState query={sale}>{(data) => <Sale sale={data} id={sellId} kind={kind} />}</QueryState>
    </Page>
  );
}

export const SellHistoryDetailsPage = () => <SaleDetailsPage kind="loan" />;
export const CardHistoryDetailsPage = () => <SaleDetailsPage kind="card" />;
