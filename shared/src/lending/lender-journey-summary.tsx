// The lender's part of a lead's one timeline, read-only, for those who help the customer but do
// not choose for them: the shop's sale page and the telecaller's lead. The offer chosen, each KFS
// the lender made and whether the customer accepted it, the cooling-off period and any exit
// request. (The customer's own page has the actions: accept a KFS, ask to exit.)
import type { LenderJourneyData } from './lender-journey-types';
import { formatPaise } from '../finance';

const percent = (bps: number) => `${(bps / 100).toFixed(2)}%`;
const day = (iso: string) => iso.slice(0, 10);

export function LenderJourneySummary({ journey }: { journey: LenderJourneyData }) {
  const offer = journey.chosenOffer;
  return (
    <section className="lender-journey" aria-label={`Lender chosen: ${journey.lenderName}`} data-testid="lender-journey">
      <h3>Lender chosen by the customer: {journey.lenderName}</h3>
      <ul>
        <li>
          {day(journey.offerChosenAt)}: chose {formatPaise(offer.amountPaise)} at {percent(offer.rateBps)} for {offer.tenureMonths} months (APR{' '}
          {percent(offer.aprBps)}, EMI {formatPaise(offer.emiPaise)}); accepted KFS version {offer.kfsVersion} by OTP.
        </li>
        {journey.kfsVersions.map((v) => (
          <li key={v.version}>
            {day(v.createdAt)}: {journey.lenderName} sanctioned other terms, {formatPaise(v.amountPaise)} at {percent(v.rateBps)} for {v.tenureMonths} months
            (KFS version {v.version});{' '}
            {v.acknowledgedAt ? `the customer accepted them on ${day(v.acknowledgedAt)}.` : 'waiting for the customer to accept them by OTP.'}
          </li>
        ))}
        {journey.coolingOff && (
          <li>
            Cooling-off period until {journey.coolingOff.endsOn} ({journey.coolingOff.days} days from the disbursal on {journey.coolingOff.disbursedOn}).
          </li>
        )}
        {journey.exitRequest && (
          <li>
            {day(journey.exitRequest.requestedAt)}: the customer asked to exit, repaying {formatPaise(journey.exitRequest.totalPaise)}; sent to the lender
            {journey.exitRequest.sentToLenderAt ? ` on ${day(journey.exitRequest.sentToLenderAt)}` : ' (not yet delivered)'}.
          </li>
        )}
      </ul>
    </section>
  );
}
