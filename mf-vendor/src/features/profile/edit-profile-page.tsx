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
import { texts } from './texts';

export function EditProfilePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: vendorQueryKeys.profile, queryFn: fetchVendorProfile });
  const { t } = texts.useTexts();
  return (
    <Page title={t('edit.title')} intro={t('edit.intro')}>
      <QueryState query={query}>
        {(profile) => (
          <Form<VendorProfileUpdateInput>
            schema={vendorProfileUpdateSchema}
            aria-label={t('edit.form')}
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
              notify.success(answer);
              navigate('/vender/vendor-profile');
            }}
          >
            <TextField name="username" label={t('edit.shopName')} autoComplete="organization" />
            <TextField name="ownerName" label={t('edit.ownerName')} autoComplete="name" hint={t('edit.ownerHint')} />
            <TextField name="email" label={t('edit.email')} type="email" autoComplete="email" />
            <TextAreaField name="address" label={t('edit.address')} autoComplete="street-address" />
            <TextField name="city" label={t('edit.city')} className="field--half" />
            <TextField name="state" label={t('edit.state')} className="field--half" />
            <TextField name="pinCode" label={t('edit.pinCode')} inputMode="numeric" className="field--half" />
            <div className="form__actions">
              <SubmitButton>{t('edit.save')}</SubmitButton>
              <button type="button" className="button" onClick={() => navigate('/vender/vendor-profile')}>
                {t('edit.cancel')}
              </button>
            </div>
          </Form>
        )}
      </QueryState>
    </Page>
  );
}
