// A lender's terms for one product: bounds, who it lends to, the rate grid by credit-score band and
// income (one row per rate, added and removed here), fees and charges, cooling-off. Checked by the
// contract's schema (lenderProductSchema) here and in the API; saved with the version the page
// read, so a change someone made meanwhile is refused rather than overwritten.
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { notify, spinner } from '@platform/shared';
import { SaveOutcome, type Outcome } from './save-outcome';
import { CREDIT_BANDS, LENDER_PRODUCT_LABELS, lenderProductSchema } from '@platform/shared/contracts';
import { OFFER_EMPLOYMENT_TYPES, type LenderProduct } from '@platform/shared/finance';
import { CheckboxGroupField, FieldMessages, Form, SelectField, SubmitButton, TextAreaField, TextField, useFieldMeta } from '@platform/shared/forms';
import { useQueryClient } from '@platform/shared/query';
import { LENDERS_KEY, saveProductTerms, type LenderProductEdit, type LenderProductTerms } from './lenders-api';
import { texts } from './texts';

/** Terms a new product starts from: nothing a lender has not said, but a Good-band row to fill. */
export const BLANK_TERMS = (product: LenderProduct): Omit<LenderProductTerms, 'product'> => ({
  name: LENDER_PRODUCT_LABELS[product],
  minAmount: 0,
  maxAmount: 0,
  minTenureMonths: 12,
  maxTenureMonths: 60,
  exampleTenureMonths: 36,
  minAge: 21,
  maxAge: 60,
  employmentTypes: ['salaried'],
  minMonthlyIncome: 0,
  foirPercent: 50,
  processingFeePercent: 0,
  rates: [{ band: 'Good', minMonthlyIncome: 0, ratePercent: 0 }],
  penalCharges: '',
  foreclosure: '',
  coolingOffDays: 3,
});

function RateGrid({ label }: { label: string }) {
  const { control } = useFormContext<LenderProductEdit>();
  const { fields, append, remove } = useFieldArray({ control, name: 'rates' });
  // A field array's own error (the grid as a whole) sits under `root` (@hookform/resolvers).
  const meta = useFieldMeta('rates.root', undefined, false);
  const { t } = texts.useTexts();
  return (
    <fieldset className="field field--group">
      <legend className="field__label">{t('terms.grid', { product: label })}</legend>
      <p className="field__hint">{t('terms.gridHint')}</p>
      {fields.map((field, index) => (
        <div key={field.id} className="ops-rate-row" role="group" aria-label={t('terms.rate', { number: index + 1 })}>
          <SelectField
            name={`rates.${index}.band`}
            label={t('terms.band')}
            options={CREDIT_BANDS.map((band) => ({ value: band, label: t(`bands.${band}`) }))}
          />
          <TextField name={`rates.${index}.minMonthlyIncome`} label={t('terms.incomeFrom')} inputMode="numeric" autoComplete="off" />
          <TextField name={`rates.${index}.ratePercent`} label={t('terms.ratePercent')} inputMode="decimal" autoComplete="off" />
          <button type="button" className="button" onClick={() => remove(index)} disabled={fields.length === 1}>
            {t('terms.removeRate', { number: index + 1 })}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button"
        onClick={() => append({ band: 'Good', minMonthlyIncome: '' as unknown as number, ratePercent: '' as unknown as number })}
      >
        {t('terms.addRate')}
      </button>
      <FieldMessages meta={meta} hint={undefined} />
    </fieldset>
  );
}

export function LenderProductForm({
  lenderId,
  product,
  terms,
  version,
}: {
  lenderId: string;
  product: LenderProduct;
  terms: Omit<LenderProductTerms, 'product'>;
  version: number;
}) {
  const queryClient = useQueryClient();
  const { t } = texts.useTexts();
  // Lower case inside the English sentences ("Save the personal loan"); Devanagari has no case.
  const label = t(`products.${product}`).toLowerCase();
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function save(values: LenderProductEdit) {
    try {
      const answer = await spinner.during(saveProductTerms(lenderId, product, values));
      notify.success(answer);
      setOutcome({ saved: true, answer });
      // Only once saved: a refusal (bad terms, someone else's change) keeps what was typed.
      await queryClient.invalidateQueries({ queryKey: [LENDERS_KEY] });
    } catch (error) {
      // The API client has shown the refusal already; the form keeps it beside what was typed.
      setOutcome({ saved: false, error });
    }
  }

  return (
    <>
      <Form<LenderProductEdit>
        schema={lenderProductSchema}
        defaultValues={{ ...terms, seenVersion: version }}
        onSubmit={save}
        aria-label={t('terms.form', { product: label })}
        // A new version read from the server starts the form again from what is stored.
        key={version}
      >
        <TextField name="name" label={t('terms.name')} autoComplete="off" />
        <TextField name="minAmount" label={t('terms.minAmount')} inputMode="numeric" autoComplete="off" />
        <TextField name="maxAmount" label={t('terms.maxAmount')} inputMode="numeric" autoComplete="off" />
        <TextField name="minTenureMonths" label={t('terms.minTenure')} inputMode="numeric" autoComplete="off" />
        <TextField name="maxTenureMonths" label={t('terms.maxTenure')} inputMode="numeric" autoComplete="off" />
        <TextField name="exampleTenureMonths" label={t('terms.exampleTenure')} hint={t('terms.exampleTenureHint')} inputMode="numeric" autoComplete="off" />
        <TextField name="minAge" label={t('terms.minAge')} inputMode="numeric" autoComplete="off" />
        <TextField name="maxAge" label={t('terms.maxAge')} inputMode="numeric" autoComplete="off" />
        <CheckboxGroupField
          name="employmentTypes"
          label={t('terms.lendsTo')}
          options={OFFER_EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`employment.${type}`) }))}
        />
        <TextField name="minMonthlyIncome" label={t('terms.minIncome')} inputMode="numeric" autoComplete="off" />
        <TextField name="foirPercent" label={t('terms.foir')} hint={t('terms.foirHint')} inputMode="decimal" autoComplete="off" />
        <TextField name="processingFeePercent" label={t('terms.processingFee')} inputMode="decimal" autoComplete="off" />
        <RateGrid label={label} />
        <TextAreaField name="penalCharges" label={t('terms.penalCharges')} />
        <TextAreaField name="foreclosure" label={t('terms.foreclosure')} />
        <TextField name="coolingOffDays" label={t('terms.coolingOff')} hint={t('terms.coolingOffHint')} inputMode="numeric" autoComplete="off" />
        <SubmitButton>{t('terms.save', { product: label })}</SubmitButton>
      </Form>
      <SaveOutcome outcome={outcome} />
    </>
  );
}
