// /ops/lenders/:id: one lender as the offers use it: its details (name, bank or NBFC, registration,
// active or paused, PIN codes served, grievance officer), its terms per product, adding a product or
// removing one,
// and its bankers (read only: they register for the lender and are approved under Partners).
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { notify, spinner } from '@platform/shared';
import { lenderDetailsUpdateSchema } from '@platform/shared/contracts';
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
import { texts } from './texts';

type Approval = keyof typeof texts.en.lender.approval;
const isApproval = (value: string): value is Approval => value in texts.en.lender.approval;

function DetailsForm({ lender }: { lender: Lender }) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { t } = texts.useTexts();
  async function save(values: LenderDetailsEdit) {
    try {
      const answer = await spinner.during(saveLenderDetails(lender.id, values));
      notify.success(answer);
      setOutcome({ saved: true, answer });
      await queryClient.invalidateQueries({ queryKey: [LENDERS_KEY] });
    } catch (error) {
      // Shown by the API client too; kept here beside what was typed, which stays as it was.
      setOutcome({ saved: false, error });
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
        aria-label={t('lender.detailsForm')}
        key={lender.version}
      >
        <LenderDetailsFields />
        <SubmitButton>{t('lender.saveDetails')}</SubmitButton>
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
  const { t } = texts.useTexts();
  if (missing.length === 0) return null;
  return (
    <section aria-labelledby="add-product-heading" className="card">
      <h2 id="add-product-heading">{t('lender.addProduct')}</h2>
      <div className="field">
        <label className="field__label" htmlFor="new-product">
          {t('lender.product')}
        </label>
        <select id="new-product" className="field__input" value={product} onChange={(event) => setProduct(event.target.value as LenderProduct | '')}>
          <option value="">{t('lender.chooseProduct')}</option>
          {missing.map((option) => (
            <option key={option} value={option}>
              {t(`products.${option}`)}
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
  const { t } = texts.useTexts();

  return (
    <OpsPage title={t('lender.title')}>
      <p>
        <Link to="/ops/lenders">{t('lender.back')}</Link>
      </p>
      <DataState result={result}>
        {(lender) => (
          <>
            <h2>
              {lender.name}: {t(lender.active ? 'lender.active' : 'lender.paused')}
              {lender.demo && <span className="badge">{t('demo')}</span>}
            </h2>
            <p className="form__hint">
              {lender.managedAt ? t('lender.managedSince', { time: formatIndianTime(lender.managedAt) }) : t('lender.fromFile')} {t('lender.changeUsed')}
            </p>
            <section aria-labelledby="details-heading" className="card">
              <h2 id="details-heading">{t('lender.details')}</h2>
              <DetailsForm lender={lender} />
            </section>
            <section aria-labelledby="products-heading">
              <h2 id="products-heading">{t('lender.products')}</h2>
              {lender.products.length === 0 && <p>{t('lender.noProducts')}</p>}
              {lender.products.map(({ product, ...terms }) => (
                <details key={product} className="card">
                  <summary>
                    {t('lender.productSummary', {
                      name: terms.name,
                      rate: Math.min(...terms.rates.map((cell) => cell.ratePercent)),
                      min: terms.minAmount.toLocaleString('en-IN'),
                      max: terms.maxAmount.toLocaleString('en-IN'),
                      minTenure: terms.minTenureMonths,
                      maxTenure: terms.maxTenureMonths,
                    })}
                  </summary>
                  <LenderProductForm lenderId={lender.id} product={product} terms={terms} version={lender.version} />
                  <RemoveProductForm lenderId={lender.id} product={product} version={lender.version} />
                </details>
              ))}
            </section>
            <AddProduct lender={lender} />
            <section aria-labelledby="bankers-heading">
              <h2 id="bankers-heading">{t('lender.bankers')}</h2>
              {lender.bankers.length === 0 ? (
                <p>{t('lender.noBankers')}</p>
              ) : (
                <div className="table-scroll" tabIndex={0} role="region" aria-label={t('lender.bankersRegion')}>
                  <table className="console-table">
                    <caption className="visually-hidden">{t('lender.bankersRegion')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('lender.bankerColumns.banker')}</th>
                        <th scope="col">{t('lender.bankerColumns.mobile')}</th>
                        <th scope="col">{t('lender.bankerColumns.branch')}</th>
                        <th scope="col">{t('lender.bankerColumns.pincodes')}</th>
                        <th scope="col">{t('lender.bankerColumns.approval')}</th>
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
                          <td>{isApproval(banker.approval) ? t(`lender.approval.${banker.approval}`) : banker.approval}</td>
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
