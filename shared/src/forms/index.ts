// @platform/shared/forms: one form component and the field components every app uses. Fields
// read the form from context, so a form is <Form schema=… onSubmit=…> plus fields by name.
export { Form, SubmitButton, type FormProps, type SubmitButtonProps } from './form';
export { TextField, type TextFieldProps } from './text-field';
export { NumberField, type NumberFieldProps } from './number-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { CheckboxGroupField, type CheckboxGroupFieldProps } from './checkbox-group-field';
export { FileField, type FileFieldProps } from './file-field';
export { useFieldForm, useFieldMeta, FieldFrame, FieldMessages, type FieldBaseProps, type FieldMeta } from './field-frame';
// For a form that checks with a shared schema without the form engine (the sell history's filters).
export { useValidationText } from './form-texts';
export { ProductForm, lockedValuesFromQuery, type ProductFormProps } from './form-engine';
export {
  enquiryHandoff,
  formDraftStore,
  fingerprintOf,
  ENQUIRY_NOT_SUBMITTED_MESSAGE,
  type AfterSuccess,
  type EnquiryHandoff,
  type FormDraftStore,
  type ProductField,
  type ProductFieldKind,
  type ProductFormDefinition,
  type SubmissionAnswer,
} from './product-form';
export { ConsentStatement, consentFields } from './consent-notice';
export { NoticeConsentField, noticeHeaders, type NoticeConsentFieldProps } from './notice-consent';
export { MaskedAadhaar } from './masked-aadhaar';
// For areas built before the OTP pages had their own entry (decision 029).
export { OtpLoginPage, OtpVerifyPage, type OtpLoginPageProps, type OtpVerifyPageProps } from './otp-pages-moved';
