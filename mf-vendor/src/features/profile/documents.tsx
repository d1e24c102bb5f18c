// The shop photo and address proof: what is on file (opened through the API with the shop's
// token) and the upload form. The server decides the type from the file's content; the size and
// type hints here only save a wasted upload.
import { useState, type FormEvent } from 'react';
import { notify } from '@platform/shared';
import { vendorQueryKeys, type VendorDocument } from '@platform/shared/dashboard';
import { useQueryClient } from '@platform/shared/query';
import { FileChooser, UploadProgress, useUploadProgress } from '@platform/shared/upload';
import { fetchDocument, uploadDocuments } from './profile-api';
import { texts } from './texts';

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'application/pdf,image/jpeg,image/png';

/** The first problem with a chosen file, in words, or null. */
export function documentProblem(file: File | undefined, label: string): string | null {
  if (!file) return null;
  if (file.size > MAX_DOCUMENT_BYTES) return texts.t('documents.tooBig', { label });
  if (file.type && !ACCEPT.split(',').includes(file.type)) return texts.t('documents.wrongType', { label });
  return null;
}

function OpenDocument({ doc }: { doc: VendorDocument }) {
  const { t } = texts.useTexts();
  return (
    <button
      type="button"
      className="button button--link"
      onClick={async () => {
        const blob = await fetchDocument(doc.id);
        const url = URL.createObjectURL(blob);
        window.open(url, '_blank', 'noopener');
        // The new tab has loaded it by then; the object URL is not needed after.
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }}
    >
      {t('documents.open', { file: doc.fileName })}
    </button>
  );
}

export function Documents({ documents }: { documents: VendorDocument[] }) {
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const { upload, track } = useUploadProgress();
  const { t } = texts.useTexts();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const shopPhoto = (form.elements.namedItem('shopPhoto') as HTMLInputElement).files?.[0];
    const addressProof = (form.elements.namedItem('addressProof') as HTMLInputElement).files?.[0];
    const found: Record<string, string> = {};
    const photoProblem = documentProblem(shopPhoto, t('documents.shopPhoto'));
    const proofProblem = documentProblem(addressProof, t('documents.addressProof'));
    if (photoProblem) found.shopPhoto = photoProblem;
    if (proofProblem) found.addressProof = proofProblem;
    if (!shopPhoto && !addressProof) found.shopPhoto = t('documents.chooseOne');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    // The bars beside the fields say how far a large photo has gone, where a spinner over the page said nothing.
    const sending = [shopPhoto, addressProof].filter((file) => file !== undefined);
    const answer = await track(sending, (onProgress) => uploadDocuments({ shopPhoto, addressProof }, onProgress)).catch(() => null);
    if (!answer) return;
    notify.success(answer.message);
    form.reset();
    void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.profile });
    void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.notifications });
  }
  const byKind = new Map(documents.map((d) => [d.kind, d]));
  const fields = [
    { name: 'shopPhoto', label: t('documents.shopPhoto'), hint: t('documents.shopPhotoHint') },
    { name: 'addressProof', label: t('documents.addressProof'), hint: t('documents.addressProofHint') },
  ] as const;
  return (
    <form className="form documents-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('documents.form')}>
      {fields.map((f) => {
        const doc = byKind.get(f.name);
        const problem = problems[f.name];
        return (
          <div key={f.name} className={problem ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={`doc-${f.name}`}>
              {f.label}
            </label>
            {doc?.rejectedReason && (
              // A KYC reviewer sent this file back: the shop reads why and uploads another.
              <p className="kyc-step__reason" role="note" id={`doc-${f.name}-rejected`}>
                {t('documents.rejected', { reason: doc.rejectedReason })}
              </p>
            )}
            <p className="field__hint" id={`doc-${f.name}-hint`}>
              {doc ? (
                <>
                  {t('documents.onFile')} <OpenDocument doc={doc} /> {t('documents.onFileAfter', { size: Math.ceil(doc.sizeBytes / 1024) })}
                </>
              ) : (
                f.hint
              )}
            </p>
            <FileChooser
              id={`doc-${f.name}`}
              name={f.name}
              accept={ACCEPT}
              aria-invalid={problem ? true : undefined}
              aria-describedby={[problem ? `doc-${f.name}-error` : `doc-${f.name}-hint`, doc?.rejectedReason ? `doc-${f.name}-rejected` : ''].join(' ').trim()}
            />
            {problem && (
              <p className="field__error" id={`doc-${f.name}-error`} role="alert">
                {problem}
              </p>
            )}
          </div>
        );
      })}
      <UploadProgress upload={upload} />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={upload !== undefined}>
          {t('documents.upload')}
        </button>
      </div>
    </form>
  );
}
