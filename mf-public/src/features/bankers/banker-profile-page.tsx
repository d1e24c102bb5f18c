// /banker-profile/:id: a partner banker's public profile. The banker themself, signed in, also
// sees the leads routed to them, records the bank's decision on each with its facts, and confirms
// a decision a telecaller recorded; the server decides who that is (GET /banker/leads answers only
// for an approved banker's own token). A banker waiting for approval sees where it stands instead.
import { useParams } from 'react-router-dom';
import { getErrorMessage, notify, Page, roleFromAccessToken, spinner, useSession } from '@platform/shared';
import { Form, SelectField, SubmitButton, TextAreaField } from '@platform/shared/forms';
import { BankDecisionFields } from '@platform/shared/lending';
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

type BankDecisionFacts = RoutedLead['decisions'][number];

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const inRupees = (paise: number) => rupees.format(paise / 100);

function DecisionForm({ lead }: { lead: RoutedLead }) {
  const queryClient = useQueryClient();
  if (lead.nextStatuses.length === 0) return <span>No further step</span>;
  async function save(values: BankerDecisionInput, form: { reset: () => void }) {
    const answer = await spinner.during(recordBankDecision(lead.id, values));
    notify.success(answer.message);
    form.reset();
    await queryClient.invalidateQueries({ queryKey: ['banker'] });
  }
  return (
    <Form<BankerDecisionInput>
      schema={bankerDecisionSchema}
      defaultValues={{ status: lead.nextStatuses[0]!.status, note: '' }}
      onSubmit={save}
      aria-label={`Bank’s decision for ${lead.customerName}`}
      className="banker-decision"
    >
      {(form) => (
        <>
          <SelectField name="status" label="Decision" options={lead.nextStatuses.map((s) => ({ value: s.status, label: s.label }))} />
          <BankDecisionFields decision={form.watch('status')} />
          <TextAreaField name="note" label="Note" maxLength={LEAD_NOTE_MAX_LENGTH} hint="The customer and the shop see it. For a rejection, say why." />
          <div className="form__actions">
            <SubmitButton>Record</SubmitButton>
          </div>
        </>
      )}
    </Form>
  );
}

/** The facts a telecaller reported, pre-filled; the banker corrects them to what the bank did. */
function ConfirmForm({ lead, reported }: { lead: RoutedLead; reported: BankDecisionFacts }) {
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
      aria-label={`Confirm the ${reported.decision} decision for ${lead.customerName}`}
    >
      <p>
        {reported.reportedBy.name} ({reported.reportedBy.role}) recorded that the bank {reported.decision === 'sanctioned' ? 'sanctioned' : 'paid out'}{' '}
        {inRupees(reported.amountPaise)}. Confirm it as the bank has it; your figures replace the reported ones.
      </p>
      <BankDecisionFields decision={reported.decision} />
      <TextAreaField name="note" label="Note (optional)" maxLength={LEAD_NOTE_MAX_LENGTH} />
      <div className="form__actions">
        <SubmitButton>Confirm {reported.decision === 'sanctioned' ? 'sanction' : 'disbursal'}</SubmitButton>
      </div>
    </Form>
  );
}

function RecordedDecisions({ decisions }: { decisions: BankDecisionFacts[] }) {
  if (decisions.length === 0) return null;
  return (
    <ul className="banker-decisions">
      {decisions.map((d) => (
        <li key={d.decision}>
          {d.decision === 'sanctioned'
            ? `Sanctioned ${inRupees(d.amountPaise)} at ${d.interestRate}% for ${d.tenureMonths} months`
            : `Disbursed ${inRupees(d.amountPaise)} on ${d.disbursedOn} (ref. ${d.lenderReference})`}
          {d.confirmed ? '' : ' · awaiting your confirmation'}
        </li>
      ))}
    </ul>
  );
}

function RoutedLeads({ bankerId }: { bankerId: string }) {
  const leads = useQuery({ queryKey: ['banker', 'leads'], queryFn: fetchRoutedLeads });
  if (leads.isPending || leads.isError || leads.data.bankerId !== bankerId) return null;
  return (
    <section aria-labelledby="routed-heading">
      <h2 id="routed-heading">Leads routed to you</h2>
      {leads.data.items.length === 0 ? (
        <p>No leads have been routed to you yet.</p>
      ) : (
        // Six columns and a decision form do not fit a phone: the table scrolls sideways, and is
        // focusable so a keyboard can scroll it too.
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="routed-heading">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Product</th>
                <th scope="col">Amount asked</th>
                <th scope="col">PIN code</th>
                <th scope="col">Status</th>
                <th scope="col">Bank's decision</th>
              </tr>
            </thead>
            <tbody>
              {leads.data.items.map((lead) => (
                <tr key={lead.id} data-testid="routed-lead">
                  <td>
                    {lead.customerName}
                    <div>{lead.mobileMasked}</div>
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
  const text = {
    pending:
      'Thank you for your details. Our operations team checks them with your bank before any lead is routed to you; you can sign in here to see where it stands.',
    rejected: 'Our operations team could not approve your details. Write to us from the contact page if you think this is a mistake.',
    suspended: 'Your account is suspended: no leads are routed to you. Write to us from the contact page to have it reinstated.',
    approved: '',
  }[me.approval.status];
  return (
    <Page title={me.approval.label} intro={`${me.name}, ${me.designation}, ${me.bankName} (${me.branch})`}>
      <div className="card" data-testid="banker-approval" role="status">
        <p>{text}</p>
        {me.approval.reason && <p>Reason: {me.approval.reason}</p>}
      </div>
    </Page>
  );
}

export function BankerProfilePage() {
  const { id = '' } = useParams();
  const isBanker = useSession((s) => roleFromAccessToken(s.accessToken) === 'banker');
  const me = useQuery({ queryKey: ['banker', 'me'], queryFn: fetchMyBankerProfile, enabled: isBanker });
  const mine = isBanker && me.data?.id === id;
  const waiting = mine && me.data!.approval.status !== 'approved';
  const profile = useQuery({ queryKey: ['banker', 'profile', id], queryFn: () => fetchBankerProfile(id), enabled: !waiting && !(isBanker && me.isPending) });
  if (waiting) return <ApprovalStatusPage me={me.data!} />;
  if (profile.isPending) {
    return (
      <Page title="Banker profile">
        <p aria-busy="true">Loading…</p>
      </Page>
    );
  }
  if (profile.isError) {
    return (
      <Page title="Banker profile">
        <p role="alert">{getErrorMessage(profile.error)}</p>
      </Page>
    );
  }
  const banker = profile.data;
  return (
    <Page title={banker.name} intro={`${banker.designation}, ${banker.bankName} (${banker.branch})`}>
      <dl className="lead-facts" data-testid="banker-profile">
        <dt>Bank</dt>
        <dd>{banker.bankName}</dd>
        <dt>Branch</dt>
        <dd>
          {banker.branch} · IFSC {banker.ifsc}
        </dd>
        <dt>Products</dt>
        <dd>{banker.products.join(', ')}</dd>
        <dt>PIN codes served</dt>
        <dd>{banker.pincodes.join(', ')}</dd>
        <dt>Partner since</dt>
        <dd>{new Date(banker.partnerSince).toLocaleDateString('en-IN', { month: 'long', year: 'numeric' })}</dd>
      </dl>
      {isBanker && <RoutedLeads bankerId={banker.id} />}
    </Page>
  );
}
