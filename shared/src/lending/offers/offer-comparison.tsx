// The offers side by side in one neutral view (RBI Digital Lending Directions 2025): lender, amount,
// tenure, rate, APR, EMI, total cost, fees, penal charges and a way to each offer's Key Fact
// Statement, in the order the method says (APR, then lender name). Nothing is pre-selected and no
// offer is marked as recommended. A table on a desktop; cards under 640 px, where a table's nine
// columns cannot be read.
import { useEffect, useState } from 'react';
import type { LoanOfferView } from '@platform/shared/contracts';
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

function kindOf(offer: LoanOfferView) {
  return `${offer.lenderKind === 'bank' ? 'Bank' : 'NBFC'}${offer.demo ? ', demo data' : ''}`;
}

export function OfferComparison({ offers, onOpen }: { offers: readonly LoanOfferView[]; onOpen: (offer: LoanOfferView) => void }) {
  const narrow = useNarrowScreen();
  const open = (offer: LoanOfferView) => (
    <button type="button" className="button" onClick={() => onOpen(offer)} aria-label={`Key Fact Statement of ${offer.lenderName}’s offer`}>
      Key Fact Statement
    </button>
  );
  if (narrow) {
    return (
      <ul className="offer-cards" data-testid="offer-cards">
        {offers.map((offer) => (
          <li key={offer.lenderId} className="card offer-card" data-testid="offer">
            <h3 className="card__title">{offer.lenderName}</h3>
            <p className="field__hint">{kindOf(offer)}</p>
            <dl className="profile-details">
              <div>
                <dt>APR (with fees)</dt>
                <dd>{percentOfBps(offer.aprBps)} p.a.</dd>
              </div>
              <div>
                <dt>Monthly EMI</dt>
                <dd>{formatPaise(offer.emiPaise)}</dd>
              </div>
              <div>
                <dt>Amount and tenure</dt>
                <dd>
                  {formatPaise(offer.amountPaise)} over {offer.tenureMonths} months
                </dd>
              </div>
              <div>
                <dt>Interest rate</dt>
                <dd>{percentOfBps(offer.rateBps)} p.a.</dd>
              </div>
              <div>
                <dt>Processing fee with GST</dt>
                <dd>{formatPaise(offer.processingFeePaise)}</dd>
              </div>
              <div>
                <dt>Total cost (interest and fees)</dt>
                <dd>{formatPaise(offer.totalCostPaise)}</dd>
              </div>
              <div>
                <dt>Penal charges</dt>
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
    <div className="schedule" tabIndex={0} role="region" aria-label="Offers compared">
      <table className="console-table offer-table" data-testid="offer-table">
        <caption className="visually-hidden">Offers, lowest APR first</caption>
        <thead>
          <tr>
            <th scope="col">Lender</th>
            <th scope="col">Amount</th>
            <th scope="col">Tenure</th>
            <th scope="col">Interest rate</th>
            <th scope="col">APR (with fees)</th>
            <th scope="col">Monthly EMI</th>
            <th scope="col">Processing fee with GST</th>
            <th scope="col">Total cost</th>
            <th scope="col">Penal charges</th>
            <th scope="col">
              <span className="visually-hidden">Key Fact Statement</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.lenderId} data-testid="offer">
              <th scope="row">
                {offer.lenderName}
                <br />
                <span className="field__hint">{kindOf(offer)}</span>
              </th>
              <td>{formatPaise(offer.amountPaise)}</td>
              <td>{offer.tenureMonths} months</td>
              <td>{percentOfBps(offer.rateBps)} p.a.</td>
              <td>{percentOfBps(offer.aprBps)} p.a.</td>
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
