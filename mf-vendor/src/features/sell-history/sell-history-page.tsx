// /vender/loan-sell-history and /vender/card-sell-history: every loan and insurance sale, or every
// credit card application, of the shop (filed at its counter or made through its link), newest
// first. Filters, search and paging are the URL's query, so a reload, Back or a shared link shows
// the same view; the CSV carries every row they match.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { notify, Page } from '@platform/shared';
import { useValidationText } from '@platform/shared/forms';
import { keepPreviousData, useQuery } from '@platform/shared/query';
import { LEAD_STATUSES, SELL_HISTORY_PAGE_SIZES, SELL_HISTORY_PRODUCTS } from '@platform/shared/schemas';
import { i18n, Trans } from '@platform/shared/i18n';
import { useProductName } from '@platform/shared/lending';
import { formatDate, QueryState } from '../../components/query-state';
import { leadStatusLabel, texts as areaTexts } from '../../components/texts';
import { csvRowCount, downloadCsv, filterErrors, filtersOf, pageOf, pageSizeOf, queryFor, type FilterKey, type Filters } from './history-filters';
import { downloadSalesCsv, fetchSales, sellHistoryKeys, type Sale, type SaleKind } from './sell-history-api';
import { texts } from './texts';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const amountText = (amount: number | null) => (amount === null ? '—' : rupees.format(amount));

const KINDS = {
  loan: {
    details: '/vender/sell-history-details/',
    products: SELL_HISTORY_PRODUCTS,
    file: 'loan-sales',
    start: '/vender/loan-services',
  },
  card: {
    details: '/vender/card-history-details/',
    products: [],
    file: 'card-sales',
    start: '/vender/cards',
  },
} as const;

function FilterForm({
  filters,
  onApply,
  products,
}: {
  filters: Filters;
  onApply: (filters: Filters) => void;
  products: readonly { value: string; label: string }[];
}) {
  const [errors, setErrors] = useState<Partial<Record<FilterKey, string>>>();
  const { t } = texts.useTexts();
  const area = areaTexts.useTexts();
  const productName = useProductName();
  // The shared rule's English, in the reader's language (re-worded on a switch too).
  const validationText = useValidationText();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = Object.fromEntries((['status', 'product', 'from', 'to', 'q'] as const).map((key) => [key, String(data.get(key) ?? '').trim()])) as Filters;
    const found = filterErrors(next);
    setErrors(found);
    if (!found) onApply(next);
  };
  const error = (key: FilterKey) =>
    errors?.[key] ? (
      <span className="field__error" role="alert" id={`filter-${key}-error`}>
        {validationText(errors[key])}
      </span>
    ) : null;
  // Keyed by the URL's filters: Back or a link re-renders the form with what the URL says.
  return (
    <form className="account-form" aria-label={t('filters.form')} onSubmit={submit} key={JSON.stringify(filters)} noValidate>
      <div className="field field--half">
        <label className="field__label" htmlFor="filter-q">
          {t('filters.search')}
        </label>
        <input className="field__input" id="filter-q" name="q" type="search" defaultValue={filters.q} placeholder={t('filters.searchPlaceholder')} />
      </div>
      <div className="field field--half">
        <label className="field__label" htmlFor="filter-status">
          {t('filters.status')}
        </label>
        <select className="field__input" id="filter-status" name="status" defaultValue={filters.status} aria-invalid={!!errors?.status}>
          <option value="">{t('filters.anyStatus')}</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {leadStatusLabel(area.t, status)}
            </option>
          ))}
        </select>
        {error('status')}
      </div>
      {products.length > 0 && (
        <div className="field field--half">
          <label className="field__label" htmlFor="filter-product">
            {t('filters.product')}
          </label>
          <select className="field__input" id="filter-product" name="product" defaultValue={filters.product}>
            <option value="">{t('filters.anyProduct')}</option>
            {products.map((product) => (
              <option key={product.value} value={product.value}>
                {productName(product.value)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field field--half">
        <label className="field__label" htmlFor="filter-from">
          {t('filters.from')}
        </label>
        <input className="field__input" id="filter-from" name="from" type="date" defaultValue={filters.from} aria-invalid={!!errors?.from} />
        {error('from')}
      </div>
      <div className="field field--half">
        <label className="field__label" htmlFor="filter-to">
          {t('filters.to')}
        </label>
        <input
          className="field__input"
          id="filter-to"
          name="to"
          type="date"
          defaultValue={filters.to}
          aria-invalid={!!errors?.to}
          aria-describedby={errors?.to ? 'filter-to-error' : undefined}
        />
        {error('to')}
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          {t('filters.apply')}
        </button>
        <Link className="button" to="?">
          {t('filters.clear')}
        </Link>
      </div>
    </form>
  );
}

function SalesTable({ items, details }: { items: Sale[]; details: string }) {
  const { t } = texts.useTexts();
  const area = areaTexts.useTexts();
  const productName = useProductName();
  return (
    <table className="vendor-table" data-testid="sales">
      <thead>
        <tr>
          <th scope="col">{t('columns.date')}</th>
          <th scope="col">{t('columns.customer')}</th>
          <th scope="col">{t('columns.mobile')}</th>
          <th scope="col">{t('columns.product')}</th>
          <th scope="col">{t('columns.amount')}</th>
          <th scope="col">{t('columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((sale) => (
          <tr key={sale.id}>
            <td>{formatDate(sale.createdAt)}</td>
            <td>
              <Link to={`${details}${sale.id}`}>{sale.customerName}</Link>
            </td>
            <td>{sale.mobileMasked}</td>
            <td>{productName(sale.productSlug)}</td>
            <td>{amountText(sale.amount)}</td>
            <td>
              <span className={`status status--${sale.status}`}>{leadStatusLabel(area.t, sale.status)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SellHistoryPage({ kind }: { kind: SaleKind }) {
  const k = KINDS[kind];
  const [query, setQuery] = useSearchParams();
  const filters = filtersOf(query);
  const page = pageOf(query);
  const pageSize = pageSizeOf(query);
  const apiQuery = queryFor(filters, page, pageSize);
  apiQuery.set('page', String(page));
  apiQuery.set('pageSize', String(pageSize));
  const sales = useQuery({
    queryKey: sellHistoryKeys.list(kind, apiQuery.toString()),
    queryFn: () => fetchSales(kind, apiQuery),
    placeholderData: keepPreviousData,
  });
  const [exporting, setExporting] = useState(false);
  const filtered = Object.values(filters).some(Boolean);
  const { t } = texts.useTexts();

  const go = (next: Filters, nextPage = 1, nextSize = pageSize) => setQuery(queryFor(next, nextPage, nextSize));

  async function exportCsv() {
    setExporting(true);
    try {
      // The API writes the file (every match, streamed); the page only offers it.
      const csv = await downloadSalesCsv(kind, queryFor(filters));
      downloadCsv(`${k.file}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
      const count = csvRowCount(csv);
      notify.success(texts.t(count === 1 ? 'list.exportedOne' : 'list.exportedMany', { count }));
    } catch {
      // The API client has already shown what went wrong.
    } finally {
      setExporting(false);
    }
  }

  return (
    <Page title={t(`kinds.${kind}.title`)} intro={t(`kinds.${kind}.intro`)} wide>
      <section className="card" aria-labelledby="filters-heading">
        <h2 id="filters-heading" className="card__title">
          {t('list.find')}
        </h2>
        <FilterForm filters={filters} onApply={(next) => go(next)} products={k.products} />
      </section>
      <section className="card" aria-labelledby="sales-heading" aria-busy={sales.isFetching}>
        <h2 id="sales-heading" className="card__title">
          {t('list.sales')}
        </h2>
        <QueryState query={sales}>
          {(data) => {
            const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
            if (data.total === 0) {
              return filtered ? (
                <p>
                  {t('list.noMatch')} <Link to="?">{t('list.clearFilters')}</Link>
                </p>
              ) : (
                <p>
                  <Trans
                    i18n={i18n}
                    ns={texts.namespace}
                    i18nKey="list.none"
                    values={{ start: t(`kinds.${kind}.start`) }}
                    components={{ go: <Link to={k.start} /> }}
                  />
                </p>
              );
            }
            return (
              <>
                <p data-testid="sales-count">
                  {t(data.total === 1 ? 'list.countOne' : 'list.countMany', { count: data.total })}
                  {filtered ? t('list.match') : ''}
                </p>
                {data.items.length > 0 ? <SalesTable items={data.items} details={k.details} /> : <p>{t('list.pastLast')}</p>}
                <nav className="pager" aria-label={t('list.pages')}>
                  <button type="button" className="button" disabled={page <= 1} onClick={() => go(filters, Math.min(page - 1, pages), pageSize)}>
                    {t('list.previous')}
                  </button>
                  {/* The page the rows are of (while the next page loads, the previous one stays on screen). */}
                  <span data-testid="page-of">{t('list.page', { page: data.page, pages })}</span>
                  <button type="button" className="button" disabled={page >= pages} onClick={() => go(filters, page + 1, pageSize)}>
                    {t('list.next')}
                  </button>
                  <label>
                    {t('list.rows')}{' '}
                    <select value={pageSize} onChange={(event) => go(filters, 1, Number(event.target.value))}>
                      {SELL_HISTORY_PAGE_SIZES.map((size) => (
                        <option key={size} value={size}>
                          {size}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button type="button" className="button" disabled={exporting} onClick={() => void exportCsv()}>
                    {t('list.export')}
                  </button>
                </nav>
              </>
            );
          }}
        </QueryState>
      </section>
    </Page>
  );
}

export const LoanSellHistoryPage = () => <SellHistoryPage kind="loan" />;
export const CardSellHistoryPage = () => <SellHistoryPage kind="card" />;
