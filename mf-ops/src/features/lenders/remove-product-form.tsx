// Takes a product off a lender (the bank stopped it, or no longer sells it through us): from the
// next set of offers the lender is neither offered nor named unmatched for it, and the site no
// longer quotes it. A reason is asked for: it goes on the audit row beside the terms removed, so
// the product can be added back as it was.
import { useState } from 'react';
import { notify, spinner } from '@platform/shared';
import { removeLenderProductSchema } from '@platform/shared/contracts';
import type { LenderProduct } from '@platform/shared/finance';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { useQueryClient } from '@platform/shared/query';
import { LENDERS_KEY, removeProduct, type LenderProductRemoval } from './lenders-api';
import { SaveOutcome, type Outcome } from './save-outcome';
import { texts } from './texts';

export function RemoveProductForm({ lenderId, product, version }: { lenderId: string; product: LenderProduct; version: number }) {
  const queryClient = useQueryClient();
  const { t } = texts.useTexts();
  // Lower case inside the English sentences ("Remove the personal loan"); Devanagari has no case.
  const label = t(`products.${product}`).toLowerCase();
  const [outcome, setOutcome] = useState<Outcome>(null);
  async function remove(values: LenderProductRemoval) {
    try {
      const answer = await spinner.during(removeProduct(lenderId, product, values));
      notify.success(answer);
      await queryClient.invalidateQueries({ queryKey: [LENDERS_KEY] });
    } catch (error) {
      // Shown by the API client too; kept beside the reason typed, which stays.
      setOutcome({ saved: false, error });
    }
  }
  return (
    <>
      <Form<LenderProductRemoval>
        schema={removeLenderProductSchema}
        defaultValues={{ seenVersion: version, reason: '' }}
        onSubmit={remove}
        aria-label={t('remove.form', { product: label })}
        className="ops-remove-product"
        key={version}
      >
        <TextField name="reason" label={t('remove.why', { product: label })} hint={t('remove.hint')} autoComplete="off" />
        <SubmitButton>{t('remove.form', { product: label })}</SubmitButton>
      </Form>
      <SaveOutcome outcome={outcome} />
    </>
  );
}
