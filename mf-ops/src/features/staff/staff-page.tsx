// /ops/staff (operations admins): invite a staff member, see invitations waiting, and manage the
// staff: their roles, and deactivating or reactivating an account. Lists come a page at a time
// from the server; every change is audited there.
import { useState } from 'react';
import { notify, spinner } from '@platform/shared';
import { STAFF_ROLES, type StaffRole } from '@platform/shared/contracts';
import { CheckboxGroupField, Form, SubmitButton, TextField } from '@platform/shared/forms';
import { DataState, useQueryClient, useServerData } from '@platform/shared/query';
import { staffInvitationSchema, type StaffInvitationInput } from '@platform/shared/schemas';
import { deactivateStaff, fetchInvitations, fetchStaff, reactivateStaff, revokeInvitation, saveStaffRoles, sendInvitation } from '../../api/ops-api';
import { OpsPage } from '../../components/ops-page';
import { useStaffRoleName } from '../../components/texts';
import { texts } from './texts';

export function StaffPage() {
  const queryClient = useQueryClient();
  const { t } = texts.useTexts();
  const roleName = useStaffRoleName();
  const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: roleName(role) }));
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
    <OpsPage title={t('title')}>
      <section aria-labelledby="invite-heading">
        <h2 id="invite-heading">{t('invite.heading')}</h2>
        <Form<StaffInvitationInput>
          schema={staffInvitationSchema}
          aria-label={t('invite.heading')}
          className="account-form"
          defaultValues={{ name: '', email: '', mobile: '', roles: [] }}
          onSubmit={async (values, form) => {
            await act(sendInvitation(values));
            form.reset();
          }}
        >
          <TextField name="name" label={t('invite.name')} autoComplete="off" />
          <TextField name="email" label={t('invite.email')} type="email" autoComplete="off" />
          <TextField name="mobile" label={t('invite.mobile')} inputMode="numeric" autoComplete="off" />
          <CheckboxGroupField name="roles" label={t('invite.roles')} options={roleOptions} />
          <div className="form__actions">
            <SubmitButton>{t('invite.send')}</SubmitButton>
          </div>
        </Form>
      </section>

      <section aria-labelledby="invitations-heading">
        <h2 id="invitations-heading">{t('invitations.heading')}</h2>
        <DataState result={invitations}>
          {(data) =>
            data.items.length === 0 ? (
              <p>{t('invitations.none')}</p>
            ) : (
              <ul>
                {data.items.map((invite) => (
                  <li key={invite.id}>
                    {invite.name} ({invite.email}) · {invite.roles.map(roleName).join(', ')}
                    {invite.expired ? t('invitations.expired') : ''}{' '}
                    <button type="button" className="button" onClick={() => void act(revokeInvitation(invite.id))}>
                      {t('invitations.revoke')}
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </DataState>
      </section>

      <section aria-labelledby="staff-heading">
        <h2 id="staff-heading">{t('members.heading')}</h2>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setPage(1);
            setSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
          }}
        >
          <label>
            {t('members.find')} <input name="q" type="search" defaultValue={search} />
          </label>
          <button type="submit" className="button">
            {t('members.findButton')}
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
              <nav aria-label={t('members.pages')} className="ops-pager">
                <button type="button" className="button" disabled={data.page <= 1} onClick={() => setPage(data.page - 1)}>
                  {t('members.previous')}
                </button>
                <span>{t('members.page', { page: data.page, pages: data.pages })}</span>
                <button type="button" className="button" disabled={data.page >= data.pages} onClick={() => setPage(data.page + 1)}>
                  {t('members.next')}
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
  const { t } = texts.useTexts();
  const roleName = useStaffRoleName();
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const toggle = (role: StaffRole) => setRoles((held) => (held.includes(role) ? held.filter((r) => r !== role) : [...held, role]));
  return (
    <fieldset>
      <legend>
        {member.name} ({member.email}){member.active ? '' : t('members.deactivated', { reason: member.deactivationReason ?? '' })}
      </legend>
      {STAFF_ROLES.map((role) => (
        <label key={role}>
          <input type="checkbox" checked={roles.includes(role)} onChange={() => toggle(role)} /> {roleName(role)}
        </label>
      ))}
      <button type="button" className="button" onClick={() => void onAct(saveStaffRoles(member.id, roles))}>
        {t('members.saveRoles')}
      </button>
      {member.active ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            const reason = window.prompt(t('members.whyDeactivate', { name: member.name }))?.trim();
            if (reason) void onAct(deactivateStaff(member.id, reason));
          }}
        >
          {t('members.deactivate')}
        </button>
      ) : (
        <button type="button" className="button" onClick={() => void onAct(reactivateStaff(member.id))}>
          {t('members.reactivate')}
        </button>
      )}
    </fieldset>
  );
}
