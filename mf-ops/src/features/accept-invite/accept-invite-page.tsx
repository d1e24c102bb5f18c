// /ops/accept-invite?token=…: the one-time link of a staff invitation. The invitee sees who invited
// them as what, adds the console to an authenticator app (the otpauth link, or the secret typed
// in), and sets a password; enrolment completes only with the code the app shows now.
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notify, Page, session, spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { DataState, useServerData } from '@platform/shared/query';
import { i18n, Trans } from '@platform/shared/i18n';
import { acceptInvitationSchema, type AcceptInvitationInput } from '@platform/shared/schemas';
import { acceptInvitation, openInvitation } from '../../api/ops-api';
import { useStaffRoleName } from '../../components/texts';
import { texts } from './texts';

/** The otpauth link; its words are filled in by Trans from the text. */
function AuthenticatorLink({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}

export function AcceptInvitePage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useServerData(['ops', 'invitation', token], () => openInvitation(token));
  const { t } = texts.useTexts();
  const roleName = useStaffRoleName();
  return (
    <Page title={t('title')}>
      <DataState result={invitation}>
        {(invite) => (
          <>
            <p>{t('invited', { name: invite.name, email: invite.email, roles: invite.roles.map(roleName).join(', ') })}</p>
            <h2>{t('addHeading')}</h2>
            <p>
              {/* <go>, not <link>: Trans reads <link> as a void element and leaves it empty. */}
              <Trans i18n={i18n} ns={texts.namespace} i18nKey="addLink" components={{ go: <AuthenticatorLink href={invite.authenticator.otpauthUri} /> }} />
            </p>
            <p>
              <code aria-label={t('key')}>{invite.authenticator.secret}</code>
            </p>
            <h2>{t('passwordHeading')}</h2>
            <Form<AcceptInvitationInput>
              schema={acceptInvitationSchema}
              aria-label={t('form')}
              className="account-form"
              defaultValues={{ token, password: '', confirmPassword: '', code: '' }}
              onSubmit={async (values) => {
                const answer = await spinner.during(acceptInvitation(values));
                session.setToken('accessToken', answer.accessToken);
                notify.success(answer.message);
                navigate('/ops', { replace: true });
              }}
            >
              <TextField name="password" label={t('password')} type="password" autoComplete="new-password" />
              <TextField name="confirmPassword" label={t('confirmPassword')} type="password" autoComplete="new-password" />
              <TextField name="code" label={t('code')} inputMode="numeric" autoComplete="one-time-code" hint={t('codeHint')} />
              <div className="form__actions">
                <SubmitButton>{t('join')}</SubmitButton>
              </div>
            </Form>
          </>
        )}
      </DataState>
    </Page>
  );
}
