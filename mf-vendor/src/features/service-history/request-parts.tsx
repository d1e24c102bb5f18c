// What the history list and a request's own page share: downloading a file, sending the documents
// our team asked for, withdrawing before work starts, and the request's history as a timeline.
import { useState, type FormEvent } from 'react';
import { notify, saveFile, spinner } from '@platform/shared';
import { formatPaise } from '@platform/shared/dashboard';
import { useQueryClient } from '@platform/shared/query';
import { SERVICE_UPLOAD_LIMITS, SERVICE_UPLOAD_MESSAGES } from '@platform/shared/schemas';
import { FileChooser, UploadProgress, useUploadProgress } from '@platform/shared/upload';
import { formatDate } from '../../components/query-state';
import { fetchRequestFile, SERVICE_REQUESTS_KEY, sendDocumentsAgain, withdrawRequest, type RequestFile, type ServiceRequest } from './service-history-api';
import { texts } from './texts';

export function DownloadFile({ file, children }: { file: RequestFile; children: string }) {
  return (
    <button
      type="button"
      className="button button--link"
      onClick={async () => {
        const blob = await fetchRequestFile(file.id).catch(() => null);
        if (!blob) return;
        saveFile(blob, file.fileName);
      }}
    >
      {children}
    </button>
  );
}

export function Withdraw({ request }: { request: ServiceRequest }) {
  const queryClient = useQueryClient();
  const paid = request.status !== 'awaiting_payment';
  const { t } = texts.useTexts();
  async function withdraw() {
    const answer = await spinner.during(withdrawRequest(request.id)).catch(() => null);
    if (!answer) return;
    notify.success(answer.message);
    void queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_KEY });
  }
  return (
    <p>
      <button type="button" className="button" onClick={() => void withdraw()}>
        {t('withdraw.button')}
      </button>{' '}
      {paid ? t('withdraw.paid', { fee: formatPaise(request.feePaise) }) : t('withdraw.unpaid')}
    </p>
  );
}

/** What is wrong with the files chosen for the documents asked for, if anything. */
function problemsOf(request: ServiceRequest, chosen: Record<string, File[]>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const doc of request.requestedDocuments) {
    const files = chosen[doc.key] ?? [];
    if (files.length === 0) problems[doc.key] = SERVICE_UPLOAD_MESSAGES.required(doc.label);
    else if (files.some((file) => file.size > SERVICE_UPLOAD_LIMITS.maxFileBytes)) problems[doc.key] = SERVICE_UPLOAD_MESSAGES.tooLarge;
  }
  const all = Object.values(chosen).reduce((n, files) => n + files.length, 0);
  if (all > SERVICE_UPLOAD_LIMITS.maxFiles) problems[request.requestedDocuments[0]!.key] = SERVICE_UPLOAD_MESSAGES.tooMany;
  return problems;
}

/** One file field per document our team asked for; they go back together, to the expert who asked. */
export function SendAgain({ request }: { request: ServiceRequest }) {
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const { upload, track } = useUploadProgress();
  const { t } = texts.useTexts();
  if (request.requestedDocuments.length === 0) return null;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const chosen = Object.fromEntries(
      request.requestedDocuments.map((doc) => [doc.key, Array.from((form.elements.namedItem(doc.key) as HTMLInputElement | null)?.files ?? [])]),
    );
    const found = problemsOf(request, chosen);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      (form.elements.namedItem(Object.keys(found)[0]!) as HTMLInputElement | null)?.focus();
      return;
    }
    const files = Object.entries(chosen).flatMap(([document, list]) => list.map((file) => ({ document, file })));
    // The bars beside the fields say how far each file has gone, where a spinner over the page did not.
    const answer = await track(
      files.map(({ file }) => file),
      (onProgress) => sendDocumentsAgain(request.id, files, onProgress),
    ).catch(() => null);
    if (!answer) return;
    notify.success(answer.message);
    void queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_KEY });
  }
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('sendAgain.form', { service: request.service })}>
      {request.requestedDocuments.map((doc) => {
        const id = `again-${request.id}-${doc.key}`;
        const problem = problems[doc.key];
        return (
          <div key={doc.key} className={problem ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={id}>
              {doc.label}
            </label>
            <FileChooser
              id={id}
              name={doc.key}
              multiple
              accept={SERVICE_UPLOAD_LIMITS.accept}
              aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
              aria-invalid={problem ? true : undefined}
            />
            <p className="field__hint" id={`${id}-hint`}>
              {SERVICE_UPLOAD_MESSAGES.limitsHint}
            </p>
            {problem ? (
              <p className="field__error" id={`${id}-error`} role="alert">
                {problem}
              </p>
            ) : null}
          </div>
        );
      })}
      <UploadProgress upload={upload} />
      <button type="submit" className="button button--primary" disabled={upload !== undefined}>
        {t('sendAgain.submit')}
      </button>
    </form>
  );
}

/** The request's steps, oldest first, each with what our team or the shop said. */
export function RequestTimeline({ history }: { history: ServiceRequest['history'] }) {
  return (
    <ol className="timeline">
      {history.map((step, index) => (
        <li key={`${step.at}-${index}`} className="timeline__item">
          <span className={`status status--${step.status}`}>{step.label}</span> <time dateTime={step.at}>{formatDate(step.at)}</time>
          {step.note ? <p className="timeline__note">{step.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
