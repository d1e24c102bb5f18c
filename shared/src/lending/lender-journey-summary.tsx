// The lender's part of a lead's one timeline, read-only, for those who help the customer but do
// not choose for them: the shop's sale page and the telecaller's lead. The offer chosen, each KFS
// the lender made and whether the customer accepted it, the cooling-off period and any exit
// request. (The customer's own page has the actions: accept a KFS, ask to exit.)
import { useTexts } from '@platform/shared/i18n';
import type { LenderJourneyData } from './lender-journey-types';
import { formatPaise } from '../finance';

const percent = (bps: number) => `${(bps / 100).toFixed(2)}%`;
const day = (iso: string) => iso.slice(0, 10);

export function LenderJourneySummary({ journey }: { journey: LenderJourneyData }) {
  const { t } = useTexts('lending');
  const offer = journey.chosenOffer;
  const lender = journey.lenderName;
  const exit = journey.exitRequest;
  return (
    <section className="lender-journey" aria-label={t('journeyLabel', { lender })} data-testid="lender-journey">
      <h3>{t('journeyHeading', { lender })}</h3>
      <ul>
        <li>
          {t('journeyChose', {
            day: day(journey.offerChosenAt),
            amount: formatPaise(offer.amountPaise),
            rate: percent(offer.rateBps),
            months: offer.tenureMonths,
            apr: percent(offer.aprBps),
            emi: formatPaise(offer.emiPaise),
            version: offer.kfsVersion,
          })}
        </li>
        {journey.kfsVersions.map((v) => (
          <li key={v.version}>
            {t('journeyOtherTerms', {
              day: day(v.createdAt),
              lender,
              amount: formatPaise(v.amountPaise),
              rate: percent(v.rateBps),
              months: v.tenureMonths,
              version: v.version,
            })}{' '}
            {v.acknowledgedAt ? t('journeyAcceptedOn', { day: day(v.acknowledgedAt) }) : t('journeyWaiting')}
          </li>
        ))}
        {journey.coolingOff && (
          <li>{t('journeyCoolingOff', { endsOn: journey.coolingOff.endsOn, days: journey.coolingOff.days, disbursedOn: journey.coolingOff.disbursedOn })}</li>
        )}
        {exit && (
          <li>
            {exit.sentToLenderAt
              ? t('journeyExitSent', { day: day(exit.requestedAt), total: formatPaise(exit.totalPaise), sentOn: day(exit.sentToLenderAt) })
              : t('journeyExitNotSent', { day: day(exit.requestedAt), total: formatPaise(exit.totalPaise) })}
          </li>
        )}
      </ul>
    </section>
  );
}
