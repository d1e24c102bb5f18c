// /signup and /signup/:referral (docs/spec/product.md §§2-4): a partner shop registers, the sign-up
// token goes to the session, and the OTP page confirms the mobile number.
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { notify, Page, paths, session, spinner } from '@platform/shared';
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from '@platform/shared/forms';
import { signupFormSchema, type RegistrationInput, type SignupFormInput } from '@platform/shared/schemas';
import { lookUpPincode, registerPartner, type PincodeAddress } from './accounts-api';
import { partnerPlans } from './partner-plans';
import { texts } from './texts';

/** The payload of POST /api/register: the form without its confirmation field. */
export function registrationPayloadOf({ confirmPassword: _confirmation, ...values }: SignupFormInput): RegistrationInput {
  return { ...values, referral: values.referral || undefined, plan: values.plan || undefined };
}

const REFERRAL_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Fills state, city and (when still empty) the address from the PIN code as soon as it has six
 * digits, using India Post's directory on the API.
 */
function PincodeAddressFiller({ form }: { form: UseFormReturn<SignupFormInput> }) {
  const { t } = texts.useTexts();
  const pinCode = form.watch('pinCode');
  const [found, setFound] = useState<PincodeAddress | null>(null);
  const asked = useRef('');
  useEffect(() => {
    const pin = (pinCode ?? '').trim();
    if (!/^\d{6}$/.test(pin) || asked.current === pin) return;
    asked.current = pin;
    let current = true;
    lookUpPincode(pin)
      .then((address) => {
        if (!current) return;
        setFound(address);
        form.setValue('state', address.state, { shouldValidate: true });
        form.setValue('city', address.city, { shouldValidate: true });
        const office = address.postOffices[0];
        if (!form.getValues('address') && address.postOffices.length === 1 && office) {
          form.setValue('address', `${office.name}, ${address.district}`, { shouldValidate: true });
        }
      })
      .catch(() => {
        if (!current) return;
        setFound(null);
        form.setError('pinCode', { type: 'lookup', message: texts.t('signup.noPostOffice') });
      });
    return () => {
      current = false;
    };
  }, [pinCode, form]);

  if (!found || found.postOffices.length < 2) return null;
  return (
    <div className="field">
      <label className="field__label" htmlFor="signup-locality">
        {t('signup.locality')}
      </label>
      <select
        id="signup-locality"
        className="field__input"
        defaultValue=""
        onChange={(event) => {
          if (!event.target.value) return;
          const current = form.getValues('address').trim();
          form.setValue('address', current ? `${current}, ${event.target.value}` : `${event.target.value}, ${found.district}`, { shouldValidate: true });
        }}
      >
        <option value="">{t('signup.pickLocality')}</option>
        {found.postOffices.map((office) => (
          <option key={office.name} value={office.name}>
            {office.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The fields a shop invitation's link may fill in (api/src/partner-enquiries: the enquiry's details). */
export const INVITATION_FIELDS = ['username', 'email', 'mobile', 'pinCode', 'city'] as const;

/**
 * Fills the form from the invitation link's query (`?username=…&mobile=…`) once the page is live:
 * the person invited after a partner enquiry does not type again what they told us. After mount, so
 * the prerendered page (drawn without the query) hydrates as it was drawn.
 */
function InvitationFiller({ form }: { form: UseFormReturn<SignupFormInput> }) {
  const [params] = useSearchParams();
  useEffect(() => {
    for (const field of INVITATION_FIELDS) {
      const value = params.get(field)?.trim().slice(0, 200);
      if (value && !form.getValues(field)) form.setValue(field, value, { shouldValidate: true });
    }
  }, [params, form]);
  return null;
}

export function SignupPage() {
  const { t } = texts.useTexts();
  const navigate = useNavigate();
  const { referral: referralParam } = useParams();
  const referral = referralParam && REFERRAL_PATTERN.test(referralParam) ? referralParam.toUpperCase() : undefined;

  async function register(values: SignupFormInput) {
    const answer = await spinner.during(registerPartner(registrationPayloadOf(values)));
    // docs/spec/product.md §4: sign-up success stores the sign-up token; it authorises the OTP
    // page.
    session.setToken('otpToken', answer.signUpToken);
    notify.success(answer.message);
    navigate(referral ? `/mobile-verify/${encodeURIComponent(referral)}` : '/verify');
  }

  return (
    <Page title={t('signup.title')} intro={t('signup.intro')}>
      <div className="card account-card account-card--wide">
        <Form<SignupFormInput>
          schema={signupFormSchema}
          defaultValues={{
            username: '',
            email: '',
            password: '',
            confirmPassword: '',
            mobile: '',
            state: '',
            city: '',
            pinCode: '',
            address: '',
            referral: referral ?? '',
            plan: '',
          }}
          onSubmit={register}
          aria-label={t('signup.form')}
          className="account-form"
        >
          {(form) => (
            <>
              <InvitationFiller form={form} />
              <TextField name="username" label={t('signup.fullName')} autoComplete="name" />
              <TextField name="email" label={t('fields.email')} type="email" autoComplete="email" className="field--half" />
              <TextField name="mobile" label={t('fields.mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" className="field--half" />
              <TextField
                name="password"
                label={t('fields.password')}
                type="password"
                autoComplete="new-password"
                className="field--half"
                hint={t('fields.passwordHint')}
              />
              <TextField name="confirmPassword" label={t('signup.confirmPassword')} type="password" autoComplete="new-password" className="field--half" />
              <TextField
                name="pinCode"
                label={t('signup.pinCode')}
                inputMode="numeric"
                autoComplete="postal-code"
                className="field--half"
                hint={t('signup.pinHint')}
              />
              <TextField name="state" label={t('signup.state')} autoComplete="address-level1" className="field--half" />
              <TextField name="city" label={t('signup.city')} autoComplete="address-level2" className="field--half" />
              <PincodeAddressFiller form={form} />
              <TextAreaField name="address" label={t('signup.address')} autoComplete="street-address" />
              <TextField name="referral" label={t('signup.referral')} readOnly={referral !== undefined} className="field--half" />
              <SelectField
                name="plan"
                label={t('signup.plan')}
                options={partnerPlans((plan) => t(`plans.${plan}`))}
                placeholder={t('signup.decideLater')}
                className="field--half"
              />
              <div className="form__actions">
                <SubmitButton>{t('signup.submit')}</SubmitButton>
              </div>
            </>
          )}
        </Form>
        <p className="account-card__switch">
          {t('signup.already')}
          <Link to={paths.login}>{t('signup.logIn')}</Link>
        </p>
      </div>
    </Page>
  );
}
