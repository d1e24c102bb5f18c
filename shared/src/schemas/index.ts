// Schemas are plain yup (no React), so the API server validates with the very same rules the
// forms use. Field schemas are written once in fields.ts and composed by the payload schemas.
export * from './fields';
export * from './enquiry';
export * from './auth';
export * from './products';
export * from './account';
export * from './leads';
export * from './payments';
export * from './vendor';
export * from './vendor-selling';
export * from './cards';
export * from './commissions';
export * from './logistics';
export { gstinCheckCharacter, verhoeffCheckDigit } from './checksums';
export * from './consent';
export * from './grievance';
export * from './ca-services';
export * from './ca-services-catalogue';
export * from './working-days';
export * from './public-content';
export * from './data-rights';
export * from './aadhaar';
export * from './staff';
export * from './lead-sla';
// Not a schema: the support contact, re-exported here because the API imports only this entry.
export { SUPPORT_CONTACT } from '../config/support-contact';
export * from './ops';
export * from './content-desk';
export * from './service-desks';
// What the forms' field frame needs to show a message or an option in the reader's language.
export { recogniseValidationMessage, type RecognisedMessage } from './validation-texts';
export { choiceKeyOf } from './choice-texts';
