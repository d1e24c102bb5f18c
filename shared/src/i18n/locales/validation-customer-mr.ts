// मराठी of the customer part of the keyed validation messages: the same keys as
// shared/src/schemas/validation-texts-customer.ts (its type says so).
import type { CUSTOMER_LABELS, CUSTOMER_VALIDATION_TEXTS } from '../../schemas/validation-texts-customer';
import type { Resources } from './en';

type Validation = Resources['validation'];

export const customerValidationMr: {
  texts: Pick<Validation, keyof typeof CUSTOMER_VALIDATION_TEXTS>;
  labels: Pick<Validation['labels'], keyof typeof CUSTOMER_LABELS>;
} = {
  texts: {},
  labels: {},
};
