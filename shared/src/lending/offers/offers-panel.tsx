// The offers for one application (POST /api/offers): the three figures the application does not
// state, then every matching lender side by side, the lenders that did not match with their
// reasons, and the method in plain words. Used by the customer's area and by a shop for its
// customer at the counter; each set shown is stored by the API.
import { useState } from 'react';
import { showOffers, type ChosenOffer, type LoanOfferView, type OfferSet } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import { Form, NumberField, SubmitButton } from '@platform/shared/forms';
import { useLanguage } from '@platform/shared';
import { useTexts } from '@platform/shared/i18n';
import { formatPaise } from '../../finance/format';
import { offerMethod, unmatchedReasonText, type UnmatchedReason } from '../../finance/offer-texts';
import { offersAskSchema, type OffersAskInput } from '@platform/shared/contracts';
import { OfferChoice } from './offer-choice';
import { OfferComparison, percentOfBps } from './offer-comparison';

export interface OffersPanelProps {
  leadId: string;
  /** A shop asking for its customer at the counter. */
  atCounter?: boolean;
}

function Chosen({ chosen }: { chosen: ChosenOffer }) {
  const { t } = useTexts('lending');
  return (
    <div className="card" role="status" data-testid="offer-chosen">
      <h3 className="card__title">{t('chosenHeading', { lender: chosen.lenderName })}</h3>
      <p>
        {t('chosenBody', {
          amount: formatPaise(chosen.amountPaise),
          months: chosen.tenureMonths,
          rate: percentOfBps(chosen.rateBps),
          apr: percentOfBps(chosen.aprBps),
          emi: formatPaise(chosen.emiPaise),
          lender: chosen.lenderName,
        })}
      </p>
    </div>
  );
}

export function OffersPanel({ leadId, atCounter = false }: OffersPanelProps) {
  const language = useLanguage();
  const { t } = useTexts('lending');
  const [set, setSet] = useState<OfferSet | undefined>();
  const [open, setOpen] = useState<LoanOfferView | undefined>();
  const [chosen, setChosen] = useState<ChosenOffer | null>(null);

  async function ask(values: OffersAskInput) {
    // The set is recorded in the reader's language, its reasons in that language's words (decision 050).
    const answer = await callContract(showOffers, { body: { leadId, ...values, language } });
    setSet(answer.data);
    setChosen(answer.data.chosen);
    setOpen(undefined);
  }

  return (
    <div className="offers" data-testid="offers-panel">
      <Form<OffersAskInput> schema={offersAskSchema} defaultValues={{ existingEmis: 0 }} onSubmit={ask} aria-label={t('askLabel')}>
        <NumberField<OffersAskInput> name="tenureMonths" label={t('tenureMonths')} />
        <NumberField<OffersAskInput> name="existingEmis" label={t('existingEmis')} hint={t('existingEmisHint')} />
        <NumberField<OffersAskInput> name="age" label={t('age')} />
        <div className="form__actions">
          <SubmitButton>{set ? t('seeOffersAgain') : t('seeOffers')}</SubmitButton>
        </div>
      </Form>

      {set && (
        <section aria-labelledby="offers-heading" data-testid="offer-set">
          <h2 id="offers-heading">
            {t(set.offers.length === 1 ? 'offersHeadingOne' : 'offersHeadingOther', {
              count: set.offers.length,
              lenders: set.offers.length + set.unmatched.length,
            })}
          </h2>
          {set.indicative && (
            <p className="notice" data-testid="indicative">
              {t('indicative')}
            </p>
          )}
          {chosen && <Chosen chosen={chosen} />}
          {open && !chosen ? (
            <OfferChoice offerSetId={set.id} offer={open} atCounter={atCounter} onChosen={setChosen} onClose={() => setOpen(undefined)} />
          ) : (
            set.offers.length > 0 && <OfferComparison offers={set.offers} onOpen={setOpen} />
          )}
          {set.offers.length === 0 && <p>{t('noneMatched')}</p>}

          {set.unmatched.length > 0 && (
            <section aria-labelledby="unmatched-heading">
              <h3 id="unmatched-heading">{t('unmatchedHeading')}</h3>
              <ul data-testid="unmatched">
                {set.unmatched.map((lender) => (
                  <li key={lender.lenderId}>
                    <strong>{lender.lenderName}</strong>:{' '}
                    {/* Said again from its rule in the reader's language (the words of the set's own language when it is the same);
                        a set stored before reasons had codes has its words only. */}
                    {lender.rule ? unmatchedReasonText(lender.lenderName, lender.rule as UnmatchedReason, language) : lender.reason}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="method-heading">
            <h3 id="method-heading">{t('methodHeading')}</h3>
            <ul data-testid="offer-method">
              {offerMethod(language).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        </section>
      )}
    </div>
  );
}
