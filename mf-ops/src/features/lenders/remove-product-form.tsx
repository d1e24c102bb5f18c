// Takes a product off a lender (the bank stopped it, or no longer sells it through us): from the
// next set of offers the lender is neither offered nor named unmatched for it, and the site no
// longer quotes it. A reason is asked for: it goes on the audit row beside the terms removed, so
// the product can be added back as it was.
import { useState } from 'react';
import { getErrorMessage, notify, spinner } from '@platform/shared';
import { LENDER_PRODUCT_LABELS, removeLenderProductSchema } from '@platform/shared/contracts';
import type { LenderProduct } from '@platform/shared/finance';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { useQueryClient } from '@platform/shared/query';
import { LENDERS_KEY, removeProduct, type LenderProductRemoval } from './lenders-api';
import { SaveOutcome, type Outcome } from './save-outcome';

export function RemoveProductForm({ lenderId, product, version }: { lenderId: string; product: LenderProduct; version: number }) {
  const queryClient = useQueryClient();
  const label = LENDER_PRODUCT_LABELS[product].toLowerCase();
  const [outcome, setOutcome] = useState<Outcome>(null);
  async function remove(values: LenderProductRemoval) {
    try {
      const answer = await spinner.during(removeProduct(lenderId, product, values));
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: [LENDERS_KEY] });
    } catch (error) {
      // Shown by the API client too; kept beside the reason typed, which stays.
      setOutcome({ saved: false, message: getErrorMessage(error) });
    }
  }
  return (
    <>
      <Form<LenderProductRemoval>
        schema={removeLenderProductSchema}
        defaultValues={{ seenVersion: version, reason: '' }}
        onSubmit={remove}
        aria-label={`Remove the ${label}`}
        className="ops-remove-product"
        key={version}
      >
        <TextField
          name="reason"
          label={`Why remove the ${label}?`}
          hint="Kept in the audit log with the terms removed. New offers no longer include this product; offers already shown keep it."
          autoComplete="off"
        />
        <SubmitButton>Remove the {label}</SubmitButton>
      </Form>
      <SaveOutcome outcome={outcome} />
    </>
  );
}
