// The lender's banker closes a customer's cooling-off exit once the customer has repaid: the amount
// as the lender's books have it (in rupees and paise, pre-filled with what the customer was told to
// repay, which may differ a day later) and the day it was repaid. The server checks the day (not
// before the request, not in the future), that the banker is of the lender chosen, and audits it;
// the customer's timeline then shows the loan closed.
import { closeExitSchema } from '@platform/shared/contracts';
import { formatPaise } from '@platform/shared/finance';
import { notify, spinner } from '@platform/shared';
import { Form, NumberField, SubmitButton, TextField } from '@platform/shared/forms';
import { useQueryClient } from '@platform/shared/query';
import { indianToday } from '@platform/shared/schemas';
import { number, type InferType } from 'yup';
import { closeExitRequest } from './bankers-api';
import type { LenderJourney } from './chosen-offer';
import { texts } from './texts';

/** "3,50,173.51" or "₹ 350173.51" as typed; an empty box is missing, not "not a number". */
const readRupees = (_value: unknown, typed: unknown) => {
  if (typeof typed !== 'string') return typed ?? undefined;
  const cleaned = typed.replace(/[₹,\s]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
};

/** The contract's day as it is; the amount in rupees as a person types it, sent in paise. */
export const exitCloseFormSchema = closeExitSchema.pick(['repaidOn']).shape({
  repaidRupees: number()
    .transform(readRupees)
    .typeError('Enter the amount repaid in rupees, e.g. 3,50,173.51')
    .required('Amount repaid is required')
    .moreThan(0, 'Amount repaid must be more than nothing')
    .test('paise', 'Enter rupees with at most two decimals', (value) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6),
});

type ExitCloseValues = InferType<typeof exitCloseFormSchema>;

export function ExitRequestCloseForm({ leadId, customerName, journey }: { leadId: string; customerName: string; journey: LenderJourney }) {
  const queryClient = useQueryClient();
  const { t } = texts.useTexts();
  const exit = journey.exitRequest;
  if (!exit || exit.status !== 'open') return null;
  async function close(values: ExitCloseValues) {
    const answer = await spinner.during(closeExitRequest(leadId, Math.round(values.repaidRupees * 100), values.repaidOn));
    notify.success(answer.message);
    await queryClient.invalidateQueries({ queryKey: ['banker'] });
  }
  return (
    <Form<ExitCloseValues>
      schema={exitCloseFormSchema}
      defaultValues={{ repaidRupees: exit.totalPaise / 100, repaidOn: indianToday() }}
      onSubmit={close}
      aria-label={t('exitClose.form', { name: customerName })}
      className="banker-exit-close"
    >
      <p>{t('exitClose.told', { total: formatPaise(exit.totalPaise) })}</p>
      <NumberField name="repaidRupees" label={t('exitClose.amount')} inputMode="decimal" />
      <TextField name="repaidOn" label={t('exitClose.on')} type="date" max={indianToday()} />
      <div className="form__actions">
        <SubmitButton>{t('exitClose.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
