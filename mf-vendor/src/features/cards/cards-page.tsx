// /vender/cards (every card on offer) and the five bank pages (/vender/cards/<bank>): fees, rewards
// and who is eligible, from GET /card/get-cards. "Apply" starts the two-step application with
// that card chosen.
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@platform/shared';
import { useQuery } from '@platform/shared/query';
import { bankOfCard, CARD_BANKS, type CardBankSlug, type CreditCard } from '@platform/shared/schemas';
import { QueryState } from '../../components/query-state';
import { readCardDraft, saveCardDraft } from './card-application-draft';
import { cardQueryKeys, fetchCards } from './cards-api';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const fee = (amount: number) => (amount === 0 ? 'Free' : `${rupees.format(amount)} + GST`);

function CardTile({ card }: { card: CreditCard }) {
  const navigate = useNavigate();
  const bank = bankOfCard(card.bank);
  const e = card.eligibility;
  return (
    <li className="tile" data-testid="credit-card" aria-labelledby={`card-${card.id}`}>
      <h3 className="tile__title" id={`card-${card.id}`}>
        {bank.name} {card.name}
      </h3>
      <dl className="profile-details">
        <div>
          <dt>Joining fee</dt>
          <dd>{fee(card.joiningFee)}</dd>
        </div>
        <div>
          <dt>Annual fee</dt>
          <dd>
            {fee(card.annualFee)}
            {card.feeWaiver ? ` (${card.feeWaiver})` : ''}
          </dd>
        </div>
        <div>
          <dt>Eligibility</dt>
          <dd>
            {e.minAge}–{e.maxAge} years, {e.employment.join(' or ')}, monthly income from {rupees.format(e.minMonthlyIncome)}
          </dd>
        </div>
      </dl>
      <ul>
        {card.rewards.map((reward) => (
          <li key={reward}>{reward}</li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--primary"
        aria-label={`Apply for ${bank.name} ${card.name}`}
        onClick={() => {
          // A new choice starts a new application; the applicant typed so far stays.
          saveCardDraft({ applicant: { ...readCardDraft().applicant, cardId: card.id }, applicantDone: false, idempotencyKey: undefined });
          navigate('/vender/cards/form-1');
        }}
      >
        Apply
      </button>
    </li>
  );
}

function BankLinks() {
  return (
    <nav aria-label="Banks">
      <ul className="pager">
        <li>
          <Link to="/vender/cards">All banks</Link>
        </li>
        {CARD_BANKS.map((bank) => (
          <li key={bank.slug}>
            <Link to={`/vender/cards/${bank.slug}`}>{bank.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Catalogue({ bank }: { bank?: CardBankSlug }) {
  const cards = useQuery({ queryKey: cardQueryKeys.catalogue, queryFn: fetchCards });
  const name = bank ? bankOfCard(bank).name : undefined;
  return (
    <Page
      title={name ? `${name} credit cards` : 'Credit cards'}
      intro="Compare fees, rewards and eligibility with your customer, then apply in two steps: the applicant, then employment, income and KYC."
      wide
    >
      <BankLinks />
      <QueryState query={cards}>
        {(data) => {
          const shown = bank ? data.cards.filter((card) => card.bank === bank) : data.cards;
          return shown.length === 0 ? (
            <p>No cards from {name} are on offer right now.</p>
          ) : (
            <ul className="grid" aria-label="Cards on offer">
              {shown.map((card) => (
                <CardTile key={card.id} card={card} />
              ))}
            </ul>
          );
        }}
      </QueryState>
    </Page>
  );
}

export function CardsPage() {
  return <Catalogue />;
}

/** /vender/cards/<bank>: the last path segment names the bank (the route table mounts only the five). */
export function BankCardsPage() {
  const slug = useLocation().pathname.replace(/\/+$/, '').split('/').pop() as CardBankSlug;
  return <Catalogue key={slug} bank={slug} />;
}
