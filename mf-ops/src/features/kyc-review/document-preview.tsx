// A shop's photo or address proof shown in the page: fetched through the API with the staff
// token (never a URL anyone could open), shown from a blob: URL (allowed by the site's CSP for
// images and frames), and let go when the page moves on. A file the browser cannot show says so.
import { useEffect, useState } from 'react';
import type { ShopDocumentKind } from '@platform/shared/contracts';
import { fetchKycDocument } from './kyc-review-api';
import { texts } from './texts';

export function DocumentPreview({
  shopId,
  kind,
  label,
  fileName,
  mimeType,
  evidenceAt,
}: {
  shopId: string;
  kind: ShopDocumentKind;
  label: string;
  fileName: string;
  mimeType: string;
  /** A new upload is another file: fetch again. */
  evidenceAt: string | null;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<'failed' | 'damaged' | null>(null);
  const { t, language } = texts.useTexts();
  // Inside an English sentence the item's name is lower case ("the shop photo"); other scripts have no case.
  const item = language === 'en' ? label.toLowerCase() : label;

  useEffect(() => {
    let live = true;
    let made: string | null = null;
    setUrl(null);
    setProblem(null);
    fetchKycDocument(shopId, kind).then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => live && setProblem('failed'),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [shopId, kind, evidenceAt]);

  if (problem) {
    return (
      <p className="data-error" role="alert">
        {problem === 'failed' ? t('preview.failed') : t('preview.damaged', { item })}
      </p>
    );
  }
  if (!url) {
    return (
      <p className="data-loading" aria-busy="true">
        {t('preview.loading', { item })}
      </p>
    );
  }
  return (
    <figure className="kyc-preview">
      {mimeType === 'application/pdf' ? (
        <iframe className="kyc-preview__frame" src={url} title={`${label}: ${fileName}`} />
      ) : (
        <img className="kyc-preview__image" src={url} alt={t('preview.alt', { item: label, file: fileName })} onError={() => setProblem('damaged')} />
      )}
      <figcaption>
        {fileName}{' '}
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('preview.open')}
        </a>
      </figcaption>
    </figure>
  );
}
