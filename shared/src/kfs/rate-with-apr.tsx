// A rate never appears alone (RBI Digital Lending Directions): wherever the site names an
// interest rate it shows the APR beside it, worked out by the shared finance function from the
// rate, the processing fee with its GST and the tenure, not typed next to it.
import { apr, processingFeeWithGst } from '../finance/loan-maths';
import { rateTexts } from './rate-texts';

/** A fee given as a % of the amount makes the APR the same for any amount; ₹1 lakh is the example. */
const EXAMPLE_AMOUNT = 100_000;

export function aprFor(rate: number, processingFeePercent: number, months: number): number {
  return apr({ principal: EXAMPLE_AMOUNT, annualRate: rate, months, upfrontFees: processingFeeWithGst(EXAMPLE_AMOUNT, processingFeePercent) });
}

export function RateWithApr({
  rate,
  processingFeePercent,
  months,
  from = false,
}: {
  rate: number;
  processingFeePercent: number;
  months: number;
  from?: boolean;
}) {
  const { t } = rateTexts.useTexts();
  return (
    <span className="rate-with-apr" data-testid="rate-with-apr">
      {t(from ? 'rateFrom' : 'rate', { rate })}{' '}
      <span className="rate-with-apr__apr">{t('apr', { apr: aprFor(rate, processingFeePercent, months).toFixed(2), months })}</span>
    </span>
  );
}
