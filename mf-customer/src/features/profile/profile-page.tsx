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

function ProfileDetails({ profile }: { profile: CustomerProfile }) {
  const rows: Array<[string, string]> = [
    ['Name', profile.username || 'Not given yet'],
    ['Mobile number', `+91 ${profile.mobile}`],
    ['Email', profile.email ?? 'Not given yet'],
    ['Address', profile.address ?? 'Not given yet'],
    ['City', profile.city ?? '—'],
    ['State', profile.state ?? '—'],
    ['Pin Code', profile.pinCode ?? '—'],
    ['Referral code', profile.referralCode],
    ['Customer since', formatDate(profile.createdAt)],
  ];
  return <DetailsList rows={rows} testId="profile-details" />;
}

function ProfileEditor({ profile, onSaved, onCancel }: { profile: CustomerProfile; onSaved: (p: CustomerProfile) => void; onCancel: () => void }) {
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
      aria-label="Edit profile"
      className="account-form"
    >
      <TextField name="username" label="Full name" autoComplete="name" />
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <TextAreaField name="address" label="Address" autoComplete="street-address" />
      <TextField name="city" label="City" className="field--half" />
      <TextField name="state" label="State" className="field--half" />
      <TextField name="pinCode" label="Pin Code" inputMode="numeric" className="field--half" />
      <div className="form__actions">
        <SubmitButton>Save changes</SubmitButton>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
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

  useEffect(() => {
    if (loaded) session.setPermissionToChangeProfile(loaded.permissionToChangeProfile);
  }, [loaded]);

  return (
    <Page title="My profile" intro="The details lenders and our advisors use to reach you.">
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
                    Edit profile
                  </button>
                </p>
              ) : (
                <p className="profile-locked" data-testid="profile-locked">
                  Your details are locked because a credit report was fetched in your name. To change them, contact support. Your mobile number is your login
                  and cannot be changed here.
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
