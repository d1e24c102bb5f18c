// One page for each of the thirteen loan and insurance forms: the route's path picks the form.
// Every form gets the same two additions around the shared form engine: the "Returning customer?"
// panel (pre-fill after the customer's OTP) and the documents the product needs, sent with the sale.
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Page, getErrorMessage, notify } from '@platform/shared';
import { ProductForm, type SubmissionAnswer } from '@platform/shared/forms';
import { i18n, Trans } from '@platform/shared/i18n';
import { UploadProgress, useUploadProgress } from '@platform/shared/upload';
import { LOAN_SELL_HISTORY_PATH, loanFormAt, type LoanFormPage as LoanForm } from './loan-forms';
import { ReturningCustomerPanel } from './returning-customer-panel';
import { attachSaleDocuments } from './returning-customer-api';
import { SaleDocumentsPicker, type AttachedDocuments } from './sale-documents-picker';
import { texts } from './texts';

export function LoanFormPage() {
  const { pathname } = useLocation();
  const page = loanFormAt(pathname.replace(/\/+$/, ''));
  // The route table only mounts this page at the thirteen paths, so a miss is a wiring mistake.
  if (!page) throw new Error(`No loan form at ${pathname}`);
  // Keyed by the form: moving from one form to another starts with nothing attached.
  return <LoanFormWithExtras key={page.path} page={page} />;
}

function LoanFormWithExtras({ page }: { page: LoanForm }) {
  // Subscribed here so the whole page, the form's labels too, follows a language switch.
  const { t, language } = texts.useTexts();
  const [attached, setAttached] = useState<AttachedDocuments>({});
  // A new picker after each sale: its file inputs start empty for the next customer.
  const [sales, setSales] = useState(0);
  const { upload, track } = useUploadProgress();
  const labels = useMemo(
    () => Object.fromEntries(page.form.fields.filter((f) => typeof f.label === 'string').map((f) => [f.name, f.label as string])),
    // The labels are read in the current language: read again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [page.form.fields, language],
  );

  async function sendAttached(answer: SubmissionAnswer) {
    const saleId = 'applicationId' in answer ? answer.applicationId : undefined;
    const files = attached;
    setAttached({});
    setSales((n) => n + 1);
    if (!saleId || Object.keys(files).length === 0) return;
    try {
      const uploaded = await track(Object.values(files), (onProgress) => attachSaleDocuments(saleId, files, onProgress));
      // The good documents are stored; a refused one says which and why, to be sent again from the sale's page.
      if (uploaded.data.refused.length > 0) {
        notify.error(t(uploaded.data.refused.length === 1 ? 'afterSale.refusedOne' : 'afterSale.refusedMany', { message: uploaded.message }));
        return;
      }
      notify.success(uploaded, (message) =>
        uploaded.data.pendingDocuments === 0 ? t('afterSale.allIn', { message }) : t('afterSale.pending', { message, pending: uploaded.data.pendingDocuments }),
      );
    } catch (error) {
      // The sale stands; its documents can follow from its page.
      notify.error(t('afterSale.notSent', { error: getErrorMessage(error) }));
    }
  }

  return (
    <Page
      title={page.heading}
      intro={<Trans i18n={i18n} ns={texts.namespace} i18nKey="page.intro" components={{ go: <Link to={LOAN_SELL_HISTORY_PATH} /> }} />}
      wide
    >
      <ProductForm
        definition={page.form}
        lead={<ReturningCustomerPanel labels={labels} />}
        beforeSubmit={
          <>
            <SaleDocumentsPicker key={sales} product={page.slug} attached={attached} onChange={setAttached} />
            {/* The picker is already empty for the next customer: these are the files on their way with the sale just filed. */}
            <UploadProgress upload={upload} />
          </>
        }
        onAccepted={sendAttached}
      />
    </Page>
  );
}
