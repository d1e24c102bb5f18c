// /banker-profile/:id: a partner banker's public profile. The banker themself, signed in, also
// sees the leads routed to them, records the bank's decision on each with its facts, and confirms
// a decision a telecaller recorded; a lead whose customer chose the banker's lender shows the
// offer chosen, any new KFS and the cooling-off period, and its banker closes the customer's exit request. The server decides who that is (GET /banker/leads answers only
// for an approved banker's own token). A banker waiting for approval sees where it stands instead.
import { useParams } from 'react-router-dom';
import { getErrorMessage, notify, Page, roleFromAccessToken, spinner, useSession } from '@platform/shared';
import { Form, SelectField, SubmitButton, TextAreaField } from '@platform/shared/forms';
import { BankDecisionFields } from '@platform/shared/lending';
import { SignOutEverywhere } from '@platform/shared/otp';
import { useQuery, useQueryClient } from '@platform/shared/query';
import {
  bankConfirmationSchema,
  bankerDecisionSchema,
  LEAD_NOTE_MAX_LENGTH,
  type BankConfirmationInput,
  type BankerDecisionInput,
} from '@platform/shared/schemas';
import {
  confirmBankDecision,
  fetchBankerProfile,
  fetchMyBankerProfile,
  fetchRoutedLeads,
  recordBankDecision,
  type MyBankerProfile,
  type RoutedLead,
} from './bankers-api';
import { ChosenOffer, TermsChangeNotice } from './chosen-offer';
import { ExitRequestCloseForm } from './exit-request-form';
import { texts } from './texts';

type BankDecisionFacts = RoutedLead['decisions'][number];

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const inRupees = (paise: number) => rupees.format(paise / 100);

function DecisionForm({ lead }: { lead: RoutedLead }) {
  const { t } = texts.useTexts();
  const queryClient = useQueryClient();
  if (lead.nextStatuses.length === 0) return <span>{t('leads.noStep')}</span>;
  async function save(values: BankerDecisionInput, form: { reset: () => void }) {
    const answer = await spinner.during(recordBankDecision(lead.id, values));
    notify.success(answer);
    form.reset();
    await queryClient.invalidateQueries({ queryKey: ['banker'] });
  }
  return (
    <Form<BankerDecisionInput>
      schema={bankerDecisionSchema}
      defaultValues={{ status: lead.nextStatuses[0]!.status, note: '' }}
      onSubmit={save}
      aria-label={t('leads.decisionForm', { customer: lead.customerName })}
      className="banker-decision"
    >
      {(form) => (
        <>
          <SelectField name="status" label={t('leads.decisionLabel')} options={lead.nextStatuses.map((s) => ({ value: s.status, label: s.label }))} />
          <BankDecisionFields decision={form.watch('status')} />
          {lead.lenderJourney && form.watch('status') === 'sanctioned' && (
            <TermsChangeNotice
              journey={lead.lenderJourney}
              sanctionedAmount={form.watch('sanctionedAmount')}
              interestRate={form.watch('interestRate')}
              tenureMonths={form.watch('tenureMonths')}
            />
          )}
          <TextAreaField name="note" label={t('leads.note')} maxLength={LEAD_NOTE_MAX_LENGTH} hint={t('leads.noteHint')} />
          <div className="form__actions">
            <SubmitButton>{t('leads.record')}</SubmitButton>
          </div>
        </>
      )}
    </Form>
  );
}

/** The facts a telecaller reported, pre-filled; the banker corrects them to what the bank did. */
function ConfirmForm({ lead, reported }: { lead: RoutedLead; reported: BankDecisionFacts }) {
  const { t } = texts.useTexts();
  const sanctioned = reported.decision === 'sanctioned';
  const queryClient = useQueryClient();
  const defaults: Partial<BankConfirmationInput> =
    reported.decision === 'sanctioned'
      ? {
          decision: 'sanctioned',
          sanctionedAmount: reported.amountPaise / 100,
          interestRate: reported.interestRate ?? undefined,
          tenureMonths: reported.tenureMonths ?? undefined,
          note: '',
        }
      : {
          decision: 'disbursed',
          disbursedAmount: reported.amountPaise / 100,
          disbursedOn: reported.disbursedOn ?? '',
          lenderReference: reported.lenderReference ?? '',
          note: '',
        };
  async function confirm(values: BankConfirmationInput) {
    const answer = await spinner.during(confirmBankDecision(lead.id, values));
    notify.success(answer.message);
    await queryClient.invalidateQueries({ queryKey: ['banker'] });
  }
  return (
    <Form<BankConfirmationInput>
      schema={bankConfirmationSchema}
      defaultValues={defaults}
      onSubmit={confirm}
      aria-label={t(sanctioned ? 'confirm.formSanctioned' : 'confirm.formDisbursed', { customer: lead.customerName })}
    >
      <p>
        {t(sanctioned ? 'confirm.reportedSanctioned' : 'confirm.reportedDisbursed', {
          name: reported.reportedBy.name,
          role: reported.reportedBy.role,
          amount: inRupees(reported.amountPaise),
        })}
      </p>
      <BankDecisionFields decision={reported.decision} />
      <TextAreaField name="note" label={t('confirm.note')} maxLength={LEAD_NOTE_MAX_LENGTH} />
      <div className="form__actions">
        <SubmitButton>{t(sanctioned ? 'confirm.sanction' : 'confirm.disbursal')}</SubmitButton>
      </div>
    </Form>
  );
}

function RecordedDecisions({ decisions }: { decisions: BankDecisionFacts[] }) {
  const { t } = texts.useTexts();
  if (decisions.length === 0) return null;
  return (
    <ul className="banker-decisions">
      {decisions.map((d) => (
        <li key={d.decision}>
          {d.decision === 'sanctioned'
            ? t('leads.sanctioned', { amount: inRupees(d.amountPaise), rate: d.interestRate, months: d.tenureMonths })
            : t('leads.disbursed', { amount: inRupees(d.amountPaise), date: d.disbursedOn, reference: d.lenderReference })}
          {d.confirmed ? '' : t('leads.awaiting')}
        </li>
      ))}
    </ul>
  );
}

function RoutedLeads({ bankerId }: { bankerId: string }) {
  const { t } = texts.useTexts();
  const leads = useQuery({ queryKey: ['banker', 'leads'], queryFn: fetchRoutedLeads });
  if (leads.isPending || leads.isError || leads.data.bankerId !== bankerId) return null;
  return (
    <section aria-labelledby="routed-heading">
      <h2 id="routed-heading">{t('leads.heading')}</h2>
      {leads.data.items.length === 0 ? (
        <p>{t('leads.none')}</p>
      ) : (
        // Six columns and a decision form do not fit a phone: the table scrolls sideways, and is
        // focusable so a keyboard can scroll it too.
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="routed-heading">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('leads.customer')}</th>
                <th scope="col">{t('leads.product')}</th>
                <th scope="col">{t('leads.amount')}</th>
                <th scope="col">{t('leads.pincode')}</th>
                <th scope="col">{t('leads.status')}</th>
                <th scope="col">{t('leads.decision')}</th>
              </tr>
            </thead>
            <tbody>
              {leads.data.items.map((lead) => (
                <tr key={lead.id} data-testid="routed-lead">
                  <td>
                    {lead.customerName}
                    <div>{lead.mobileMasked}</div>
                    {lead.lenderJourney && <ChosenOffer journey={lead.lenderJourney} />}
                  </td>
                  <td>{lead.product}</td>
                  <td>{lead.amount === null ? '—' : rupees.format(lead.amount)}</td>
                  <td>{lead.pincode}</td>
                  <td>
                    {lead.statusLabel}
                    <RecordedDecisions decisions={lead.decisions} />
                  </td>
                  <td>
                    {lead.decisions
                      .filter((d) => !d.confirmed)
                      .map((d) => (
                        <ConfirmForm key={d.decision} lead={lead} reported={d} />
                      ))}
                    {lead.lenderJourney && <ExitRequestCloseForm leadId={lead.id} customerName={lead.customerName} journey={lead.lenderJourney} />}
                    <DecisionForm lead={lead} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** What a banker who is not (or no longer) approved sees on their own profile. */
function ApprovalStatusPage({ me }: { me: MyBankerProfile }) {
  const { t } = texts.useTexts();
  const status = me.approval.status;
  const text = status === 'approved' ? '' : t(`profile.${status}`);
  return (
    <Page title={me.approval.label} intro={`${me.name}, ${me.designation}, ${me.bankName} (${me.branch})`}>
      <div className="card" data-testid="banker-approval" role="status">
        <p>{text}</p>
        {me.approval.reason && <p>{t('profile.reason', { reason: me.approval.reason })}</p>}
      </div>
    </Page>
  );
}

export function BankerProfilePage() {
  const { t } = texts.useTexts();
  const { id = '' } = useParams();
  const isBanker = useSession((s) => roleFromAccessToken(s.accessToken) === 'banker');
  const me = useQuery({ queryKey: ['banker', 'me'], queryFn: fetchMyBankerProfile, enabled: isBanker });
  const mine = isBanker && me.data?.id === id;
  const waiting = mine && me.data!.approval.status !== 'approved';
  const profile = useQuery({ queryKey: ['banker', 'profile', id], queryFn: () => fetchBankerProfile(id), enabled: !waiting && !(isBanker && me.isPending) });
  if (waiting) return <ApprovalStatusPage me={me.data!} />;
  if (profile.isPending) {
    return (
      <Page title={t('profile.title')}>
        <p aria-busy="true">{t('profile.loading')}</p>
      </Page>
    );
  }
  if (profile.isError) {
    return (
      <Page title={t('profile.title')}>
        <p role="alert">{getErrorMessage(profile.error)}</p>
      </Page>
    );
  }
  const banker = profile.data;
  return (
    <Page title={banker.name} intro={`${banker.designation}, ${banker.bankName} (${banker.branch})`}>
      <dl className="lead-facts" data-testid="banker-profile">
        <dt>{t('profile.bank')}</dt>
        <dd>{banker.bankName}</dd>
        <dt>{t('profile.branch')}</dt>
        <dd>
          {banker.branch} · IFSC {banker.ifsc}
        </dd>
        <dt>{t('profile.products')}</dt>
        <dd>{banker.products.join(', ')}</dd>
        <dt>{t('profile.pincodes')}</dt>
        <dd>{banker.pincodes.join(', ')}</dd>
        <dt>{t('profile.since')}</dt>
        <dd>{new Date(banker.partnerSince).toLocaleDateString('en-IN', { month: 'long', year: 'numeric' })}</dd>
      </dl>
      {isBanker && <RoutedLeads bankerId={banker.id} />}
      {mine && <SignOutEverywhere signInPath="/banker" />}
    </Page>
  );
}
