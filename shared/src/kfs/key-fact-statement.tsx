// The Key Fact Statement (RBI Digital Lending Directions): every figure a borrower must
// see before accepting a loan, in the visitor's language, worked out from the terms by
// @platform/shared/finance. Nothing is accepted until the person says they have read it: the
// Accept button only acts once "I have read the KFS" is ticked, and says so when it is not.
import { useId, useRef, useState } from 'react';
import { DetailsList, GRIEVANCE_OFFICER, useLanguage } from '@platform/shared';
import { useTexts } from '@platform/shared/i18n';
import { formatRupees as rupees } from '../finance/format';
import { keyFacts, type KeyFactTerms } from '../finance/key-facts';

/** The lender of an offer: named on its KFS with its own charges and grievance officer. */
export interface KeyFactLender {
  name: string;
  penalCharges: string;
  foreclosure: string;
  coolingOffDays: number;
  grievance: { name: string; phone: string; email: string };
}

export interface KeyFactStatementProps {
  terms: KeyFactTerms;
  /** An offer's lender (an offer's KFS); without one, the figures of a calculator. */
  lender?: KeyFactLender;
  /** Called once the person has acknowledged the KFS and pressed Accept. */
  onAccept: () => void;
  /** The Accept button's words (default: Accept). */
  acceptLabel?: string;
}

export function KeyFactStatement({ terms, lender, onAccept, acceptLabel }: KeyFactStatementProps) {
  const { t } = useTexts('kfs');
  const language = useLanguage();
  const id = useId();
  const acknowledgement = useRef<HTMLInputElement>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [refused, setRefused] = useState(false);
  const facts = keyFacts(terms);
  // Rupees are written with Indian grouping in Latin digits in both languages, as on Indian loan
  // papers: the figures must not change with the words around them.
  const percent = (value: number) => value.toFixed(2);

  const platformGrievance = `${GRIEVANCE_OFFICER.name}, ${GRIEVANCE_OFFICER.phone}, ${GRIEVANCE_OFFICER.email}`;
  const rows: Array<[string, string]> = [
    ...(lender ? ([[t('lender'), lender.name]] as Array<[string, string]>) : []),
    [t('loanAmount'), rupees(facts.loanAmount)],
    [t('interestRate'), t('interestType', { rate: percent(facts.annualRate) })],
    [t('apr'), t('aprValue', { apr: percent(facts.apr) })],
    [t('processingFee'), rupees(facts.processingFee)],
    [t('gst', { gst: facts.gstPercent }), rupees(facts.gstOnFee)],
    [t('totalFees'), rupees(facts.totalFees)],
    [t('netDisbursed'), rupees(facts.netDisbursed)],
    [t('emi'), rupees(facts.emi)],
    [t('instalments'), t('instalmentsValue', { count: facts.instalments })],
    [t('totalInterest'), rupees(facts.totalInterest)],
    [t('totalPayable'), rupees(facts.totalPayable)],
    // The lender's own look-up period where it sets one (at least the RBI's minimum).
    [t('coolingOff'), t('coolingOffValue', { days: lender?.coolingOffDays ?? facts.coolingOffDays })],
    ...(lender
      ? ([
          [t('penalCharges'), lender.penalCharges],
          [t('foreclosure'), lender.foreclosure],
        ] as Array<[string, string]>)
      : []),
    [t('recovery'), t('recoveryValue')],
    ...(lender
      ? ([
          [t('lenderGrievance'), `${lender.grievance.name}, ${lender.grievance.phone}, ${lender.grievance.email}`],
          [t('platformGrievance'), platformGrievance],
        ] as Array<[string, string]>)
      : ([[t('grievance'), platformGrievance]] as Array<[string, string]>)),
  ];

  function accept() {
    if (!acknowledged) {
      setRefused(true);
      acknowledgement.current?.focus();
      return;
    }
    onAccept();
  }

  return (
    <section className="kfs card" aria-labelledby={`${id}-title`} data-testid="key-fact-statement" lang={language}>
      <h2 id={`${id}-title`} className="card__title">
        {t('title')}
      </h2>
      <p>{t('intro')}</p>
      <DetailsList rows={rows} testId="kfs-facts" className="kfs__facts" />
      <h3 id={`${id}-schedule`}>{t('schedule')}</h3>
      <div className="schedule" tabIndex={0} role="region" aria-labelledby={`${id}-schedule`}>
        <table data-testid="kfs-schedule">
          <caption className="visually-hidden">{t('scheduleCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('month')}</th>
              <th scope="col">{t('instalment')}</th>
              <th scope="col">{t('principal')}</th>
              <th scope="col">{t('interest')}</th>
              <th scope="col">{t('balance')}</th>
            </tr>
          </thead>
          <tbody>
            {facts.schedule.map((row) => (
              <tr key={row.month}>
                <th scope="row">{row.month}</th>
                <td>{rupees(row.emi)}</td>
                <td>{rupees(row.principal)}</td>
                <td>{rupees(row.interest)}</td>
                <td>{rupees(Math.max(0, row.closing))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="field__hint">{t('illustrative')}</p>
      <div className="field field--checkbox">
        <label>
          <input
            ref={acknowledgement}
            type="checkbox"
            checked={acknowledged}
            aria-invalid={refused && !acknowledged ? true : undefined}
            aria-describedby={refused && !acknowledged ? `${id}-must` : undefined}
            onChange={(e) => {
              setAcknowledged(e.target.checked);
              if (e.target.checked) setRefused(false);
            }}
          />{' '}
          {t('acknowledge')}
        </label>
        {refused && !acknowledged && (
          <p id={`${id}-must`} className="field__error" role="alert">
            {t('mustAcknowledge')}
          </p>
        )}
      </div>
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={accept}>
          {acceptLabel ?? t('accept')}
        </button>
      </div>
    </section>
  );
}
