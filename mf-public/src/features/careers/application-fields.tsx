// The fields a job application and the work-from-home registration both ask for.
import { NumberField, TextField } from '@platform/shared/forms';
import { texts } from './texts';

export function ApplicantFields() {
  const { t } = texts.useTexts();
  return (
    <>
      <TextField name="name" label={t('fields.name')} autoComplete="name" />
      <TextField name="mobile" label={t('fields.mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" hint={t('fields.mobileHint')} />
      <TextField name="email" label={t('fields.email')} type="email" autoComplete="email" />
      <TextField name="city" label={t('fields.city')} autoComplete="address-level2" />
      <NumberField name="experienceYears" label={t('fields.experience')} />
    </>
  );
}

export const maskedMobile = (mobile: string) => `+91 ${mobile.slice(0, 2)}xxxxxx${mobile.slice(8)}`;
