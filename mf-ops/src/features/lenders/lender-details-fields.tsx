// A lender's own details as the console edits them: the same fields when adding a lender and when
// changing one, checked by the contract's schema (lenderDetailsSchema) in the form and in the API.
import { CheckboxField, SelectField, TextField } from '@platform/shared/forms';
import { texts } from './texts';

const KINDS = ['bank', 'nbfc'] as const;

export function LenderDetailsFields({ withActive = true }: { withActive?: boolean }) {
  const { t } = texts.useTexts();
  return (
    <>
      <TextField name="name" label={t('details.name')} autoComplete="off" />
      <SelectField name="kind" label={t('details.kind')} options={KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))} />
      <TextField name="rbiRegistration" label={t('details.registration')} hint={t('details.registrationHint')} autoComplete="off" />
      <TextField name="registrationStatus" label={t('details.registrationStatus')} autoComplete="off" />
      <TextField name="website" label={t('details.website')} hint={t('details.websiteHint')} autoComplete="off" />
      <TextField name="pincodes" label={t('details.pincodes')} hint={t('details.pincodesHint')} autoComplete="off" />
      <TextField name="grievanceName" label={t('details.grievanceName')} autoComplete="off" />
      <TextField name="grievancePhone" label={t('details.grievancePhone')} autoComplete="off" />
      <TextField name="grievanceEmail" label={t('details.grievanceEmail')} type="email" autoComplete="off" />
      {withActive && <CheckboxField name="active" label={t('details.active')} />}
    </>
  );
}
