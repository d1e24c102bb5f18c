// /vender/edit-vender-profile: the shop's name, owner, email and address. The mobile number is the
// login and stays; KYC checks compare names with the owner's name given here.
import { useNavigate } from 'react-router-dom';
import { notify, Page, spinner } from '@platform/shared';
import { fetchVendorProfile, vendorQueryKeys } from '@platform/shared/dashboard';
import { Form, SubmitButton, TextAreaField, TextField } from '@platform/shared/forms';
import { useQuery, useQueryClient } from '@platform/shared/query';
import { vendorProfileUpdateSchema, type VendorProfileUpdateInput } from '@platform/shared/schemas';
import { QueryState } from '../../components/query-state';
import { updateVendorProfile } from './profile-api';

export function EditProfilePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: vendorQueryKeys.profile, queryFn: fetchVendorProfile });
  return (
    <Page title="Edit vender profile" intro="Keep your shop's details as they are on your documents: KYC checks compare the owner's name with them.">
      <QueryState query={query}>
        {(profile) => (
          <Form<VendorProfileUpdateInput>
            schema={vendorProfileUpdateSchema}
            aria-label="Edit profile"
            className="account-form"
            defaultValues={{
              username: profile.username,
              ownerName: profile.ownerName ?? '',
              email: profile.email ?? '',
              address: profile.address ?? '',
              city: profile.city ?? '',
              state: profile.state ?? '',
              pinCode: profile.pinCode ?? '',
            }}
            onSubmit={async (values) => {
              const answer = await spinner.during(updateVendorProfile(values));
              queryClient.setQueryData(vendorQueryKeys.profile, answer.data);
              notify.success(answer.message);
              navigate('/vender/vendor-profile');
            }}
          >
            <TextField name="username" label="Shop name" autoComplete="organization" />
            <TextField name="ownerName" label="Owner's name" autoComplete="name" hint="As on the owner's PAN and Aadhaar" />
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <TextAreaField name="address" label="Shop address" autoComplete="street-address" />
            <TextField name="city" label="City" className="field--half" />
            <TextField name="state" label="State" className="field--half" />
            <TextField name="pinCode" label="Pin Code" inputMode="numeric" className="field--half" />
            <div className="form__actions">
              <SubmitButton>Save changes</SubmitButton>
              <button type="button" className="button" onClick={() => navigate('/vender/vendor-profile')}>
                Cancel
              </button>
            </div>
          </Form>
        )}
      </QueryState>
    </Page>
  );
}
