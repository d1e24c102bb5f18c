// The landing pages' calculators: EMI with the amortisation schedule and APR, eligibility from
// income (FOIR), and the net saving of a balance transfer. All arithmetic is in
// @platform/shared/finance (unit-tested against banks' published figures); this file only reads
// the inputs, says what is wrong with them, and shows the results. What a visitor types stays in
// the box even when it is out of range: the message says why, and the last valid result is cleared.
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { amortisation, apr, balanceTransferSaving, eligibility, formatRupees, loanCost, processingFeeWithGst, yearlySummary } from '@platform/shared/finance';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '@platform/shared/i18n';
import { KeyFactStatement } from '@platform/shared/kfs';
import type { LoanPricing } from './landing-content';

const RepaymentChart = lazy(() => import('./repayment-chart'));

interface FieldSpec {
  label: string;
  min: number;
  max: number;
  step?: number;
  suffix?: string;
}

/** A number box: the typed text, and the value when it is a number within range. */
function useNumberField(initial: number, spec: FieldSpec) {
  const [text, setText] = useState(String(initial));
  const value = Number(text.replace(/,/g, ''));
  const error =
    text.trim() === '' || !Number.isFinite(value)
      ? `Enter the ${spec.label.toLowerCase()}`
      : value < spec.min || value > spec.max
        ? `${spec.label} must be between ${spec.min.toLocaleString('en-IN')} and ${spec.max.toLocaleString('en-IN')}${spec.suffix ? ` ${spec.suffix}` : ''}`
        : null;
  return { text, setText, value: error ? null : value, error, spec };
}

type NumberField = ReturnType<typeof useNumberField>;

function NumberInput({ field }: { field: NumberField }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {field.spec.label}
      {field.spec.suffix ? ` (${field.spec.suffix})` : ''}
      <input
        id={id}
        inputMode="decimal"
        value={field.text}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${id}-error` : undefined}
        onChange={(e) => field.setText(e.target.value)}
      />
      {field.error && (
        <span id={`${id}-error`} className="field__error" role="alert">
          {field.error}
        </span>
      )}
    </label>
  );
}

function Results({ rows, label }: { rows: Array<[string, string]>; label: string }) {
  return (
    <dl className="calculator__results" aria-label={label} aria-live="polite">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * `applyTo` is the application form: the calculator's "See Key Fact Statement" shows the KFS for
 * the figures typed, and accepting it (after "I have read the KFS") goes on to apply.
 */
export function EmiCalculator({ pricing, applyTo }: { pricing: LoanPricing; applyTo: string }) {
  const navigate = useNavigate();
  const { t } = useTexts('kfs');
  const [showKfs, setShowKfs] = useState(false);
  const amount = useNumberField(pricing.amount.default, { label: 'Loan amount', min: pricing.amount.min, max: pricing.amount.max, suffix: '₹' });
  const rate = useNumberField(pricing.fromRate, { label: 'Interest rate', min: 1, max: 40, suffix: '% p.a.' });
  const months = useNumberField(pricing.months.default, { label: 'Tenure', min: pricing.months.min, max: pricing.months.max, suffix: 'months' });
  const fee = useNumberField(pricing.processingFeePercent, { label: 'Processing fee', min: 0, max: 5, suffix: '%' });
  const [showSchedule, setShowSchedule] = useState(false);

  const result = useMemo(() => {
    if (amount.value === null || rate.value === null || months.value === null || fee.value === null || !Number.isInteger(months.value)) return null;
    const terms = { principal: amount.value, annualRate: rate.value, months: months.value };
    const upfrontFees = processingFeeWithGst(amount.value, fee.value);
    const schedule = amortisation(terms);
    const periods =
      terms.months > 24
        ? yearlySummary(schedule).map((y) => ({ label: `Year ${y.year}`, principal: y.principal, interest: y.interest, closing: y.closing }))
        : schedule.map((m) => ({ label: `Month ${m.month}`, principal: m.principal, interest: m.interest, closing: m.closing }));
    return { cost: loanCost(terms), upfrontFees, apr: apr({ ...terms, upfrontFees }), periods };
  }, [amount.value, rate.value, months.value, fee.value]);

  return (
    <section className="calculator" aria-labelledby="emi-heading" data-testid="emi-calculator">
      <h2 id="emi-heading">EMI calculator</h2>
      <div className="calculator__inputs">
        <NumberInput field={amount} />
        <NumberInput field={rate} />
        <NumberInput field={months} />
        <NumberInput field={fee} />
      </div>
      {months.value !== null && !Number.isInteger(months.value) && <p className="field__error">Enter the tenure in whole months</p>}
      {result && (
        <>
          <Results
            label="EMI results"
            rows={[
              ['Monthly EMI', formatRupees(result.cost.emi)],
              ['Total interest', formatRupees(result.cost.totalInterest)],
              ['Total of EMIs', formatRupees(result.cost.totalPayable)],
              ['Processing fee with GST', formatRupees(result.upfrontFees)],
              ['APR (with fees)', `${result.apr.toFixed(2)}% p.a.`],
            ]}
          />
          <p className="field__hint">
            The APR is the yearly cost including the processing fee and its GST: you receive {formatRupees((amount.value ?? 0) - result.upfrontFees)} but repay
            EMIs on the full amount.
          </p>
          <p className="form__actions">
            <button type="button" className="button" aria-expanded={showSchedule} onClick={() => setShowSchedule((s) => !s)}>
              {showSchedule ? 'Hide repayment schedule' : 'Show repayment schedule'}
            </button>
            <button type="button" className="button" aria-expanded={showKfs} onClick={() => setShowKfs((s) => !s)} data-testid="see-kfs">
              {showKfs ? t('close') : t('open')}
            </button>
          </p>
          {showKfs && (
            <KeyFactStatement
              terms={{ principal: amount.value!, annualRate: rate.value!, months: months.value!, processingFeePercent: fee.value! }}
              acceptLabel={t('acceptAndApply')}
              onAccept={() => navigate(applyTo)}
            />
          )}
          {showSchedule && (
            <>
              <Suspense fallback={<p aria-busy="true">Loading chart…</p>}>
                <RepaymentChart rows={result.periods} />
              </Suspense>
              <div className="schedule" tabIndex={0} role="region" aria-label="Repayment schedule">
                <table data-testid="amortisation">
                  <thead>
                    <tr>
                      <th scope="col">Period</th>
                      <th scope="col">Principal</th>
                      <th scope="col">Interest</th>
                      <th scope="col">Balance</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.periods.map((p) => (
                      <tr key={p.label}>
                        <th scope="row">{p.label}</th>
                        <td>{formatRupees(p.principal)}</td>
                        <td>{formatRupees(p.interest)}</td>
                        <td>{formatRupees(Math.max(0, p.closing))}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}

export function EligibilityCalculator({ pricing }: { pricing: LoanPricing }) {
  const income = useNumberField(50_000, { label: 'Net monthly income', min: 5_000, max: 10_000_000, suffix: '₹' });
  const existing = useNumberField(0, { label: 'EMIs you already pay', min: 0, max: 10_000_000, suffix: '₹ a month' });
  const months = useNumberField(pricing.months.default, { label: 'Tenure', min: pricing.months.min, max: pricing.months.max, suffix: 'months' });
  const result =
    income.value !== null && existing.value !== null && months.value !== null && Number.isInteger(months.value)
      ? eligibility({
          monthlyIncome: income.value,
          existingEmis: existing.value,
          foirPercent: pricing.foirPercent,
          annualRate: pricing.fromRate,
          months: months.value,
        })
      : null;
  return (
    <section className="calculator" aria-labelledby="eligibility-heading" data-testid="eligibility-calculator">
      <h2 id="eligibility-heading">How much can I borrow?</h2>
      <p className="field__hint">
        Lenders let all your EMIs together take up to {pricing.foirPercent}% of your net income (FOIR). Worked at {pricing.fromRate}% p.a.
      </p>
      <div className="calculator__inputs">
        <NumberInput field={income} />
        <NumberInput field={existing} />
        <NumberInput field={months} />
      </div>
      {result && (
        <>
          <Results
            label="Eligibility results"
            rows={[
              ['EMI you can take on', formatRupees(result.maxEmi)],
              ['Loan you may get', formatRupees(Math.min(result.maxLoan, pricing.amount.max))],
            ]}
          />
          {result.maxEmi === 0 && <p role="status">Your current EMIs already use the share of income lenders allow; closing one first would help.</p>}
        </>
      )}
    </section>
  );
}

export function BalanceTransferCalculator({ pricing }: { pricing: LoanPricing }) {
  const outstanding = useNumberField(pricing.amount.default, { label: 'Amount still owed', min: pricing.amount.min, max: pricing.amount.max, suffix: '₹' });
  const current = useNumberField(Math.round((pricing.fromRate + 3) * 100) / 100, { label: 'Current rate', min: 1, max: 40, suffix: '% p.a.' });
  const next = useNumberField(pricing.fromRate, { label: 'New rate', min: 1, max: 40, suffix: '% p.a.' });
  const months = useNumberField(pricing.months.default, { label: 'Remaining tenure', min: 1, max: pricing.months.max, suffix: 'months' });
  const foreclosure = useNumberField(0, { label: 'Foreclosure charge', min: 0, max: 10, suffix: '%' });
  const fee = useNumberField(pricing.processingFeePercent, { label: 'New processing fee', min: 0, max: 5, suffix: '%' });
  const ready = [outstanding, current, next, months, foreclosure, fee].every((f) => f.value !== null) && Number.isInteger(months.value);
  const result = ready
    ? (() => {
        const costs = processingFeeWithGst(outstanding.value!, fee.value!) + (outstanding.value! * foreclosure.value!) / 100;
        return {
          costs,
          ...balanceTransferSaving({
            outstanding: outstanding.value!,
            currentRate: current.value!,
            newRate: next.value!,
            remainingMonths: months.value!,
            switchingCosts: costs,
          }),
        };
      })()
    : null;
  return (
    <section className="calculator" aria-labelledby="bt-heading" data-testid="balance-transfer-calculator">
      <h2 id="bt-heading">What will I save by moving?</h2>
      <div className="calculator__inputs">
        <NumberInput field={outstanding} />
        <NumberInput field={current} />
        <NumberInput field={next} />
        <NumberInput field={months} />
        <NumberInput field={foreclosure} />
        <NumberInput field={fee} />
      </div>
      {result && (
        <>
          <Results
            label="Balance transfer results"
            rows={[
              ['EMI now', formatRupees(result.currentEmi)],
              ['EMI after moving', formatRupees(result.newEmi)],
              ['Interest saved', formatRupees(result.currentInterest - result.newInterest)],
              ['Cost of moving', formatRupees(result.costs)],
              ['Net saving', formatRupees(result.netSaving)],
            ]}
          />
          <p role="status">
            {result.netSaving > 0 ? 'Moving saves money after all the fees.' : 'Moving costs more than it saves: ask your lender to lower the rate instead.'}
          </p>
        </>
      )}
    </section>
  );
}
