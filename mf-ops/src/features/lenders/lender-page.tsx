// /ops/lenders/:id: one lender as the offers use it: its details (name, bank or NBFC, registration,
// active or paused, PIN codes served, grievance officer), its terms per product, adding a product or
// removing one,
// and its bankers (read only: they register for the lender and are approved under Partners).
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getErrorMessage, notify, spinner } from '@platform/shared';
import { LENDER_PRODUCT_LABELS, lenderDetailsUpdateSchema } from '@platform/shared/contracts';
import { LENDER_PRODUCTS, type LenderProduct } from '@platform/shared/finance';
import { Form, SubmitButton } from '@platform/shared/forms';
import { DataState, useQueryClient, useServerData } from '@platform/shared/query';
import { formatIndianTime } from '../../components/ops-date';
import { OpsPage } from '../../components/ops-page';
import { LenderDetailsFields } from './lender-details-fields';
import { BLANK_TERMS, LenderProductForm } from './lender-product-form';
import { RemoveProductForm } from './remove-product-form';
import { SaveOutcome, type Outcome } from './save-outcome';
import { fetchLender, LENDERS_KEY, saveLenderDetails, type Lender, type LenderDetailsEdit } from './lenders-api';

const APPROVAL_TEXT: Record<string, string> = { pending: 'Waiting for approval', approved: 'Approved', rejected: 'Not approved', suspended: 'Suspended' };

function DetailsForm({ lender }: { lender: Lender }) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  async function save(values: LenderDetailsEdit) {
    try {
      const answer = await spinner.during(saveLenderDetails(lender.id, values));
      notify.success(answer.message);
      setOutcome({ saved: true, message: answer.message });
      await queryClient.invalidateQueries({ queryKey: [LENDERS_KEY] });
    } catch (error) {
      // Shown by the API client too; kept here beside what was typed, which stays as it was.
      setOutcome({ saved: false, message: getErrorMessage(error) });
    }
  }
  return (
    <>
      <Form<LenderDetailsEdit>
        schema={lenderDetailsUpdateSchema}
        defaultValues={{
          name: lender.name,
          kind: lender.kind,
          rbiRegistration: lender.rbiRegistration,
          registrationStatus: lender.registrationStatus,
          website: lender.website,
          active: lender.active,
          // Typed as one line in the form; the schema reads it back into a list.
          pincodes: lender.pincodes.join(', ') as unknown as string[],
          grievanceName: lender.grievanceName,
          grievancePhone: lender.grievancePhone,
          grievanceEmail: lender.grievanceEmail,
          seenVersion: lender.version,
        }}
        onSubmit={save}
        aria-label="Lender details"
        key={lender.version}
      >
        <LenderDetailsFields />
        <SubmitButton>Save details</SubmitButton>
      </Form>
      <SaveOutcome outcome={outcome} />
    </>
  );
}

function AddProduct({ lender }: { lender: Lender }) {
  const missing = LENDER_PRODUCTS.filter((product) => !lender.products.some((p) => p.product === product));
  const [chosen, setProduct] = useState<LenderProduct | ''>('');
  // Once saved, the product is the lender's and is edited above.
  const product = chosen && missing.includes(chosen) ? chosen : '';
  if (missing.length === 0) return null;
  return (
    <section aria-labelledby="add-product-heading" className="card">
      <h2 id="add-product-heading">Add a product</h2>
      <div className="field">
        <label className="field__label" htmlFor="new-product">
          Product
        </label>
        <select id="new-product" className="field__input" value={product} onChange={(event) => setProduct(event.target.value as LenderProduct | '')}>
          <option value="">Choose a product</option>
          {missing.map((option) => (
            <option key={option} value={option}>
              {LENDER_PRODUCT_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      {product && <LenderProductForm key={product} lenderId={lender.id} product={product} terms={BLANK_TERMS(product)} version={lender.version} />}
    </section>
  );
}

export function LenderPage() {
  const { id = '' } = useParams();
  const result = useServerData([LENDERS_KEY, 'one', id], () => fetchLender(id));

  return (
    <OpsPage title="Lender">
      <p>
        <Link to="/ops/lenders">Back to lenders</Link>
      </p>
      <DataState result={result}>
        {(lender) => (
          <>
            <h2>
              {lender.name}: {lender.active ? 'active' : 'paused'}
              {lender.demo && <span className="badge"> Demo</span>}
            </h2>
            <p className="form__hint">
              {lender.managedAt
                ? `Managed here since ${formatIndianTime(lender.managedAt)}.`
                : 'As loaded from the lenders file; once saved here, the file no longer changes it.'}{' '}
              A change is used by the next offers asked for; offers already shown keep what they showed.
            </p>
            <section aria-labelledby="details-heading" className="card">
              <h2 id="details-heading">Details</h2>
              <DetailsForm lender={lender} />
            </section>
            <section aria-labelledby="products-heading">
              <h2 id="products-heading">Products</h2>
              {lender.products.length === 0 && <p>No products yet: the lender makes no offers until one is added.</p>}
              {lender.products.map(({ product, ...terms }) => (
                <details key={product} className="card">
                  <summary>
                    {terms.name}: from {Math.min(...terms.rates.map((cell) => cell.ratePercent))}% a year, ₹{terms.minAmount.toLocaleString('en-IN')} to ₹
                    {terms.maxAmount.toLocaleString('en-IN')}, {terms.minTenureMonths} to {terms.maxTenureMonths} months
                  </summary>
                  <LenderProductForm lenderId={lender.id} product={product} terms={terms} version={lender.version} />
                  <RemoveProductForm lenderId={lender.id} product={product} version={lender.version} />
                </details>
              ))}
            </section>
            <AddProduct lender={lender} />
            <section aria-labelledby="bankers-heading">
              <h2 id="bankers-heading">Bankers</h2>
              {lender.bankers.length === 0 ? (
                <p>No banker has registered for this lender yet. Chosen offers of this lender wait until one is approved.</p>
              ) : (
                <div className="table-scroll" tabIndex={0} role="region" aria-label="The lender’s bankers">
                  <table className="console-table">
                    <caption className="visually-hidden">The lender’s bankers</caption>
                    <thead>
                      <tr>
                        <th scope="col">Banker</th>
                        <th scope="col">Mobile</th>
                        <th scope="col">Branch</th>
                        <th scope="col">PIN codes</th>
                        <th scope="col">Approval</th>
                      </tr>
                    </thead>
                    <tbody>
                      {lender.bankers.map((banker) => (
                        <tr key={banker.id}>
                          <th scope="row">
                            <Link to={`/ops/partners/${banker.id}`}>{banker.name}</Link>
                          </th>
                          <td>{banker.mobile}</td>
                          <td>{banker.branch ?? '—'}</td>
                          <td>{banker.pincodes.join(', ') || '—'}</td>
                          <td>{APPROVAL_TEXT[banker.approval] ?? banker.approval}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
