// The fields a job application and the work-from-home registration both ask for.
import { NumberField, TextField } from '@platform/shared/forms';

export function ApplicantFields() {
  return (
    <>
      <TextField name="name" label="Full name" autoComplete="name" />
      <TextField name="mobile" label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" hint="We send an OTP to confirm it" />
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <TextField name="city" label="City" autoComplete="address-level2" />
      <NumberField name="experienceYears" label="Experience (years)" />
    </>
  );
}

export const maskedMobile = (mobile: string) => `+91 ${mobile.slice(0, 2)}xxxxxx${mobile.slice(8)}`;
