// One page for each of the thirteen loan and insurance forms: the route's path picks the form.
// Every form gets the same two additions around the shared form engine: the "Returning customer?"
// panel (pre-fill after the customer's OTP) and the documents the product needs, sent with the sale.
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Page, getErrorMessage, notify } from '@platform/shared';
import { ProductForm, type SubmissionAnswer } from '@platform/shared/forms';
import { LOAN_SELL_HISTORY_PATH, loanFormAt, type LoanFormPage as LoanForm } from './loan-forms';
import { ReturningCustomerPanel } from './returning-customer-panel';
import { attachSaleDocuments } from './returning-customer-api';
import { SaleDocumentsPicker, type AttachedDocuments } from './sale-documents-picker';

export function LoanFormPage() {
  const { pathname } = useLocation();
  const page = loanFormAt(pathname.replace(/\/+$/, ''));
  // The route table only mounts this page at the thirteen paths, so a miss is a wiring mistake.
  if (!page) throw new Error(`No loan form at ${pathname}`);
  // Keyed by the form: moving from one form to another starts with nothing attached.
  return <LoanFormWithExtras key={page.path} page={page} />;
}

function LoanFormWithExtras({ page }: { page: LoanForm }) {
  const [attached, setAttached] = useState<AttachedDocuments>({});
  // A new picker after each sale: its file inputs start empty for the next customer.
  const [sales, setSales] = useState(0);
  const labels = useMemo(
    () => Object.fromEntries(page.form.fields.filter((f) => typeof f.label === 'string').map((f) => [f.name, f.label as string])),
    [page.form.fields],
  );

  async function sendAttached(answer: SubmissionAnswer) {
    const saleId = 'applicationId' in answer ? answer.applicationId : undefined;
    const files = attached;
    setAttached({});
    setSales((n) => n + 1);
    if (!saleId || Object.keys(files).length === 0) return;
    try {
      const uploaded = await attachSaleDocuments(saleId, files);
      // The good documents are stored; a refused one says which and why, to be sent again from the sale's page.
      if (uploaded.data.refused.length > 0) {
        notify.error(`${uploaded.message}. Upload ${uploaded.data.refused.length === 1 ? 'it' : 'them'} again from the sale’s page in your loan sales.`);
        return;
      }
      notify.success(
        uploaded.data.pendingDocuments === 0
          ? `${uploaded.message}. Every document is in.`
          : `${uploaded.message}. ${uploaded.data.pendingDocuments} still pending.`,
      );
    } catch (error) {
      // The sale stands; its documents can follow from its page.
      notify.error(`${getErrorMessage(error)} The application is filed: upload its documents from the sale’s page in your loan sales.`);
    }
  }

  return (
    <Page
      title={page.heading}
      intro={
        <>
          Fill this in with the customer at your counter. The application is filed in your shop’s name and you can follow it in your{' '}
          <Link to={LOAN_SELL_HISTORY_PATH}>loan sales</Link>.
        </>
      }
      wide
    >
      <ProductForm
        definition={page.form}
        lead={<ReturningCustomerPanel labels={labels} />}
        beforeSubmit={<SaleDocumentsPicker key={sales} product={page.slug} attached={attached} onChange={setAttached} />}
        onAccepted={sendAttached}
      />
    </Page>
  );
}
