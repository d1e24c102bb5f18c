// A lender's own details as the console edits them: the same fields when adding a lender and when
// changing one, checked by the contract's schema (lenderDetailsSchema) in the form and in the API.
import { CheckboxField, SelectField, TextField } from '@platform/shared/forms';

export const KIND_OPTIONS = [
  { value: 'bank', label: 'Bank' },
  { value: 'nbfc', label: 'NBFC' },
];

export function LenderDetailsFields({ withActive = true }: { withActive?: boolean }) {
  return (
    <>
      <TextField name="name" label="Name" autoComplete="off" />
      <SelectField name="kind" label="RBI registration type" options={KIND_OPTIONS} />
      <TextField name="rbiRegistration" label="RBI registration" hint="The licence or certificate of registration, as the RBI lists it" autoComplete="off" />
      <TextField name="registrationStatus" label="Registration status" autoComplete="off" />
      <TextField name="website" label="Website" hint="https:// address" autoComplete="off" />
      <TextField
        name="pincodes"
        label="PIN codes served"
        hint="PIN codes or their first digits, separated by commas: 41 serves every PIN code starting with 41"
        autoComplete="off"
      />
      <TextField name="grievanceName" label="Grievance officer" autoComplete="off" />
      <TextField name="grievancePhone" label="Grievance officer’s phone" autoComplete="off" />
      <TextField name="grievanceEmail" label="Grievance officer’s e-mail" type="email" autoComplete="off" />
      {withActive && <CheckboxField name="active" label="Active: asked for offers and quoted on the site (untick to pause)" />}
    </>
  );
}
