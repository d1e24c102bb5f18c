// /banker-profile/:id: a partner banker's public profile. The banker themself, signed in, also
// sees the leads routed to them and records the bank's decision on each; the server decides who
// that is (GET /banker/leads answers only for a banker's own token).
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { getErrorMessage, notify, Page, roleFromAccessToken, spinner, useSession } from '@platform/shared';
import { useQuery, useQueryClient } from '@platform/shared/query';
import { fetchBankerProfile, fetchRoutedLeads, recordBankDecision, type RoutedLead } from './bankers-api';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

function DecisionControls({ lead }: { lead: RoutedLead }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState(lead.nextStatuses[0]?.status ?? lead.status);
  const [note, setNote] = useState('');
  if (lead.nextStatuses.length === 0) return <span>No further step</span>;
  async function save() {
    try {
      const answer = await spinner.during(recordBankDecision(lead.id, { status, note }));
      notify.success(answer.message);
      setNote('');
      await queryClient.invalidateQueries({ queryKey: ['banker'] });
    } catch {
      // Already shown by the API client (a refused step says why); what was typed stays.
    }
  }
  return (
    <div className="banker-decision">
      <label>
        Decision{' '}
        <select value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
          {lead.nextStatuses.map((s) => (
            <option key={s.status} value={s.status}>
              {s.label}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        Note <input value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
      </label>{' '}
      <button type="button" className="button button--primary" onClick={() => void save()}>
        Record
      </button>
    </div>
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
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Product</th>
              <th scope="col">Amount</th>
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
                <td>{lead.statusLabel}</td>
                <td>
                  <DecisionControls lead={lead} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function BankerProfilePage() {
  const { id = '' } = useParams();
  const isBanker = useSession((s) => roleFromAccessToken(s.accessToken) === 'banker');
  const profile = useQuery({ queryKey: ['banker', 'profile', id], queryFn: () => fetchBankerProfile(id) });
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
