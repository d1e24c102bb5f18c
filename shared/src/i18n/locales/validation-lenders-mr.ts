// मराठी of the lenders part of the keyed validation messages: the same keys as
// shared/src/schemas/validation-texts-lenders.ts (its type says so).
import type { LENDERS_LABELS, LENDERS_VALIDATION_TEXTS } from '../../schemas/validation-texts-lenders';
import type { Resources } from './en';

type Validation = Resources['validation'];

export const lendersValidationMr: {
  texts: Pick<Validation, keyof typeof LENDERS_VALIDATION_TEXTS>;
  labels: Pick<Validation['labels'], keyof typeof LENDERS_LABELS>;
} = {
  texts: {},
  labels: {},
};
