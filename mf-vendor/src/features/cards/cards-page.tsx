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
import { texts } from './texts';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const fee = (amount: number) => (amount === 0 ? texts.t('tile.free') : texts.t('tile.plusGst', { amount: rupees.format(amount) }));

function CardTile({ card }: { card: CreditCard }) {
  const navigate = useNavigate();
  const bank = bankOfCard(card.bank);
  const e = card.eligibility;
  const { t } = texts.useTexts();
  return (
    <li className="tile" data-testid="credit-card" aria-labelledby={`card-${card.id}`}>
      <h3 className="tile__title" id={`card-${card.id}`}>
        {bank.name} {card.name}
      </h3>
      <dl className="profile-details">
        <div>
          <dt>{t('tile.joining')}</dt>
          <dd>{fee(card.joiningFee)}</dd>
        </div>
        <div>
          <dt>{t('tile.annual')}</dt>
          <dd>
            {fee(card.annualFee)}
            {card.feeWaiver ? ` (${card.feeWaiver})` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('tile.eligibility')}</dt>
          <dd>
            {t('tile.eligibilityText', {
              min: e.minAge,
              max: e.maxAge,
              employment: e.employment.map((kind) => t(`tile.employment.${kind}`)).join(t('tile.or')),
              income: rupees.format(e.minMonthlyIncome),
            })}
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
        aria-label={t('tile.applyFor', { card: `${bank.name} ${card.name}` })}
        onClick={() => {
          // A new choice starts a new application; the applicant typed so far stays.
          saveCardDraft({ applicant: { ...readCardDraft().applicant, cardId: card.id }, applicantDone: false, idempotencyKey: undefined });
          navigate('/vender/cards/form-1');
        }}
      >
        {t('tile.apply')}
      </button>
    </li>
  );
}

function BankLinks() {
  const { t } = texts.useTexts();
  return (
    <nav aria-label={t('catalogue.banks')}>
      <ul className="pager">
        <li>
          <Link to="/vender/cards">{t('catalogue.allBanks')}</Link>
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
  const { t } = texts.useTexts();
  return (
    <Page title={name ? t('catalogue.bankTitle', { bank: name }) : t('catalogue.title')} intro={t('catalogue.intro')} wide>
      <BankLinks />
      <QueryState query={cards}>
        {(data) => {
          const shown = bank ? data.cards.filter((card) => card.bank === bank) : data.cards;
          return shown.length === 0 ? (
            <p>{t('catalogue.none', { bank: name })}</p>
          ) : (
            <ul className="grid" aria-label={t('catalogue.onOffer')}>
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
