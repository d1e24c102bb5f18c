// /vender/ca-services-history and /vender/other-services-history: every request with its status
// (and the reason when documents are asked for, it is rejected or it expired), the documents sent,
// sending documents again when asked, withdrawing before work starts (a paid fee goes back to the
// wallet), and the deliverable to download once completed.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { notify, Page, spinner } from '@platform/shared';
import { formatPaise } from '@platform/shared/dashboard';
import { useQuery, useQueryClient } from '@platform/shared/query';
import {
  SERVICE_UPLOAD_LIMITS,
  SERVICE_UPLOAD_MESSAGES,
  SHOP_WITHDRAWABLE,
  serviceById,
  UNPAID_REQUEST_LIMITS,
  type ServiceGroup,
} from '@platform/shared/schemas';
import { formatDate, QueryState } from '../../components/query-state';
import {
  fetchRequestFile,
  fetchServiceRequests,
  sendDocumentsAgain,
  serviceHistoryKey,
  withdrawRequest,
  type RequestFile,
  type ServiceRequest,
} from './service-history-api';

function DownloadFile({ file, children }: { file: RequestFile; children: string }) {
  return (
    <button
      type="button"
      className="button button--link"
      onClick={async () => {
        const blob = await fetchRequestFile(file.id).catch(() => null);
        if (!blob) return;
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = file.fileName;
        link.click();
        // The download has started by then; the object URL is not needed after.
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }}
    >
      {children}
    </button>
  );
}

function Withdraw({ request }: { request: ServiceRequest }) {
  const queryClient = useQueryClient();
  const paid = request.status !== 'awaiting_payment';
  async function withdraw() {
    const answer = await spinner.during(withdrawRequest(request.id)).catch(() => null);
    if (!answer) return;
    notify.success(answer.message);
    void queryClient.invalidateQueries({ queryKey: serviceHistoryKey(request.group) });
  }
  return (
    <p>
      <button type="button" className="button" onClick={() => void withdraw()}>
        Withdraw this request
      </button>{' '}
      {paid ? `Our team has not started yet: the fee of ${formatPaise(request.feePaise)} goes back to your wallet.` : 'Its documents are deleted with it.'}
    </p>
  );
}

function SendAgain({ request }: { request: ServiceRequest }) {
  const queryClient = useQueryClient();
  const service = serviceById(request.serviceId);
  const [problem, setProblem] = useState<string | null>(null);
  if (!service) return null;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const document = (form.elements.namedItem('document') as HTMLSelectElement).value;
    const files = Array.from((form.elements.namedItem('files') as HTMLInputElement).files ?? []);
    const found =
      files.length === 0
        ? 'Choose the documents to send'
        : files.length > SERVICE_UPLOAD_LIMITS.maxFiles
          ? SERVICE_UPLOAD_MESSAGES.tooMany
          : files.some((f) => f.size > SERVICE_UPLOAD_LIMITS.maxFileBytes)
            ? SERVICE_UPLOAD_MESSAGES.tooLarge
            : null;
    setProblem(found);
    if (found) return;
    const answer = await spinner
      .during(
        sendDocumentsAgain(
          request.id,
          files.map((file) => ({ document, file })),
        ),
      )
      .catch(() => null);
    if (!answer) return;
    notify.success(answer.message);
    void queryClient.invalidateQueries({ queryKey: serviceHistoryKey(request.group) });
  }
  const inputId = `again-${request.id}`;
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label={`Send documents for ${request.service}`}>
      <div className="field">
        <label className="field__label" htmlFor={`${inputId}-doc`}>
          Document
        </label>
        <select id={`${inputId}-doc`} name="document" className="field__input">
          {service.documents.map((doc) => (
            <option key={doc.key} value={doc.key}>
              {doc.label}
            </option>
          ))}
        </select>
      </div>
      <div className={problem ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${inputId}-files`}>
          Files
        </label>
        <input
          id={`${inputId}-files`}
          name="files"
          type="file"
          multiple
          accept={SERVICE_UPLOAD_LIMITS.accept}
          className="field__input"
          aria-describedby={`${inputId}-hint`}
          aria-invalid={problem ? true : undefined}
        />
        <p className="field__hint" id={`${inputId}-hint`}>
          {SERVICE_UPLOAD_MESSAGES.limitsHint}
        </p>
        {problem ? (
          <p className="field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary">
        Send documents
      </button>
    </form>
  );
}

function RequestCard({ request }: { request: ServiceRequest }) {
  const service = serviceById(request.serviceId);
  return (
    <li className="card service-request" data-testid="service-request">
      <h2 className="card__title">{request.service}</h2>
      <p>
        <span className={`status status--${request.status}`}>{request.statusLabel}</span> · requested {formatDate(request.createdAt)} · fee{' '}
        {formatPaise(request.feePaise)}
        {request.paidAt ? ` paid ${formatDate(request.paidAt)}` : ''}
      </p>
      {request.reason && (request.status === 'documents_requested' || request.status === 'rejected' || request.status === 'expired') ? (
        <p className="service-request__reason">
          {request.status === 'documents_requested' ? 'Our team asks: ' : 'Reason: '}
          {request.reason}
        </p>
      ) : null}
      {request.status === 'awaiting_payment' && service ? (
        <p>
          <Link to={`${service.path}?pay=${request.id}`}>Pay the fee</Link> to send this request to our team. Unpaid requests are deleted with their documents
          after {UNPAID_REQUEST_LIMITS.expiresAfterDays} days.
        </p>
      ) : null}
      <h3>Documents sent</h3>
      <ul>
        {request.documents.map((file) => (
          <li key={file.id}>
            {file.label}: <DownloadFile file={file}>{file.fileName}</DownloadFile> ({Math.max(1, Math.round(file.sizeBytes / 1024))} KB)
          </li>
        ))}
      </ul>
      {request.status === 'documents_requested' ? <SendAgain request={request} /> : null}
      {SHOP_WITHDRAWABLE.includes(request.status) ? <Withdraw request={request} /> : null}
      {request.status === 'completed' && request.deliverable ? (
        <p>
          <DownloadFile file={request.deliverable}>{`Download ${request.deliverable.fileName}`}</DownloadFile>
        </p>
      ) : null}
    </li>
  );
}

function ServiceHistory({ group, title, empty }: { group: ServiceGroup; title: string; empty: string }) {
  const query = useQuery({ queryKey: serviceHistoryKey(group), queryFn: () => fetchServiceRequests(group) });
  return (
    <Page title={title} intro="Every request your shop sent, newest first, with where it stands." wide>
      <QueryState query={query}>
        {(items) =>
          items.length === 0 ? (
            <p>
              {empty} <Link to="/vender/ca-services">See the services</Link>
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
  return <ServiceHistory group="ca" title="CA services history" empty="No CA service requests yet." />;
}

export function OtherServicesHistoryPage() {
  return <ServiceHistory group="other" title="Other services history" empty="No other service requests yet." />;
}
