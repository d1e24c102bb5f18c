// The documents a product needs (shared SALE_DOCUMENTS), attached in the loan form itself. They
// are sent right after the sale is filed, in one request that stores them together (PUT
// /api/pendency-docs/:loanId); what is not attached stays pending on the sale's page. Kept out of
// the form's values: a draft in sessionStorage cannot hold files.
import { useId, useState } from 'react';
import { MAX_SALE_DOCUMENT_BYTES, saleDocumentsFor } from '@platform/shared/schemas';
import { FileChooser } from '@platform/shared/upload';
import { texts } from './texts';

/** What the server recognises by content; here only the picker's first check, by type and name. */
const ACCEPTED = /\.(pdf|jpe?g|png)$/i;
const ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

export type AttachedDocuments = Readonly<Record<string, File>>;

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export function SaleDocumentsPicker({
  product,
  attached,
  onChange,
}: {
  product: string;
  attached: AttachedDocuments;
  onChange: (next: AttachedDocuments) => void;
}) {
  const id = useId();
  const { t } = texts.useTexts();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const needed = saleDocumentsFor(product);

  function pick(kind: string, file: File | undefined) {
    if (!file) return;
    const problem =
      file.size > MAX_SALE_DOCUMENT_BYTES
        ? t('documents.tooBig', { file: file.name, size: sizeText(file.size) })
        : !ACCEPTED_TYPES.includes(file.type) && !ACCEPTED.test(file.name)
          ? t('documents.notAccepted', { file: file.name })
          : null;
    setProblems((current) => {
      const { [kind]: _dropped, ...rest } = current;
      return problem ? { ...rest, [kind]: problem } : rest;
    });
    // A refused file leaves what was attached before as it was.
    if (!problem) onChange({ ...attached, [kind]: file });
  }

  function remove(kind: string) {
    const { [kind]: _removed, ...rest } = attached;
    onChange(rest);
  }

  const count = Object.keys(attached).length;
  return (
    <fieldset className="sale-documents card" aria-describedby={`${id}-intro`}>
      <legend>{t('documents.legend')}</legend>
      <p id={`${id}-intro`} className="field__hint">
        {t('documents.intro')}
      </p>
      <p role="status" data-testid="attached-count">
        {count === 0 ? t('documents.noneYet', { needed: needed.length }) : t('documents.attachedCount', { attached: count, needed: needed.length })}
      </p>
      {needed.map((kind) => {
        const file = attached[kind];
        const inputId = `${id}-${kind}`;
        const problem = problems[kind];
        const label = t(`documents.kinds.${kind}`);
        return (
          <div key={kind} className={problem ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={inputId}>
              {label}
            </label>
            <FileChooser
              id={inputId}
              accept="application/pdf,image/jpeg,image/png"
              // The attached file, not the input's: the input is emptied after each pick, and a
              // refused file leaves the one attached before.
              chosen={file ? [file] : []}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${inputId}-error` : undefined}
              onChange={(event) => {
                pick(kind, event.currentTarget.files?.[0]);
                // Emptied, so that choosing the same file again after removing it is seen.
                event.currentTarget.value = '';
              }}
            />
            {file ? (
              <p className="field__hint">
                {t('documents.attached', { file: file.name, size: sizeText(file.size) })}{' '}
                <button type="button" className="button button--link" onClick={() => remove(kind)}>
                  {t('documents.remove', { document: label })}
                </button>
              </p>
            ) : null}
            {problem ? (
              <p className="field__error" id={`${inputId}-error`} role="alert">
                {problem}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
