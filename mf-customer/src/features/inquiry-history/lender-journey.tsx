// The lender's part of a request's timeline, for the customer: the offer they chose, a new Key Fact
// Statement when the lender sanctioned other terms (to accept with an OTP on their own mobile; the
// lender cannot disburse before), and after the disbursal the cooling-off period: its last day,
// what leaving costs today, and the button that asks the lender to close the loan.
import { useState } from 'react';
import { notify, spinner } from '@platform/shared';
import { formatPaise } from '@platform/shared/finance';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { useQueryClient } from '@platform/shared/query';
import { otpOnlySchema, type OtpOnlyInput } from '@platform/shared/schemas';
import { formatDate } from '../../components/data-state';
import { askToExitLoan, confirmKfsOtp, sendKfsOtp, type LenderJourney } from './inquiry-history-api';
import { texts } from './texts';

type Terms = {
  amountPaise: number;
  rateBps: number;
  tenureMonths: number;
  aprBps: number;
  emiPaise: number;
  processingFeePaise: number;
  totalCostPaise: number;
};

const percent = (bps: number) => `${(bps / 100).toFixed(2)}%`;

/** The figures of one KFS, side by side with the chosen offer's when they changed. */
function KfsFigures({ terms, before, caption }: { terms: Terms; before?: Terms; caption: string }) {
  const { t } = texts.useTexts();
  const rows: Array<[string, (terms: Terms) => string]> = [
    [t('kfs.amount'), (terms) => formatPaise(terms.amountPaise)],
    [t('kfs.rate'), (terms) => percent(terms.rateBps)],
    [t('kfs.tenure'), (terms) => t('kfs.months', { months: terms.tenureMonths })],
    [t('kfs.apr'), (terms) => percent(terms.aprBps)],
    [t('kfs.emi'), (terms) => formatPaise(terms.emiPaise)],
    [t('kfs.fee'), (terms) => formatPaise(terms.processingFeePaise)],
    [t('kfs.totalCost'), (terms) => formatPaise(terms.totalCostPaise)],
  ];
  return (
    <table className="customer-table kfs-figures">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('kfs.keyFact')}</th>
          {before && <th scope="col">{t('kfs.offerChosen')}</th>}
          <th scope="col">{before ? t('kfs.sanctioned') : t('kfs.value')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, show]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {before && <td>{show(before)}</td>}
            <td>{show(terms)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Accepting the new KFS: the code goes to the loan's own mobile, so nobody else can accept for you. */
function AcknowledgeKfs({ leadId, version }: { leadId: string; version: number }) {
  const queryClient = useQueryClient();
  const [flowToken, setFlowToken] = useState<string | null>(null);
  const { t } = texts.useTexts();
  async function send() {
    const answer = await spinner.during(sendKfsOtp(leadId));
    notify.success(answer.message);
    setFlowToken(answer.newToken);
  }
  async function confirm(values: OtpOnlyInput) {
    const answer = await spinner.during(confirmKfsOtp(leadId, values.otp, flowToken!));
    notify.success(answer.message);
    await queryClient.invalidateQueries({ queryKey: ['customer', 'status-history', leadId] });
  }
  return flowToken ? (
    <Form<OtpOnlyInput> schema={otpOnlySchema} defaultValues={{ otp: '' }} onSubmit={confirm} aria-label={t('kfs.acceptLabel', { version })}>
      <TextField name="otp" label={t('kfs.otpLabel')} inputMode="numeric" autoComplete="one-time-code" />
      <div className="form__actions">
        <SubmitButton>{t('kfs.accept')}</SubmitButton>
      </div>
    </Form>
  ) : (
    <button type="button" className="button" onClick={() => void send()}>
      {t('kfs.sendOtp')}
    </button>
  );
}

function CoolingOff({ leadId, journey }: { leadId: string; journey: LenderJourney }) {
  const queryClient = useQueryClient();
  const period = journey.coolingOff!;
  const exit = journey.exitRequest;
  const { t } = texts.useTexts();
  const lender = journey.lenderName;
  async function askToExit() {
    const answer = await spinner.during(askToExitLoan(leadId));
    notify.success(answer.message);
    await queryClient.invalidateQueries({ queryKey: ['customer', 'status-history', leadId] });
  }
  return (
    <section className="lender-journey__cooling-off" aria-label={t('coolingOff.heading')}>
      <h4>{t('coolingOff.heading')}</h4>
      <p data-testid="cooling-off-end">
        {period.open
          ? t('coolingOff.open', { endsOn: formatDate(period.endsOn), days: period.days, disbursedOn: formatDate(period.disbursedOn) })
          : t('coolingOff.ended', { endsOn: formatDate(period.endsOn) })}
      </p>
      {period.open && !exit && (
        <>
          <p>
            {t(period.exitCost.daysHeld === 1 ? 'coolingOff.costOneDay' : 'coolingOff.costDays', {
              total: formatPaise(period.exitCost.totalPaise),
              principal: formatPaise(period.exitCost.principalPaise),
              interest: formatPaise(period.exitCost.interestPaise),
              days: period.exitCost.daysHeld,
              apr: percent(period.exitCost.aprBps),
            })}
          </p>
          <button type="button" className="button" onClick={() => void askToExit()}>
            {t('coolingOff.askToClose', { lender })}
          </button>
        </>
      )}
      {exit && exit.status === 'open' && (
        <p data-testid="exit-request">
          {t('coolingOff.exitOpen', { requestedAt: formatDate(exit.requestedAt), total: formatPaise(exit.totalPaise) })}{' '}
          {exit.sentToLenderAt ? t('coolingOff.lenderTold', { lender, sentAt: formatDate(exit.sentToLenderAt) }) : t('coolingOff.sending', { lender })}
        </p>
      )}
      {exit && exit.status === 'closed' && exit.repaidPaise !== null && exit.repaidOn && (
        <p data-testid="exit-request">
          {t('coolingOff.exitClosed', {
            requestedAt: formatDate(exit.requestedAt),
            lender,
            repaid: formatPaise(exit.repaidPaise),
            repaidOn: formatDate(exit.repaidOn),
          })}
        </p>
      )}
    </section>
  );
}

export function LenderJourneyPanel({ leadId, journey }: { leadId: string; journey: LenderJourney }) {
  const chosen = journey.chosenOffer;
  const pending = journey.kfsVersions.find((v) => v.version === journey.awaitingAcknowledgement);
  const { t } = texts.useTexts();
  const lender = journey.lenderName;
  return (
    <section className="lender-journey" aria-label={t('journey.heading', { lender })}>
      <h3>{t('journey.heading', { lender })}</h3>
      <p>
        {t('journey.chosen', {
          chosenAt: formatDate(journey.offerChosenAt),
          version: chosen.kfsVersion,
          acknowledgedAt: formatDate(chosen.acknowledgedAt),
        })}
      </p>
      {journey.kfsVersions.map((v) => (
        <p key={v.version}>
          {v.acknowledgedAt
            ? t('journey.sanctionedAccepted', {
                by: v.createdBy,
                lender,
                createdAt: formatDate(v.createdAt),
                version: v.version,
                acceptedAt: formatDate(v.acknowledgedAt),
              })
            : t('journey.sanctionedPending', { by: v.createdBy, lender, createdAt: formatDate(v.createdAt), version: v.version })}
        </p>
      ))}
      {pending ? (
        <div className="lender-journey__kfs" role="group" aria-label={t('journey.newKfsLabel', { version: pending.version })}>
          <p>
            <strong>{t('journey.termsChanged')}</strong>
          </p>
          <KfsFigures caption={t('journey.kfsCaption', { version: pending.version })} terms={pending} before={chosen} />
          <AcknowledgeKfs leadId={leadId} version={pending.version} />
        </div>
      ) : (
        !journey.coolingOff && <KfsFigures caption={t('journey.acceptedCaption')} terms={journey.kfsVersions.at(-1) ?? chosen} />
      )}
      {journey.coolingOff && <CoolingOff leadId={leadId} journey={journey} />}
    </section>
  );
}
