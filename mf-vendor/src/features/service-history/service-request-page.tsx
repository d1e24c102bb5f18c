// /vender/ca-services-history/:requestId (and the other services' twin): one request under its
// number: where it stands and by when it is expected, the documents our team asked for with the
// form to send them, the deliverable labelled by what it is with its download, the documents sent
// and the whole timeline.
import { Link, useParams } from 'react-router-dom';
import { Page } from '@platform/shared';
import { formatPaise } from '@platform/shared/dashboard';
import { useQuery } from '@platform/shared/query';
import { SHOP_WITHDRAWABLE } from '@platform/shared/schemas';
import { formatDate, QueryState } from '../../components/query-state';
import { DownloadFile, RequestTimeline, SendAgain, Withdraw } from './request-parts';
import { fetchServiceRequest, serviceRequestKey } from './service-history-api';
import { texts } from './texts';

function ServiceRequestPage({ historyPath, historyTitle }: { historyPath: string; historyTitle: 'history.ca' | 'history.other' }) {
  const { requestId = '' } = useParams();
  const query = useQuery({ queryKey: serviceRequestKey(requestId), queryFn: () => fetchServiceRequest(requestId) });
  const { t } = texts.useTexts();
  return (
    <Page title={t('request.title')} wide>
      <p>
        <Link to={historyPath}>{t('request.back', { history: t(historyTitle) })}</Link>
      </p>
      <QueryState query={query}>
        {(request) => (
          <article className="card service-request" aria-labelledby="request-heading">
            <h2 id="request-heading" className="card__title">
              {request.service} · {request.requestNumber}
            </h2>
            <dl className="facts">
              <dt>{t('request.status')}</dt>
              <dd>
                <span className={`status status--${request.status}`} data-testid="request-status">
                  {request.statusLabel}
                </span>
              </dd>
              <dt>{t('request.requested')}</dt>
              <dd>{formatDate(request.createdAt)}</dd>
              <dt>{t('request.fee')}</dt>
              <dd>
                {formatPaise(request.feePaise)}
                {request.paidAt ? t('request.paid', { date: formatDate(request.paidAt) }) : t('request.notPaid')}
              </dd>
              {request.dueAt ? (
                <>
                  <dt>{t('request.expected')}</dt>
                  <dd>{formatDate(request.dueAt)}</dd>
                </>
              ) : null}
            </dl>

            {request.status === 'completed' && request.deliverable ? (
              <section aria-labelledby="deliverable-heading">
                <h3 id="deliverable-heading">{t('request.yours', { label: request.deliverable.label })}</h3>
                <p>
                  <DownloadFile file={request.deliverable}>{t('card.download', { label: request.deliverable.label })}</DownloadFile> (
                  {request.deliverable.fileName})
                </p>
              </section>
            ) : null}

            {request.status === 'documents_requested' ? (
              <section aria-labelledby="asked-heading">
                <h3 id="asked-heading">{t('request.needs')}</h3>
                {request.reason ? <p className="service-request__reason">{t('request.asks', { reason: request.reason })}</p> : null}
                <ul>
                  {request.requestedDocuments.map((doc) => (
                    <li key={doc.key}>{doc.label}</li>
                  ))}
                </ul>
                <SendAgain request={request} />
              </section>
            ) : null}

            {request.reason && (request.status === 'rejected' || request.status === 'expired') ? (
              <p className="service-request__reason">{t('request.reason', { reason: request.reason })}</p>
            ) : null}

            {SHOP_WITHDRAWABLE.includes(request.status) ? <Withdraw request={request} /> : null}

            <section aria-labelledby="sent-heading">
              <h3 id="sent-heading">{t('card.documentsSent')}</h3>
              {request.documents.length === 0 ? (
                <p>{t('request.noDocuments')}</p>
              ) : (
                <ul>
                  {request.documents.map((file) => (
                    <li key={file.id}>
                      {file.label}: <DownloadFile file={file}>{file.fileName}</DownloadFile>{' '}
                      {t('card.size', { size: Math.max(1, Math.round(file.sizeBytes / 1024)) })}
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="timeline-heading">
              <h3 id="timeline-heading">{t('request.timeline')}</h3>
              <RequestTimeline history={request.history} />
            </section>
          </article>
        )}
      </QueryState>
    </Page>
  );
}

export function CaServiceRequestPage() {
  return <ServiceRequestPage historyPath="/vender/ca-services-history" historyTitle="history.ca" />;
}

export function OtherServiceRequestPage() {
  return <ServiceRequestPage historyPath="/vender/other-services-history" historyTitle="history.other" />;
}
