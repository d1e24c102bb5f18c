// A lender's terms for one product: bounds, who it lends to, the rate grid by credit-score band and
// income (one row per rate, added and removed here), fees and charges, cooling-off. Checked by the
// contract's schema (lenderProductSchema) here and in the API; saved with the version the page
// read, so a change someone made meanwhile is refused rather than overwritten.
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { getErrorMessage, notify, spinner } from '@platform/shared';
import { SaveOutcome, type Outcome } from './save-outcome';
import { CREDIT_BAND_LABELS, CREDIT_BANDS, EMPLOYMENT_TYPE_LABELS, LENDER_PRODUCT_LABELS, lenderProductSchema } from '@platform/shared/contracts';
import { OFFER_EMPLOYMENT_TYPES, type LenderProduct } from '@platform/shared/finance';
import { CheckboxGroupField, FieldMessages, Form, SelectField, SubmitButton, TextAreaField, TextField, useFieldMeta } from '@platform/shared/forms';
import { useQueryClient } from '@platform/shared/query';
import { LENDERS_KEY, saveProductTerms, type LenderProductEdit, type LenderProductTerms } from './lenders-api';

const BAND_OPTIONS = CREDIT_BANDS.map((band) => ({ value: band, label: CREDIT_BAND_LABELS[band] }));

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
  return (
    <fieldset className="field field--group">
      <legend className="field__label">Rate grid of the {label.toLowerCase()}</legend>
      <p className="field__hint">
        The rate for a credit-score band from a monthly income up: the row with the highest “income from” the applicant reaches applies. Offers without a credit
        check use the Good band.
      </p>
      {fields.map((field, index) => (
        <div key={field.id} className="ops-rate-row" role="group" aria-label={`Rate ${index + 1}`}>
          <SelectField name={`rates.${index}.band`} label="Credit-score band" options={BAND_OPTIONS} />
          <TextField name={`rates.${index}.minMonthlyIncome`} label="Income from (₹ a month)" inputMode="numeric" autoComplete="off" />
          <TextField name={`rates.${index}.ratePercent`} label="Rate (% a year)" inputMode="decimal" autoComplete="off" />
          <button type="button" className="button" onClick={() => remove(index)} disabled={fields.length === 1}>
            Remove rate {index + 1}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button"
        onClick={() => append({ band: 'Good', minMonthlyIncome: '' as unknown as number, ratePercent: '' as unknown as number })}
      >
        Add a rate
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
  const label = LENDER_PRODUCT_LABELS[product];
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function save(values: LenderProductEdit) {
    try {
      const answer = await spinner.during(saveProductTerms(lenderId, product, values));
      notify.success(answer.message);
      setOutcome({ saved: true, message: answer.message });
      // Only once saved: a refusal (bad terms, someone else's change) keeps what was typed.
      await queryClient.invalidateQueries({ queryKey: [LENDERS_KEY] });
    } catch (error) {
      // The API client has shown the refusal already; the form keeps it beside what was typed.
      setOutcome({ saved: false, message: getErrorMessage(error) });
    }
  }

  return (
    <>
      <Form<LenderProductEdit>
        schema={lenderProductSchema}
        defaultValues={{ ...terms, seenVersion: version }}
        onSubmit={save}
        aria-label={`Terms of the ${label.toLowerCase()}`}
        // A new version read from the server starts the form again from what is stored.
        key={version}
      >
        <TextField name="name" label="Product name" autoComplete="off" />
        <TextField name="minAmount" label="Smallest amount (₹)" inputMode="numeric" autoComplete="off" />
        <TextField name="maxAmount" label="Largest amount (₹)" inputMode="numeric" autoComplete="off" />
        <TextField name="minTenureMonths" label="Shortest tenure (months)" inputMode="numeric" autoComplete="off" />
        <TextField name="maxTenureMonths" label="Longest tenure (months)" inputMode="numeric" autoComplete="off" />
        <TextField
          name="exampleTenureMonths"
          label="Tenure of the APR example (months)"
          hint="The site's “from x % p.a.” example is worked over this tenure"
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField name="minAge" label="Youngest age" inputMode="numeric" autoComplete="off" />
        <TextField name="maxAge" label="Oldest age" inputMode="numeric" autoComplete="off" />
        <CheckboxGroupField
          name="employmentTypes"
          label="Lends to"
          options={OFFER_EMPLOYMENT_TYPES.map((type) => ({ value: type, label: EMPLOYMENT_TYPE_LABELS[type] }))}
        />
        <TextField name="minMonthlyIncome" label="Least monthly income (₹)" inputMode="numeric" autoComplete="off" />
        <TextField
          name="foirPercent"
          label="Share of income all EMIs may take (%)"
          hint="FOIR: the applicant's EMIs, this loan's included"
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField name="processingFeePercent" label="Processing fee (% of the amount, before GST)" inputMode="decimal" autoComplete="off" />
        <RateGrid label={label} />
        <TextAreaField name="penalCharges" label="Penal charges" />
        <TextAreaField name="foreclosure" label="Foreclosure" />
        <TextField
          name="coolingOffDays"
          label="Cooling-off days"
          hint="Days after disbursal the customer may leave the loan without a penalty"
          inputMode="numeric"
          autoComplete="off"
        />
        <SubmitButton>Save the {label.toLowerCase()}</SubmitButton>
      </Form>
      <SaveOutcome outcome={outcome} />
    </>
  );
}
