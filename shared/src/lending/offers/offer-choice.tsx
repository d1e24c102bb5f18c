// One offer's Key Fact Statement (English or Hindi, the site's switch beside it) and its choice:
// accepting sends an OTP to the customer's own mobile, and the code from that mobile acknowledges
// the KFS. At a shop's counter the shop starts it, but only the customer can type the code.
import { useState } from 'react';
import { chooseOffer, confirmOfferChoice, type ChosenOffer, type LoanOfferView } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { useTexts } from '@platform/shared/i18n';
import { KeyFactStatement } from '@platform/shared/kfs';
import { otpOnlySchema, type OtpOnlyInput } from '@platform/shared/schemas';
import { LanguageSwitch } from '@platform/shared';

export interface OfferChoiceProps {
  offerSetId: string;
  offer: LoanOfferView;
  /** At a shop's counter: the words say the code is on the customer's phone. */
  atCounter: boolean;
  onChosen: (chosen: ChosenOffer) => void;
  onClose: () => void;
}

export function OfferChoice({ offerSetId, offer, atCounter, onChosen, onClose }: OfferChoiceProps) {
  const { t } = useTexts('lending');
  const [sent, setSent] = useState<{ choiceToken: string; sentTo: string } | undefined>();

  async function accept() {
    const answer = await callContract(chooseOffer, { params: { id: offerSetId }, body: { lenderId: offer.lenderId } });
    setSent({ choiceToken: answer.choiceToken, sentTo: answer.sentTo });
  }

  async function confirm(values: OtpOnlyInput) {
    const answer = await callContract(confirmOfferChoice, { params: { id: offerSetId }, body: values, flowToken: sent!.choiceToken });
    onChosen(answer.data);
  }

  return (
    <section className="offer-choice" aria-label={t('choiceLabel', { lender: offer.lenderName })} data-testid="offer-choice">
      <div className="offer-choice__bar">
        <LanguageSwitch />
        <button type="button" className="button" onClick={onClose}>
          {t('backToOffers')}
        </button>
      </div>
      <KeyFactStatement
        terms={{
          principal: offer.amountPaise / 100,
          annualRate: offer.rateBps / 100,
          months: offer.tenureMonths,
          processingFeePercent: offer.processingFeeBps / 100,
        }}
        lender={{
          name: offer.lenderName,
          penalCharges: offer.penalCharges,
          foreclosure: offer.foreclosure,
          coolingOffDays: offer.coolingOffDays,
          grievance: offer.grievance,
        }}
        acceptLabel={t('choose', { lender: offer.lenderName })}
        onAccept={() => void accept().catch(() => undefined)}
      />
      {sent && (
        <div className="card" data-testid="offer-otp">
          <p role="status">{atCounter ? t('codeSentCounter', { mobile: sent.sentTo }) : t('codeSentSelf', { mobile: sent.sentTo })}</p>
          <Form<OtpOnlyInput> schema={otpOnlySchema} onSubmit={confirm}>
            <TextField<OtpOnlyInput> name="otp" label={t('codeLabel')} inputMode="numeric" autoComplete="one-time-code" />
            <div className="form__actions">
              <SubmitButton>{t('acceptOffer')}</SubmitButton>
            </div>
          </Form>
        </div>
      )}
    </section>
  );
}
