// /ops/shipments: the logistics desk's queue. Every shop's shipments, oldest first, paged by the
// server; the filters live in the URL so a reload or a shared link shows the same list. Shipments
// are chosen with their checkboxes and moved together (move-shipments-form.tsx).
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { getErrorMessage } from '@platform/shared';
import { DESK_STATUS_FILTERS } from '@platform/shared/contracts';
import { FINAL_SHIPMENT_STATUSES, SHIPMENT_STATUSES, type ShipmentStatus } from '@platform/shared/schemas';
import { formatIndianTime } from '../../components/ops-date';
import { filtersOfForm, QueuePager } from '../../components/queue-pager';
import { DESK_KEY, fetchShipments, type ShipmentFilters, type ShipmentPage } from './logistics-desk-api';
import { MoveShipmentsForm, type ChosenShipment } from './move-shipments-form';
import { OpsPage } from '../../components/ops-page';
import { statusWord, texts } from './texts';

const PAGE_SIZE = 25;

/** The list's filters as the URL holds them (anything missing or odd falls back to the defaults). */
function filtersFrom(params: URLSearchParams): ShipmentFilters {
  const page = Number(params.get('page'));
  return {
    status: (DESK_STATUS_FILTERS as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as ShipmentFilters['status']) : 'open',
    shop: params.get('shop') ?? '',
    bookedFrom: params.get('bookedFrom') ?? '',
    bookedTo: params.get('bookedTo') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZE,
  };
}

function statusOptions(t: (typeof texts)['t'], data: ShipmentPage | undefined) {
  const count = (status: ShipmentStatus) => (data ? ` (${data.counts[status]})` : '');
  const open = data ? ` (${SHIPMENT_STATUSES.filter((s) => !FINAL_SHIPMENT_STATUSES.includes(s)).reduce((n, s) => n + (data.counts[s] ?? 0), 0)})` : '';
  return [
    { value: 'open', label: t('list.open', { count: open }) },
    { value: 'all', label: t('list.all') },
    ...SHIPMENT_STATUSES.map((status) => ({ value: status, label: `${t(`status.${status}`)}${count(status)}` })),
  ];
}

export function ShipmentsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [chosen, setChosen] = useState<ChosenShipment[]>([]);
  const { t } = texts.useTexts();
  // The previous page stays on screen while the next loads, so the table does not jump.
  const query = useQuery({ queryKey: [DESK_KEY, 'list', filters], queryFn: () => fetchShipments(filters), placeholderData: keepPreviousData });
  const shown = query.data;
  const result: ServerData<ShipmentPage> =
    shown !== undefined ? { state: 'ready', data: shown } : query.isError ? { state: 'failed', message: getErrorMessage(query.error) } : { state: 'loading' };

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = filtersOfForm(event.currentTarget, ['status', 'shop', 'bookedFrom', 'bookedTo']);
    setChosen([]);
    setParams(next);
  }

  const isChosen = (id: string) => chosen.some((shipment) => shipment.id === id);
  const toggle = (shipment: ChosenShipment) =>
    setChosen((current) => (current.some((c) => c.id === shipment.id) ? current.filter((c) => c.id !== shipment.id) : [...current, shipment]));

  return (
    <OpsPage title={t('list.title')} intro={t('list.intro')}>
      <form className="ops-filters" aria-label={t('list.filters')} onSubmit={applyFilters} key={params.toString()}>
        <label>
          {t('list.status')}
          <select name="status" defaultValue={filters.status}>
            {statusOptions(t, query.data).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('list.shop')}
          <input name="shop" type="search" defaultValue={filters.shop} maxLength={100} />
        </label>
        <label>
          {t('list.bookedFrom')}
          <input name="bookedFrom" type="date" defaultValue={filters.bookedFrom} />
        </label>
        <label>
          {t('list.bookedTo')}
          <input name="bookedTo" type="date" defaultValue={filters.bookedTo} />
        </label>
        <button type="submit" className="button button--primary">
          {t('list.apply')}
        </button>
      </form>
      <DataState result={result}>
        {(data) => {
          const pageRows = data.items.map((row) => ({ id: row.id, trackingNumber: row.trackingNumber, status: row.status }));
          const allChosen = pageRows.length > 0 && pageRows.every((row) => isChosen(row.id));
          return (
            <>
              <p>{data.stalled > 0 ? t(data.stalled === 1 ? 'list.stalledOne' : 'list.stalledMany', { count: data.stalled }) : t('list.noneStalled')}</p>
              <div className="table-scroll" tabIndex={0} role="region" aria-label={t('list.caption')}>
                <table className="console-table">
                  <caption className="visually-hidden">{t('list.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <input
                          type="checkbox"
                          aria-label={t('list.chooseAll')}
                          checked={allChosen}
                          onChange={() => setChosen(allChosen ? [] : pageRows)}
                          disabled={pageRows.length === 0}
                        />
                      </th>
                      <th scope="col">{t('list.columns.tracking')}</th>
                      <th scope="col">{t('list.columns.shop')}</th>
                      <th scope="col">{t('list.columns.route')}</th>
                      <th scope="col">{t('list.columns.status')}</th>
                      <th scope="col">{t('list.columns.booked')}</th>
                      <th scope="col">{t('list.columns.lastMove')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((row) => (
                      <tr key={row.id}>
                        <td>
                          <input
                            type="checkbox"
                            aria-label={t('list.choose', { number: row.trackingNumber })}
                            checked={isChosen(row.id)}
                            onChange={() => toggle({ id: row.id, trackingNumber: row.trackingNumber, status: row.status })}
                          />
                        </td>
                        <td>
                          <Link to={`/ops/shipments/${row.id}`}>{row.trackingNumber}</Link>
                        </td>
                        <td>{row.shop.name}</td>
                        <td>
                          {row.pickup.district} → {row.delivery.district}
                        </td>
                        <td>
                          {statusWord(t, row.status, row.statusLabel)}
                          {row.stalled && <strong className="badge">{t('stalled')}</strong>}
                        </td>
                        <td>{formatIndianTime(row.createdAt)}</td>
                        <td>{formatIndianTime(row.updatedAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {data.items.length === 0 && <p>{t('list.none')}</p>}
              <QueuePager page={data.page} pageSize={data.pageSize} total={data.total} label={t('list.pager')} />
            </>
          );
        }}
      </DataState>
      <MoveShipmentsForm chosen={chosen} onMoved={() => setChosen([])} label={t('list.moveChosen')} />
    </OpsPage>
  );
}
