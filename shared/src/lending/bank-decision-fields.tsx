import { NumberField, TextField } from '@platform/shared/forms';
import { BANK_RATE_MAX_PERCENT, BANK_TENURE_MAX_MONTHS, indianToday } from '@platform/shared/schemas';

/**
 * The facts a sanction or a disbursal carries, shown for that decision only (the schemas drop
 * them for any other move). `decision` is the status the form is set to record.
 */
export function BankDecisionFields({ decision }: { decision: string | undefined }) {
  if (decision === 'sanctioned') {
    return (
      <fieldset className="form__group" data-testid="sanction-facts">
        <legend>What the bank sanctioned</legend>
        <NumberField name="sanctionedAmount" label="Sanctioned amount (₹)" />
        <TextField
          name="interestRate"
          label="Interest rate (% a year)"
          inputMode="decimal"
          autoComplete="off"
          hint={`For example 10.5 (at most ${BANK_RATE_MAX_PERCENT})`}
        />
        <TextField name="tenureMonths" label="Tenure (months)" inputMode="numeric" autoComplete="off" hint={`At most ${BANK_TENURE_MAX_MONTHS} months`} />
      </fieldset>
    );
  }
  if (decision === 'disbursed') {
    return (
      <fieldset className="form__group" data-testid="disbursal-facts">
        <legend>What the bank paid out</legend>
        <NumberField name="disbursedAmount" label="Disbursed amount (₹)" hint="The commission is worked out on this amount." />
        <TextField name="disbursedOn" label="Disbursal date" type="date" max={indianToday()} />
        <TextField name="lenderReference" label="Lender’s reference" autoComplete="off" hint="The loan account or disbursal reference the bank gave" />
      </fieldset>
    );
  }
  return null;
}
