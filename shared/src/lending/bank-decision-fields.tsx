import { NumberField, TextField } from '@platform/shared/forms';
import { useTexts } from '@platform/shared/i18n';
import { BANK_RATE_MAX_PERCENT, BANK_TENURE_MAX_MONTHS, indianToday } from '@platform/shared/schemas';

/**
 * The facts a sanction or a disbursal carries, shown for that decision only (the schemas drop
 * them for any other move). `decision` is the status the form is set to record.
 */
export function BankDecisionFields({ decision }: { decision: string | undefined }) {
  const { t } = useTexts('lending');
  if (decision === 'sanctioned') {
    return (
      <fieldset className="form__group" data-testid="sanction-facts">
        <legend>{t('sanctionedLegend')}</legend>
        <NumberField name="sanctionedAmount" label={t('sanctionedAmount')} />
        <TextField
          name="interestRate"
          label={t('interestRate')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('interestRateHint', { max: BANK_RATE_MAX_PERCENT })}
        />
        <TextField
          name="tenureMonths"
          label={t('tenureMonths')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('tenureHint', { max: BANK_TENURE_MAX_MONTHS })}
        />
      </fieldset>
    );
  }
  if (decision === 'disbursed') {
    return (
      <fieldset className="form__group" data-testid="disbursal-facts">
        <legend>{t('paidOutLegend')}</legend>
        <NumberField name="disbursedAmount" label={t('disbursedAmount')} hint={t('disbursedAmountHint')} />
        <TextField name="disbursedOn" label={t('disbursedOn')} type="date" max={indianToday()} />
        <TextField name="lenderReference" label={t('lenderReference')} autoComplete="off" hint={t('lenderReferenceHint')} />
      </fieldset>
    );
  }
  return null;
}
