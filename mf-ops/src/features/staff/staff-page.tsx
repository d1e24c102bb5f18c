// /ops/staff (operations admins): invite a staff member, see invitations waiting, and manage the
// staff: their roles, and deactivating or reactivating an account. Lists come a page at a time
// from the server; every change is audited there.
import { useState } from 'react';
import { notify, spinner } from '@platform/shared';
import { STAFF_ROLES, type StaffRole } from '@platform/shared/contracts';
import { CheckboxGroupField, Form, SubmitButton, TextField } from '@platform/shared/forms';
import { DataState, useQueryClient, useServerData } from '@platform/shared/query';
import { STAFF_ROLE_LABELS, staffInvitationSchema, type StaffInvitationInput } from '@platform/shared/schemas';
import { deactivateStaff, fetchInvitations, fetchStaff, reactivateStaff, revokeInvitation, saveStaffRoles, sendInvitation } from '../../api/ops-api';
import { OpsPage } from '../../components/ops-page';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

export function StaffPage() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const staff = useServerData(['ops', 'staff', search, page], () => fetchStaff({ ...(search ? { q: search } : {}), page }));
  const invitations = useServerData(['ops', 'invitations'], () => fetchInvitations(1));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ops'] });
  const act = async (work: Promise<{ message: string }>) => {
    notify.success((await spinner.during(work)).message);
    await refresh();
  };

  return (
    <OpsPage title="Staff">
      <section aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite a staff member</h2>
        <Form<StaffInvitationInput>
          schema={staffInvitationSchema}
          aria-label="Invite a staff member"
          className="account-form"
          defaultValues={{ name: '', email: '', mobile: '', roles: [] }}
          onSubmit={async (values, form) => {
            await act(sendInvitation(values));
            form.reset();
          }}
        >
          <TextField name="name" label="Full name" autoComplete="off" />
          <TextField name="email" label="Work email" type="email" autoComplete="off" />
          <TextField name="mobile" label="Mobile number" inputMode="numeric" autoComplete="off" />
          <CheckboxGroupField name="roles" label="Staff roles" options={ROLE_OPTIONS} />
          <div className="form__actions">
            <SubmitButton>Send invitation</SubmitButton>
          </div>
        </Form>
      </section>

      <section aria-labelledby="invitations-heading">
        <h2 id="invitations-heading">Invitations waiting</h2>
        <DataState result={invitations}>
          {(data) =>
            data.items.length === 0 ? (
              <p>No invitations waiting.</p>
            ) : (
              <ul>
                {data.items.map((invite) => (
                  <li key={invite.id}>
                    {invite.name} ({invite.email}) · {invite.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ')}
                    {invite.expired ? ' · expired' : ''}{' '}
                    <button type="button" className="button" onClick={() => void act(revokeInvitation(invite.id))}>
                      Revoke
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </DataState>
      </section>

      <section aria-labelledby="staff-heading">
        <h2 id="staff-heading">Staff</h2>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setPage(1);
            setSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
          }}
        >
          <label>
            Find by name or email <input name="q" type="search" defaultValue={search} />
          </label>
          <button type="submit" className="button">
            Find
          </button>
        </form>
        <DataState result={staff}>
          {(data) => (
            <>
              <ul className="ops-staff">
                {data.items.map((member) => (
                  <li key={member.id}>
                    <StaffMember member={member} onAct={act} />
                  </li>
                ))}
              </ul>
              <nav aria-label="Pages" className="ops-pager">
                <button type="button" className="button" disabled={data.page <= 1} onClick={() => setPage(data.page - 1)}>
                  Previous
                </button>
                <span>
                  Page {data.page} of {data.pages}
                </span>
                <button type="button" className="button" disabled={data.page >= data.pages} onClick={() => setPage(data.page + 1)}>
                  Next
                </button>
              </nav>
            </>
          )}
        </DataState>
      </section>
    </OpsPage>
  );
}

type Member = Awaited<ReturnType<typeof fetchStaff>>['items'][number];

function StaffMember({ member, onAct }: { member: Member; onAct: (work: Promise<{ message: string }>) => Promise<void> }) {
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const toggle = (role: StaffRole) => setRoles((held) => (held.includes(role) ? held.filter((r) => r !== role) : [...held, role]));
  return (
    <fieldset>
      <legend>
        {member.name} ({member.email}){member.active ? '' : ` · deactivated: ${member.deactivationReason ?? ''}`}
      </legend>
      {STAFF_ROLES.map((role) => (
        <label key={role}>
          <input type="checkbox" checked={roles.includes(role)} onChange={() => toggle(role)} /> {STAFF_ROLE_LABELS[role]}
        </label>
      ))}
      <button type="button" className="button" onClick={() => void onAct(saveStaffRoles(member.id, roles))}>
        Save roles
      </button>
      {member.active ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            const reason = window.prompt(`Why deactivate ${member.name}?`)?.trim();
            if (reason) void onAct(deactivateStaff(member.id, reason));
          }}
        >
          Deactivate
        </button>
      ) : (
        <button type="button" className="button" onClick={() => void onAct(reactivateStaff(member.id))}>
          Reactivate
        </button>
      )}
    </fieldset>
  );
}
