// The shop photo and address proof: what is on file (opened through the API with the shop's
// token) and the upload form. The server decides the type from the file's content; the size and
// type hints here only save a wasted upload.
import { useState, type FormEvent } from 'react';
import { notify, spinner } from '@platform/shared';
import { vendorQueryKeys, type VendorDocument } from '@platform/shared/dashboard';
import { useQueryClient } from '@platform/shared/query';
import { fetchDocument, uploadDocuments } from './profile-api';

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'application/pdf,image/jpeg,image/png';

/** The first problem with a chosen file, in words, or null. */
export function documentProblem(file: File | undefined, label: string): string | null {
  if (!file) return null;
  if (file.size > MAX_DOCUMENT_BYTES) return `${label} must be at most 5 MB`;
  if (file.type && !ACCEPT.split(',').includes(file.type)) return `${label} must be a PDF, JPG or PNG file`;
  return null;
}

function OpenDocument({ doc }: { doc: VendorDocument }) {
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
      Open {doc.fileName}
    </button>
  );
}

export function Documents({ documents }: { documents: VendorDocument[] }) {
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<Record<string, string>>({});
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const shopPhoto = (form.elements.namedItem('shopPhoto') as HTMLInputElement).files?.[0];
    const addressProof = (form.elements.namedItem('addressProof') as HTMLInputElement).files?.[0];
    const found: Record<string, string> = {};
    const photoProblem = documentProblem(shopPhoto, 'Shop photo');
    const proofProblem = documentProblem(addressProof, 'Address proof');
    if (photoProblem) found.shopPhoto = photoProblem;
    if (proofProblem) found.addressProof = proofProblem;
    if (!shopPhoto && !addressProof) found.shopPhoto = 'Choose a shop photo or an address proof to upload';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const answer = await spinner.during(uploadDocuments({ shopPhoto, addressProof })).catch(() => null);
    if (!answer) return;
    notify.success(answer.message);
    form.reset();
    void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.profile });
    void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.notifications });
  }
  const byKind = new Map(documents.map((d) => [d.kind, d]));
  const fields = [
    { name: 'shopPhoto', label: 'Shop photo', hint: 'A photo of the shop front with its name board. JPG, PNG or PDF, up to 5 MB.' },
    { name: 'addressProof', label: 'Address proof', hint: 'Electricity bill, rent agreement or shop licence. PDF, JPG or PNG, up to 5 MB.' },
  ] as const;
  return (
    <form className="form documents-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Documents">
      {fields.map((f) => {
        const doc = byKind.get(f.name);
        const problem = problems[f.name];
        return (
          <div key={f.name} className={problem ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={`doc-${f.name}`}>
              {f.label}
            </label>
            <p className="field__hint" id={`doc-${f.name}-hint`}>
              {doc ? (
                <>
                  On file: <OpenDocument doc={doc} /> ({Math.ceil(doc.sizeBytes / 1024)} KB). Choose a file to replace it.
                </>
              ) : (
                f.hint
              )}
            </p>
            <input
              id={`doc-${f.name}`}
              name={f.name}
              type="file"
              accept={ACCEPT}
              className="field__input"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `doc-${f.name}-error` : `doc-${f.name}-hint`}
            />
            {problem && (
              <p className="field__error" id={`doc-${f.name}-error`} role="alert">
                {problem}
              </p>
            )}
          </div>
        );
      })}
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          Upload documents
        </button>
      </div>
    </form>
  );
}
