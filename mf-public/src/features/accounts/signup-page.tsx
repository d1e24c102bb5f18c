// /signup and /signup/:referral (docs/spec/product.md §§2-4): a partner shop registers, the sign-up
// token goes to the session, and the OTP page confirms the mobile number.
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { notify, Page, paths, session, spinner } from '@platform/shared';
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from '@platform/shared/forms';
import { signupFormSchema, type RegistrationInput, type SignupFormInput } from '@platform/shared/schemas';
import { lookUpPincode, registerPartner, type PincodeAddress } from './accounts-api';
import { PARTNER_PLANS } from './partner-plans';

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
        form.setError('pinCode', { type: 'lookup', message: 'No post office found for this PIN code' });
      });
    return () => {
      current = false;
    };
  }, [pinCode, form]);

  if (!found || found.postOffices.length < 2) return null;
  return (
    <div className="field">
      <label className="field__label" htmlFor="signup-locality">
        Locality (post office)
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
        <option value="">Pick your locality to add it to the address</option>
        {found.postOffices.map((office) => (
          <option key={office.name} value={office.name}>
            {office.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SignupPage() {
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
    <Page
      title="Become a partner shop"
      intro="Register your shop to sell loans, cards and business services. We send an OTP to your mobile number to confirm it."
    >
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
          aria-label="Partner sign-up"
          className="account-form"
        >
          {(form) => (
            <>
              <TextField name="username" label="Full name" autoComplete="name" />
              <TextField name="email" label="Email" type="email" autoComplete="email" className="field--half" />
              <TextField name="mobile" label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" className="field--half" />
              <TextField
                name="password"
                label="Password"
                type="password"
                autoComplete="new-password"
                className="field--half"
                hint="At least 8 characters with an upper-case and a lower-case letter, a digit and a symbol."
              />
              <TextField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" className="field--half" />
              <TextField
                name="pinCode"
                label="Pin Code"
                inputMode="numeric"
                autoComplete="postal-code"
                className="field--half"
                hint="State and city fill in from the PIN code."
              />
              <TextField name="state" label="State" autoComplete="address-level1" className="field--half" />
              <TextField name="city" label="City" autoComplete="address-level2" className="field--half" />
              <PincodeAddressFiller form={form} />
              <TextAreaField name="address" label="Address" autoComplete="street-address" />
              <TextField name="referral" label="Referral code (optional)" readOnly={referral !== undefined} className="field--half" />
              <SelectField name="plan" label="Plan (optional)" options={PARTNER_PLANS} placeholder="Decide later" className="field--half" />
              <div className="form__actions">
                <SubmitButton>Sign up</SubmitButton>
              </div>
            </>
          )}
        </Form>
        <p className="account-card__switch">
          Already registered? <Link to={paths.login}>Log in</Link>
        </p>
      </div>
    </Page>
  );
}
