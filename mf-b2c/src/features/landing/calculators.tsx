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
import { calculatorTexts } from './calculator-texts';
import type { LoanPricing } from './landing-content';

const RepaymentChart = lazy(() => import('./repayment-chart'));

type CalculatorT = ReturnType<typeof calculatorTexts.useTexts>['t'];
type FieldLabel = keyof (typeof calculatorTexts)['en']['label'];
type FieldUnit = keyof (typeof calculatorTexts)['en']['unit'];

interface FieldSpec {
  label: FieldLabel;
  min: number;
  max: number;
  step?: number;
  suffix?: FieldUnit;
}

/** A number box: the typed text, and the value when it is a number within range. The message is
 * worded at render time, so a language switch rewords an error already shown. */
function useNumberField(initial: number, spec: FieldSpec) {
  const [text, setText] = useState(String(initial));
  const value = Number(text.replace(/,/g, ''));
  const problem = text.trim() === '' || !Number.isFinite(value) ? 'missing' : value < spec.min || value > spec.max ? 'outOfRange' : null;
  return { text, setText, value: problem ? null : value, problem, spec };
}

function fieldError(t: CalculatorT, field: NumberField): string | null {
  const label = t(`label.${field.spec.label}`);
  // English keeps the sentence it always had ("Enter the loan amount"): the label in lower case.
  if (field.problem === 'missing') return t('field.enter', { field: label.toLowerCase() });
  if (field.problem !== 'outOfRange') return null;
  const range = { field: label, min: field.spec.min.toLocaleString('en-IN'), max: field.spec.max.toLocaleString('en-IN') };
  return field.spec.suffix ? t('field.betweenWithUnit', { ...range, unit: t(`unit.${field.spec.suffix}`) }) : t('field.between', range);
}

type NumberField = ReturnType<typeof useNumberField>;

function NumberInput({ field }: { field: NumberField }) {
  const id = useId();
  const { t } = calculatorTexts.useTexts();
  const error = fieldError(t, field);
  return (
    <label htmlFor={id}>
      {t(`label.${field.spec.label}`)}
      {field.spec.suffix ? ` (${t(`unit.${field.spec.suffix}`)})` : ''}
      <input
        id={id}
        inputMode="decimal"
        value={field.text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => field.setText(e.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
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
  const { t: kfs } = useTexts('kfs');
  const { t } = calculatorTexts.useTexts();
  const [showKfs, setShowKfs] = useState(false);
  const amount = useNumberField(pricing.amount.default, { label: 'loanAmount', min: pricing.amount.min, max: pricing.amount.max, suffix: 'rupees' });
  const rate = useNumberField(pricing.fromRate, { label: 'interestRate', min: 1, max: 40, suffix: 'percentAYear' });
  const months = useNumberField(pricing.months.default, { label: 'tenure', min: pricing.months.min, max: pricing.months.max, suffix: 'months' });
  const fee = useNumberField(pricing.processingFeePercent, { label: 'processingFee', min: 0, max: 5, suffix: 'percent' });
  const [showSchedule, setShowSchedule] = useState(false);

  const result = useMemo(() => {
    if (amount.value === null || rate.value === null || months.value === null || fee.value === null || !Number.isInteger(months.value)) return null;
    const terms = { principal: amount.value, annualRate: rate.value, months: months.value };
    const upfrontFees = processingFeeWithGst(amount.value, fee.value);
    const schedule = amortisation(terms);
    const periods =
      terms.months > 24
        ? yearlySummary(schedule).map((y) => ({ label: t('emi.year', { n: y.year }), principal: y.principal, interest: y.interest, closing: y.closing }))
        : schedule.map((m) => ({ label: t('emi.month', { n: m.month }), principal: m.principal, interest: m.interest, closing: m.closing }));
    return { cost: loanCost(terms), upfrontFees, apr: apr({ ...terms, upfrontFees }), periods };
  }, [amount.value, rate.value, months.value, fee.value, t]);

  return (
    <section className="calculator" aria-labelledby="emi-heading" data-testid="emi-calculator">
      <h2 id="emi-heading">{t('emi.heading')}</h2>
      <div className="calculator__inputs">
        <NumberInput field={amount} />
        <NumberInput field={rate} />
        <NumberInput field={months} />
        <NumberInput field={fee} />
      </div>
      {months.value !== null && !Number.isInteger(months.value) && <p className="field__error">{t('field.wholeMonths')}</p>}
      {result && (
        <>
          <Results
            label={t('emi.results')}
            rows={[
              [t('emi.monthly'), formatRupees(result.cost.emi)],
              [t('emi.totalInterest'), formatRupees(result.cost.totalInterest)],
              [t('emi.totalPayable'), formatRupees(result.cost.totalPayable)],
              [t('emi.fee'), formatRupees(result.upfrontFees)],
              [t('emi.apr'), t('emi.perYear', { rate: result.apr.toFixed(2) })],
            ]}
          />
          <p className="field__hint">{t('emi.aprHint', { received: formatRupees((amount.value ?? 0) - result.upfrontFees) })}</p>
          <p className="form__actions">
            <button type="button" className="button" aria-expanded={showSchedule} onClick={() => setShowSchedule((s) => !s)}>
              {showSchedule ? t('emi.hideSchedule') : t('emi.showSchedule')}
            </button>
            <button type="button" className="button" aria-expanded={showKfs} onClick={() => setShowKfs((s) => !s)} data-testid="see-kfs">
              {showKfs ? kfs('close') : kfs('open')}
            </button>
          </p>
          {showKfs && (
            <KeyFactStatement
              terms={{ principal: amount.value!, annualRate: rate.value!, months: months.value!, processingFeePercent: fee.value! }}
              acceptLabel={kfs('acceptAndApply')}
              onAccept={() => navigate(applyTo)}
            />
          )}
          {showSchedule && (
            <>
              <Suspense fallback={<p aria-busy="true">{t('emi.loadingChart')}</p>}>
                <RepaymentChart rows={result.periods} texts={{ chart: t('emi.chart'), principal: t('emi.chartPrincipal'), interest: t('emi.chartInterest') }} />
              </Suspense>
              <div className="schedule" tabIndex={0} role="region" aria-label={t('emi.schedule')}>
                <table data-testid="amortisation">
                  <thead>
                    <tr>
                      <th scope="col">{t('emi.period')}</th>
                      <th scope="col">{t('emi.principal')}</th>
                      <th scope="col">{t('emi.interest')}</th>
                      <th scope="col">{t('emi.balance')}</th>
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
  const { t } = calculatorTexts.useTexts();
  const income = useNumberField(50_000, { label: 'netIncome', min: 5_000, max: 10_000_000, suffix: 'rupees' });
  const existing = useNumberField(0, { label: 'existingEmis', min: 0, max: 10_000_000, suffix: 'rupeesAMonth' });
  const months = useNumberField(pricing.months.default, { label: 'tenure', min: pricing.months.min, max: pricing.months.max, suffix: 'months' });
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
      <h2 id="eligibility-heading">{t('eligibility.heading')}</h2>
      <p className="field__hint">{t('eligibility.hint', { foir: pricing.foirPercent, rate: pricing.fromRate })}</p>
      <div className="calculator__inputs">
        <NumberInput field={income} />
        <NumberInput field={existing} />
        <NumberInput field={months} />
      </div>
      {result && (
        <>
          <Results
            label={t('eligibility.results')}
            rows={[
              [t('eligibility.maxEmi'), formatRupees(result.maxEmi)],
              [t('eligibility.maxLoan'), formatRupees(Math.min(result.maxLoan, pricing.amount.max))],
            ]}
          />
          {result.maxEmi === 0 && <p role="status">{t('eligibility.noRoom')}</p>}
        </>
      )}
    </section>
  );
}

export function BalanceTransferCalculator({ pricing }: { pricing: LoanPricing }) {
  const { t } = calculatorTexts.useTexts();
  const outstanding = useNumberField(pricing.amount.default, { label: 'outstanding', min: pricing.amount.min, max: pricing.amount.max, suffix: 'rupees' });
  const current = useNumberField(Math.round((pricing.fromRate + 3) * 100) / 100, { label: 'currentRate', min: 1, max: 40, suffix: 'percentAYear' });
  const next = useNumberField(pricing.fromRate, { label: 'newRate', min: 1, max: 40, suffix: 'percentAYear' });
  const months = useNumberField(pricing.months.default, { label: 'remainingTenure', min: 1, max: pricing.months.max, suffix: 'months' });
  const foreclosure = useNumberField(0, { label: 'foreclosure', min: 0, max: 10, suffix: 'percent' });
  const fee = useNumberField(pricing.processingFeePercent, { label: 'newFee', min: 0, max: 5, suffix: 'percent' });
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
      <h2 id="bt-heading">{t('transfer.heading')}</h2>
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
            label={t('transfer.results')}
            rows={[
              [t('transfer.emiNow'), formatRupees(result.currentEmi)],
              [t('transfer.emiAfter'), formatRupees(result.newEmi)],
              [t('transfer.interestSaved'), formatRupees(result.currentInterest - result.newInterest)],
              [t('transfer.cost'), formatRupees(result.costs)],
              [t('transfer.netSaving'), formatRupees(result.netSaving)],
            ]}
          />
          <p role="status">{result.netSaving > 0 ? t('transfer.saves') : t('transfer.costsMore')}</p>
        </>
      )}
    </section>
  );
}
