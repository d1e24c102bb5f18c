// /customer/profile: the customer's details. Editing is offered only while the session's
// permission-to-change-profile flag (docs/spec/product.md §3) allows it; the server sets that flag
// with the profile and refuses changes itself once the profile is locked.
import { useEffect, useState, type ReactNode } from 'react';
import { DetailsList, notify, Page, session, spinner, useSession } from '@platform/shared';
import { Form, SubmitButton, TextAreaField, TextField } from '@platform/shared/forms';
import { profileUpdateSchema, type ProfileUpdateInput } from '@platform/shared/schemas';
import { DataState, formatDate } from '../../components/data-state';
import { useQueryClient } from '@platform/shared/query';
import { useCustomerData } from '../../hooks/use-customer-data';
import { fetchProfile, updateProfile, type CustomerProfile } from './profile-api';
import { texts } from './texts';

function ProfileDetails({ profile }: { profile: CustomerProfile }) {
  const { t } = texts.useTexts();
  const rows: Array<[string, string]> = [
    [t('field.name'), profile.username || t('notGiven')],
    [t('field.mobile'), `+91 ${profile.mobile}`],
    [t('field.email'), profile.email ?? t('notGiven')],
    [t('field.address'), profile.address ?? t('notGiven')],
    [t('field.city'), profile.city ?? '—'],
    [t('field.state'), profile.state ?? '—'],
    [t('field.pinCode'), profile.pinCode ?? '—'],
    [t('field.referralCode'), profile.referralCode],
    [t('field.customerSince'), formatDate(profile.createdAt)],
  ];
  return <DetailsList rows={rows} testId="profile-details" />;
}

function ProfileEditor({ profile, onSaved, onCancel }: { profile: CustomerProfile; onSaved: (p: CustomerProfile) => void; onCancel: () => void }) {
  const { t } = texts.useTexts();
  async function save(values: ProfileUpdateInput) {
    const answer = await spinner.during(updateProfile(values));
    notify.success(answer.message);
    onSaved(answer.data);
  }
  return (
    <Form<ProfileUpdateInput>
      schema={profileUpdateSchema}
      defaultValues={{
        username: profile.username,
        email: profile.email ?? '',
        state: profile.state ?? '',
        city: profile.city ?? '',
        pinCode: profile.pinCode ?? '',
        address: profile.address ?? '',
      }}
      onSubmit={save}
      aria-label={t('editLabel')}
      className="account-form"
    >
      <TextField name="username" label={t('field.fullName')} autoComplete="name" />
      <TextField name="email" label={t('field.email')} type="email" autoComplete="email" />
      <TextAreaField name="address" label={t('field.address')} autoComplete="street-address" />
      <TextField name="city" label={t('field.city')} className="field--half" />
      <TextField name="state" label={t('field.state')} className="field--half" />
      <TextField name="pinCode" label={t('field.pinCode')} inputMode="numeric" className="field--half" />
      <div className="form__actions">
        <SubmitButton>{t('save')}</SubmitButton>
        <button type="button" className="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </Form>
  );
}

/** `children` follow the details (the area adds the privacy choices there). */
export function ProfilePage({ children }: { children?: ReactNode }) {
  const result = useCustomerData(['profile'], fetchProfile);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const mayEdit = useSession((s) => s.permissionToChangeProfile);
  const loaded = result.state === 'ready' ? result.data : null;
  const { t } = texts.useTexts();

  useEffect(() => {
    if (loaded) session.setPermissionToChangeProfile(loaded.permissionToChangeProfile);
  }, [loaded]);

  return (
    <Page title={t('title')} intro={t('intro')}>
      <DataState result={result}>
        {(fetched) => {
          const profile = fetched;
          if (editing && mayEdit) {
            return (
              <ProfileEditor
                profile={profile}
                onCancel={() => setEditing(false)}
                onSaved={(next) => {
                  queryClient.setQueryData(['customer', 'profile'], next);
                  session.setPermissionToChangeProfile(next.permissionToChangeProfile);
                  setEditing(false);
                }}
              />
            );
          }
          return (
            <>
              <ProfileDetails profile={profile} />
              {mayEdit ? (
                <p className="form__actions">
                  <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
                    {t('edit')}
                  </button>
                </p>
              ) : (
                <p className="profile-locked" data-testid="profile-locked">
                  {t('locked')}
                </p>
              )}
            </>
          );
        }}
      </DataState>
      {children}
    </Page>
  );
}
