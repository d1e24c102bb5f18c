// The offers side by side in one neutral view (RBI Digital Lending Directions 2025): lender, amount,
// tenure, rate, APR, EMI, total cost, fees, penal charges and a way to each offer's Key Fact
// Statement, in the order the method says (APR, then lender name). Nothing is pre-selected and no
// offer is marked as recommended. A table on a desktop; cards under 640 px, where a table's nine
// columns cannot be read.
import { useEffect, useState } from 'react';
import type { LoanOfferView } from '@platform/shared/contracts';
import { useTexts } from '@platform/shared/i18n';
import { formatPaise } from '../../finance/format';

const NARROW = '(max-width: 639px)';

/** Whether the screen is narrower than 640 px, following it as it changes (a phone turned). */
function useNarrowScreen(): boolean {
  const query = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : undefined;
  const [narrow, setNarrow] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const follow = (event: MediaQueryListEvent) => setNarrow(event.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [query]);
  return narrow;
}

export const percentOfBps = (bps: number) => `${(bps / 100).toFixed(2)}%`;

type LendingT = ReturnType<typeof useTexts<'lending'>>['t'];

function kindOf(offer: LoanOfferView, t: LendingT) {
  const kind = offer.lenderKind === 'bank' ? t('bank') : t('nbfc');
  return offer.demo ? t('demoKind', { kind }) : kind;
}

export function OfferComparison({ offers, onOpen }: { offers: readonly LoanOfferView[]; onOpen: (offer: LoanOfferView) => void }) {
  const narrow = useNarrowScreen();
  const { t } = useTexts('lending');
  const perYear = (bps: number) => t('perYear', { rate: percentOfBps(bps) });
  const open = (offer: LoanOfferView) => (
    <button type="button" className="button" onClick={() => onOpen(offer)} aria-label={t('openKfsLabel', { lender: offer.lenderName })}>
      {t('openKfs')}
    </button>
  );
  if (narrow) {
    return (
      <ul className="offer-cards" data-testid="offer-cards">
        {offers.map((offer) => (
          <li key={offer.lenderId} className="card offer-card" data-testid="offer">
            <h3 className="card__title">{offer.lenderName}</h3>
            <p className="field__hint">{kindOf(offer, t)}</p>
            <dl className="profile-details">
              <div>
                <dt>{t('aprWithFees')}</dt>
                <dd>{perYear(offer.aprBps)}</dd>
              </div>
              <div>
                <dt>{t('monthlyEmi')}</dt>
                <dd>{formatPaise(offer.emiPaise)}</dd>
              </div>
              <div>
                <dt>{t('amountAndTenure')}</dt>
                <dd>{t('amountOver', { amount: formatPaise(offer.amountPaise), months: offer.tenureMonths })}</dd>
              </div>
              <div>
                <dt>{t('interestRateColumn')}</dt>
                <dd>{perYear(offer.rateBps)}</dd>
              </div>
              <div>
                <dt>{t('processingFee')}</dt>
                <dd>{formatPaise(offer.processingFeePaise)}</dd>
              </div>
              <div>
                <dt>{t('totalCostLong')}</dt>
                <dd>{formatPaise(offer.totalCostPaise)}</dd>
              </div>
              <div>
                <dt>{t('penalCharges')}</dt>
                <dd>{offer.penalCharges}</dd>
              </div>
            </dl>
            {open(offer)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="schedule" tabIndex={0} role="region" aria-label={t('compared')}>
      <table className="console-table offer-table" data-testid="offer-table">
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lender')}</th>
            <th scope="col">{t('amount')}</th>
            <th scope="col">{t('tenure')}</th>
            <th scope="col">{t('interestRateColumn')}</th>
            <th scope="col">{t('aprWithFees')}</th>
            <th scope="col">{t('monthlyEmi')}</th>
            <th scope="col">{t('processingFee')}</th>
            <th scope="col">{t('totalCost')}</th>
            <th scope="col">{t('penalCharges')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('openKfs')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.lenderId} data-testid="offer">
              <th scope="row">
                {offer.lenderName}
                <br />
                <span className="field__hint">{kindOf(offer, t)}</span>
              </th>
              <td>{formatPaise(offer.amountPaise)}</td>
              <td>{t('months', { count: offer.tenureMonths })}</td>
              <td>{perYear(offer.rateBps)}</td>
              <td>{perYear(offer.aprBps)}</td>
              <td>{formatPaise(offer.emiPaise)}</td>
              <td>{formatPaise(offer.processingFeePaise)}</td>
              <td>{formatPaise(offer.totalCostPaise)}</td>
              <td>{offer.penalCharges}</td>
              <td>{open(offer)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
