// One page for each of the thirteen loan and insurance forms: the route's path picks the form.
import { Link, useLocation } from 'react-router-dom';
import { Page } from '@platform/shared';
import { ProductForm } from '@platform/shared/forms';
import { LOAN_SELL_HISTORY_PATH, loanFormAt } from './loan-forms';

export function LoanFormPage() {
  const { pathname } = useLocation();
  const page = loanFormAt(pathname.replace(/\/+$/, ''));
  // The route table only mounts this page at the thirteen paths, so a miss is a wiring mistake.
  if (!page) throw new Error(`No loan form at ${pathname}`);
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
      <ProductForm key={page.path} definition={page.form} />
    </Page>
  );
}
