// What a lender's banker needs of a lead whose customer chose their offer: the terms chosen (and
// any later KFS the lender made), whether the customer still has to accept new terms, the
// cooling-off period after the disbursal and an exit request. And the notice, while a sanction
// is typed, that terms other than the accepted ones send the customer a new KFS to accept.
import { formatPaise } from '@platform/shared/finance';
import type { RoutedLead } from './bankers-api';
import { texts } from './texts';

export type LenderJourney = NonNullable<RoutedLead['lenderJourney']>;

const percent = (bps: number) => `${(bps / 100).toFixed(2)}%`;

/** The terms the customer last accepted: the chosen offer, or the latest acknowledged KFS. */
export function acceptedTerms(journey: LenderJourney) {
  const accepted = [...journey.kfsVersions].reverse().find((v) => v.acknowledgedAt !== null);
  return accepted ?? journey.chosenOffer;
}

export function ChosenOffer({ journey }: { journey: LenderJourney }) {
  const { t } = texts.useTexts();
  const offer = journey.chosenOffer;
  const latest = journey.kfsVersions.at(-1);
  return (
    <div className="chosen-offer" data-testid="chosen-offer">
      <p>
        {t('offer.chose', {
          lender: journey.lenderName,
          amount: formatPaise(offer.amountPaise),
          rate: percent(offer.rateBps),
          months: offer.tenureMonths,
          apr: percent(offer.aprBps),
          emi: formatPaise(offer.emiPaise),
          version: offer.kfsVersion,
        })}
      </p>
      {latest && (
        <p>
          {t('offer.kfs', {
            version: latest.version,
            amount: formatPaise(latest.amountPaise),
            rate: percent(latest.rateBps),
            months: latest.tenureMonths,
            apr: percent(latest.aprBps),
            state: latest.acknowledgedAt ? t('offer.accepted') : t('offer.waiting'),
          })}
        </p>
      )}
      {journey.coolingOff && (
        <p>
          {t('offer.coolingOff', { date: journey.coolingOff.endsOn })}
          {journey.exitRequest
            ? t('offer.exit', {
                date: journey.exitRequest.requestedAt.slice(0, 10),
                total: formatPaise(journey.exitRequest.totalPaise),
                days: journey.exitRequest.daysHeld,
              })
            : '.'}
          {journey.exitRequest?.status === 'closed' && journey.exitRequest.repaidPaise !== null
            ? t('offer.closed', { amount: formatPaise(journey.exitRequest.repaidPaise), date: journey.exitRequest.repaidOn })
            : ''}
        </p>
      )}
    </div>
  );
}

/** Shown under the sanction fields when the typed terms differ from the ones the customer accepted. */
export function TermsChangeNotice({
  journey,
  sanctionedAmount,
  interestRate,
  tenureMonths,
}: {
  journey: LenderJourney;
  sanctionedAmount: unknown;
  interestRate: unknown;
  tenureMonths: unknown;
}) {
  const { t } = texts.useTexts();
  const accepted = acceptedTerms(journey);
  // The amount may be typed in the Indian grouping (35,00,000).
  const typed = [sanctionedAmount, interestRate, tenureMonths].map((value) =>
    value === '' || value === undefined || value === null ? NaN : Number(String(value).replace(/,/g, '')),
  );
  if (typed.some((value) => Number.isNaN(value))) return null;
  const [amount, rate, months] = typed as [number, number, number];
  const differs = Math.round(amount * 100) !== accepted.amountPaise || Math.round(rate * 100) !== accepted.rateBps || months !== accepted.tenureMonths;
  if (!differs) return null;
  return (
    <p className="form__hint" role="status" data-testid="terms-change-notice">
      {t('offer.termsDiffer', { amount: formatPaise(accepted.amountPaise), rate: percent(accepted.rateBps), months: accepted.tenureMonths })}
    </p>
  );
}
