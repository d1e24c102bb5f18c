// /ops/ca-requests/:requestId: one request as our team works it: where it stands and by when it
// is due, the shop, what it filled in, its documents and deliverable (downloadable), the timeline,
// and the moves open from its status.
import { Link, useParams } from 'react-router-dom';
import { saveFile } from '@platform/shared';
import { useServerData, DataState } from '@platform/shared/query';
import { formatPaise } from '@platform/shared/finance';
import { serviceById } from '@platform/shared/schemas';
import { OpsPage } from '../../components/ops-page';
import { DueDate, formatDateTime } from './ca-format';
import { CaRequestActions } from './ca-request-actions';
import { fetchFile, fetchRequest, requestKey, type CaFile, type CaRequest } from './ca-requests-api';
import { serviceName, statusWord, texts } from './texts';

function DownloadFile({ file, children }: { file: CaFile; children: string }) {
  return (
    <button
      type="button"
      className="button button--link"
      onClick={async () => {
        const blob = await fetchFile(file.id).catch(() => null);
        if (!blob) return;
        saveFile(blob, file.fileName);
      }}
    >
      {children}
    </button>
  );
}

function Facts({ request }: { request: CaRequest }) {
  const { t } = texts.useTexts();
  return (
    <dl className="lead-facts">
      <dt>{t('request.status')}</dt>
      <dd>
        <span className={`status status--${request.status}`} data-testid="request-status">
          {statusWord(t, request.status, request.statusLabel)}
        </span>
        {request.reason ? ` (${request.reason})` : ''}
      </dd>
      <dt>{t('request.due')}</dt>
      <dd>
        <DueDate dueAt={request.dueAt} overdue={request.overdue} />
      </dd>
      <dt>{t('request.assignedTo')}</dt>
      <dd>{request.assignee?.name ?? t('nobodyYet')}</dd>
      <dt>{t('request.shop')}</dt>
      <dd>
        {request.shop.name} · <a href={`tel:+91${request.shop.mobile}`}>{request.shop.mobile}</a>
      </dd>
      <dt>{t('request.fee')}</dt>
      <dd>{t('request.feePaid', { fee: formatPaise(request.feePaise), at: formatDateTime(request.paidAt) })}</dd>
      <dt>{t('request.sent')}</dt>
      <dd>{formatDateTime(request.createdAt)}</dd>
    </dl>
  );
}

function RequestDetail({ request }: { request: CaRequest }) {
  const service = serviceById(request.serviceId);
  const { t } = texts.useTexts();
  return (
    <>
      <section className="card" aria-labelledby="request-heading">
        <h2 id="request-heading" className="card__title">
          {request.requestNumber} · {serviceName(t, request.serviceId, request.service)}
        </h2>
        <Facts request={request} />
      </section>

      <section className="card" aria-labelledby="actions-heading">
        <h2 id="actions-heading" className="card__title">
          {t('request.whatToDo')}
        </h2>
        <CaRequestActions request={request} deliverableName={service?.deliverable ?? t('request.theCertificate')} />
      </section>

      <section aria-labelledby="filled-heading">
        <h2 id="filled-heading">{t('request.filledIn')}</h2>
        <dl className="lead-facts">
          {request.details.map((row) => (
            <div key={row.label} className="lead-facts__row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="files-heading">
        <h2 id="files-heading">{t('request.documents')}</h2>
        {request.documents.length === 0 ? (
          <p>{t('request.noDocuments')}</p>
        ) : (
          <ul>
            {request.documents.map((file) => (
              <li key={file.id}>
                {file.label}: <DownloadFile file={file}>{file.fileName}</DownloadFile> · {formatDateTime(file.uploadedAt)}
              </li>
            ))}
          </ul>
        )}
        {request.deliverable ? (
          <p data-testid="deliverable">
            {t('request.deliverable', { label: request.deliverable.label })}
            <DownloadFile file={request.deliverable}>{request.deliverable.fileName}</DownloadFile>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">{t('request.timeline')}</h2>
        <ol className="timeline">
          {request.history.map((step, index) => (
            <li key={`${step.at}-${index}`}>
              <span className={`status status--${step.status}`}>{statusWord(t, step.status, step.label)}</span>{' '}
              <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              {step.note ? <p className="timeline__note">{step.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

export function CaRequestPage() {
  const { requestId = '' } = useParams();
  const result = useServerData(requestKey(requestId), () => fetchRequest(requestId));
  const { t } = texts.useTexts();
  return (
    <OpsPage title={t('request.title')}>
      <p>
        <Link to="/ops/ca-requests">{t('request.back')}</Link>
      </p>
      <DataState result={result}>{(request) => <RequestDetail request={request} />}</DataState>
    </OpsPage>
  );
}
