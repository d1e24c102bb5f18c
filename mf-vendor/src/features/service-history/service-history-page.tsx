// /vender/ca-services-history and /vender/other-services-history: every request with its number
// and status (and the reason when documents are asked for, it is rejected or it expired), a link to
// its own page (the timeline, the documents asked for, the deliverable), withdrawing before work
// starts (a paid fee goes back to the wallet), and the deliverable to download once completed.
import { Link } from 'react-router-dom';
import { Page } from '@platform/shared';
import { formatPaise } from '@platform/shared/dashboard';
import { useQuery } from '@platform/shared/query';
import { SHOP_WITHDRAWABLE, serviceById, UNPAID_REQUEST_LIMITS, type ServiceGroup } from '@platform/shared/schemas';
import { formatDate, QueryState } from '../../components/query-state';
import { DownloadFile, Withdraw } from './request-parts';
import { fetchServiceRequests, serviceHistoryKey, type ServiceRequest } from './service-history-api';
import { texts } from './texts';

/** Where a request's own page is: under the history it is listed in. */
export const requestPagePath = (request: Pick<ServiceRequest, 'group' | 'id'>) =>
  `${request.group === 'ca' ? '/vender/ca-services-history' : '/vender/other-services-history'}/${request.id}`;

function RequestCard({ request }: { request: ServiceRequest }) {
  const service = serviceById(request.serviceId);
  const { t } = texts.useTexts();
  return (
    <li className="card service-request" data-testid="service-request">
      <h2 className="card__title">
        {request.service} <span className="service-request__number">{request.requestNumber}</span>
      </h2>
      <p>
        <span className={`status status--${request.status}`}>{request.statusLabel}</span>
        {t('card.requested', { date: formatDate(request.createdAt) })}
        {formatPaise(request.feePaise)}
        {request.paidAt ? t('card.paid', { date: formatDate(request.paidAt) }) : ''}
        {request.dueAt && (request.status === 'submitted' || request.status === 'in_progress') ? t('card.expected', { date: formatDate(request.dueAt) }) : ''}
      </p>
      {request.reason && (request.status === 'documents_requested' || request.status === 'rejected' || request.status === 'expired') ? (
        <p className="service-request__reason">
          {request.status === 'documents_requested' ? t('card.asks') : t('card.reason')}
          {request.reason}
        </p>
      ) : null}
      {request.status === 'awaiting_payment' && service ? (
        <p>
          <Link to={`${service.path}?pay=${request.id}`}>{t('card.payFee')}</Link>
          {t('card.payFeeAfter', { days: UNPAID_REQUEST_LIMITS.expiresAfterDays })}
        </p>
      ) : null}
      <h3>{t('card.documentsSent')}</h3>
      <ul>
        {request.documents.map((file) => (
          <li key={file.id}>
            {file.label}: <DownloadFile file={file}>{file.fileName}</DownloadFile> {t('card.size', { size: Math.max(1, Math.round(file.sizeBytes / 1024)) })}
          </li>
        ))}
      </ul>
      <p>
        <Link to={requestPagePath(request)}>
          {request.status === 'documents_requested' ? t('card.sendFor', { number: request.requestNumber }) : t('card.view', { number: request.requestNumber })}
        </Link>
      </p>
      {SHOP_WITHDRAWABLE.includes(request.status) ? <Withdraw request={request} /> : null}
      {request.status === 'completed' && request.deliverable ? (
        <p>
          <DownloadFile file={request.deliverable}>{t('card.download', { label: request.deliverable.label })}</DownloadFile>
        </p>
      ) : null}
    </li>
  );
}

function ServiceHistory({ group }: { group: ServiceGroup }) {
  const query = useQuery({ queryKey: serviceHistoryKey(group), queryFn: () => fetchServiceRequests(group) });
  const { t } = texts.useTexts();
  return (
    <Page title={t(group === 'ca' ? 'history.ca' : 'history.other')} intro={t('history.intro')} wide>
      <QueryState query={query}>
        {(items) =>
          items.length === 0 ? (
            <p>
              {t(group === 'ca' ? 'history.emptyCa' : 'history.emptyOther')} <Link to="/vender/ca-services">{t('history.seeServices')}</Link>
            </p>
          ) : (
            <ul className="service-requests">
              {items.map((request) => (
                <RequestCard key={request.id} request={request} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </Page>
  );
}

export function CaServicesHistoryPage() {
  return <ServiceHistory group="ca" />;
}

export function OtherServicesHistoryPage() {
  return <ServiceHistory group="other" />;
}
