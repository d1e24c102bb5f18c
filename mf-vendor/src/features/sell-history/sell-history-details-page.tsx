// /vender/sell-history-details/:sellId and /vender/card-history-details/:sellId: one of the shop's
// sales, the customer's answers and the status timeline (GET /api/get-status-history/:id). Another
// shop's sale is "not found", as the API answers 404 for it.
import { Link, useParams } from 'react-router-dom';
import { mixed, object, string } from 'yup';
import { DetailsList, localDateFormat, notify, Page, paths } from '@platform/shared';
import { LENDER_PRODUCTS } from '@platform/shared/finance';
import { FileField, Form, SelectField, SubmitButton } from '@platform/shared/forms';
import { useQuery, useQueryClient } from '@platform/shared/query';
import { UploadProgress, useUploadProgress } from '@platform/shared/upload';
import { MAX_SALE_DOCUMENT_BYTES } from '@platform/shared/schemas';
import { QueryState } from '../../components/query-state';
import { LenderJourneySummary, useProductName } from '@platform/shared/lending';
import { leadStatusLabel, texts as areaTexts } from '../../components/texts';
import { fetchSale, fetchStatusHistory, sellHistoryKeys, uploadSaleDocument, type SaleDetails, type SaleKind, type StatusStep } from './sell-history-api';
import { texts } from './texts';

const dateTime = localDateFormat({
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
  const { t } = texts.useTexts();
  const area = areaTexts.useTexts();
  return (
    <ol className="lead-timeline" aria-label={t('details.statusHistory')} data-testid="status-timeline">
      {steps.map((step) => (
        <li key={step.id} className="lead-timeline__entry" data-testid="timeline-entry">
          <span className={`status status--${step.to}`}>{leadStatusLabel(area.t, step.to)}</span>
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
  kind: string().required(() => texts.t('documents.chooseDocument')),
  document: mixed<FileList>()
    .test({ name: 'chosen', message: () => texts.t('documents.chooseFile'), test: (files) => !!files && files.length === 1 })
    .test({ name: 'size', message: () => texts.t('documents.tooBig'), test: (files) => !files?.[0] || files[0].size <= MAX_SALE_DOCUMENT_BYTES }),
});

/** What the product needs, uploaded or pending, and the upload (PUT /api/pendency-docs/:loanId). */
function Documents({ sale, kind }: { sale: SaleDetails; kind: SaleKind }) {
  const queryClient = useQueryClient();
  const pending = sale.documents.filter((d) => !d.uploaded);
  const { upload, track } = useUploadProgress();
  const { t } = texts.useTexts();
  return (
    <section className="card" aria-labelledby="documents-heading">
      <h2 id="documents-heading" className="card__title">
        {t('documents.heading')}
      </h2>
      <p data-testid="pending-documents">
        {sale.pendingDocuments === 0 ? t('documents.allIn') : t('documents.pending', { pending: sale.pendingDocuments, total: sale.documents.length })}
      </p>
      <ul data-testid="documents">
        {sale.documents.map((d) => (
          <li key={d.kind}>
            {d.label}:{' '}
            <span className={`status status--${d.uploaded ? 'verified' : 'pending'}`}>{t(d.uploaded ? 'documents.uploaded' : 'documents.pendingOne')}</span>
            {d.fileName ? ` (${d.fileName})` : ''}
          </li>
        ))}
      </ul>
      {/* Remounted after each upload, so the next pending document is the one offered. */}
      <Form<{ kind: string; document?: FileList }>
        key={sale.pendingDocuments}
        schema={documentSchema as never}
        defaultValues={{ kind: pending[0]?.kind ?? sale.documents[0]?.kind ?? '' }}
        aria-label={t('documents.form')}
        className="account-form"
        onSubmit={async (values) => {
          const file = values.document![0]!;
          // The bar beside the field says how far a large photo has gone, where a spinner over the page did not.
          const answer = await track([file], (onProgress) => uploadSaleDocument(sale.id, values.kind, file, onProgress));
          notify.success(answer);
          await queryClient.invalidateQueries({ queryKey: sellHistoryKeys.one(kind, sale.id) });
        }}
      >
        <SelectField
          name="kind"
          label={t('documents.document')}
          options={sale.documents.map((d) => ({ value: d.kind, label: d.uploaded ? t('documents.replace', { label: d.label }) : d.label }))}
          className="field--half"
        />
        <FileField
          name="document"
          label={t('documents.file')}
          hint={t('documents.fileHint')}
          accept="application/pdf,image/jpeg,image/png"
          className="field--half"
        />
        <UploadProgress upload={upload} />
        <div className="form__actions">
          <SubmitButton>{t('documents.upload')}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

function Sale({ sale, id, kind }: { sale: SaleDetails; id: string; kind: SaleKind }) {
  const history = useQuery({ queryKey: sellHistoryKeys.history(id), queryFn: () => fetchStatusHistory(id) });
  const customer = sale.customer;
  const { t } = texts.useTexts();
  const area = areaTexts.useTexts();
  const productName = useProductName();
  return (
    <>
      <section className="card" aria-labelledby="sale-heading">
        <h2 id="sale-heading" className="card__title">
          {t('details.heading', {
            product: sale.card ? `${sale.card.bankName} ${sale.card.name}` : productName(sale.productSlug),
            customer: sale.customerName,
          })}
        </h2>
        <p>
          {t('details.now')}{' '}
          <span className={`status status--${sale.status}`} data-testid="current-status">
            {leadStatusLabel(area.t, sale.status)}
          </span>
          {t(sale.counterSale ? 'details.counter' : 'details.link')}
        </p>
        {/* A loan lenders offer through us: compare their offers with the customer at the counter. */}
        {!sale.card && (LENDER_PRODUCTS as readonly string[]).includes(sale.productSlug) && (
          <p>
            <Link className="button button--primary" to={`${paths.vendor.offers}/${id}`} data-testid="sale-offers">
              {t('details.offers')}
            </Link>
          </p>
        )}
        <DetailsList
          testId="sale-customer"
          rows={[
            [t('details.rows.customer'), customer?.fullName ?? sale.customerName],
            [t('details.rows.mobile'), customer?.mobile ?? sale.mobileMasked],
            [t('details.rows.email'), customer?.email ?? '—'],
            [t('details.rows.pin'), customer?.pincode ?? sale.pincode],
            [t('details.rows.city'), customer?.city ?? '—'],
            [t('details.rows.filedOn'), dateTime.format(new Date(sale.createdAt))],
          ]}
        />
      </section>
      <section className="card" aria-labelledby="answers-heading">
        <h2 id="answers-heading" className="card__title">
          {t('details.application')}
        </h2>
        {Object.keys(sale.answers).length > 0 ? (
          <DetailsList testId="sale-answers" rows={Object.entries(sale.answers).map(([key, value]) => [words(key), answerText(key, value)] as const)} />
        ) : (
          <p>{t('details.summaryOnly')}</p>
        )}
      </section>
      <Documents sale={sale} kind={kind} />
      <section className="card" aria-labelledby="timeline-heading">
        <h2 id="timeline-heading" className="card__title">
          {t('details.statusHistory')}
        </h2>
        <QueryState query={history}>
          {({ steps, lenderJourney }) => (
            <>
              {lenderJourney && <LenderJourneySummary journey={lenderJourney} />}
              <Timeline steps={steps} />
            </>
          )}
        </QueryState>
      </section>
    </>
  );
}

const BACK = {
  loan: { to: '/vender/loan-sell-history', label: 'details.backLoan' },
  card: { to: '/vender/card-sell-history', label: 'details.backCard' },
} as const;

function SaleDetailsPage({ kind }: { kind: SaleKind }) {
  const { sellId = '' } = useParams();
  const sale = useQuery({ queryKey: sellHistoryKeys.one(kind, sellId), queryFn: () => fetchSale(kind, sellId) });
  const { t } = texts.useTexts();
  return (
    <Page title={t('details.title')} intro={<Link to={BACK[kind].to}>{t(BACK[kind].label)}</Link>} wide>
      <QueryState query={sale}>{(data) => <Sale sale={data} id={sellId} kind={kind} />}</QueryState>
    </Page>
  );
}

export const SellHistoryDetailsPage = () => <SaleDetailsPage kind="loan" />;
export const CardHistoryDetailsPage = () => <SaleDetailsPage kind="card" />;
