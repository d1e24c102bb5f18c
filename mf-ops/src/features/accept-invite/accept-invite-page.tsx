// /ops/accept-invite?token=…: the one-time link of a staff invitation. The invitee sees who invited
// them as what, adds the console to an authenticator app (the otpauth link, or the secret typed
// in), and sets a password; enrolment completes only with the code the app shows now.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notify, Page, session, spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { DataState, useServerData } from '@platform/shared/query';
import { acceptInvitationSchema, STAFF_ROLE_LABELS, type AcceptInvitationInput } from '@platform/shared/schemas';
import { acceptInvitation, openInvitation } from '../../api/ops-api';

export function AcceptInvitePage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useServerData(['ops', 'invitation', token], () => openInvitation(token));
  return (
    <Page title="Join the operations console">
      <DataState result={invitation}>
        {(invite) => (
          <>
            <p>
              {invite.name} ({invite.email}), you are invited as {invite.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ')}.
            </p>
            <h2>1. Add the console to your authenticator app</h2>
            <p>
              On your phone, open <a href={invite.authenticator.otpauthUri}>this link</a> or type this key into your authenticator app:
            </p>
            <p>
              <code aria-label="Authenticator key">{invite.authenticator.secret}</code>
            </p>
            <h2>2. Set your password and enter the code the app shows</h2>
            <Form<AcceptInvitationInput>
              schema={acceptInvitationSchema}
              aria-label="Accept invitation"
              className="account-form"
              defaultValues={{ token, password: '', confirmPassword: '', code: '' }}
              onSubmit={async (values) => {
                const answer = await spinner.during(acceptInvitation(values));
                session.setToken('accessToken', answer.accessToken);
                notify.success(answer.message);
                navigate('/ops', { replace: true });
              }}
            >
              <TextField name="password" label="New password" type="password" autoComplete="new-password" />
              <TextField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
              <TextField name="code" label="Authenticator code" inputMode="numeric" autoComplete="one-time-code" hint="6 digits, from your authenticator app" />
              <div className="form__actions">
                <SubmitButton>Join</SubmitButton>
              </div>
            </Form>
          </>
        )}
      </DataState>
    </Page>
  );
}
