// हिन्दी of the desks-b part of the keyed validation messages: the same keys as
// shared/src/schemas/validation-texts-desks-b.ts (its type says so).
import type { DESKS_B_LABELS, DESKS_B_VALIDATION_TEXTS } from '../../schemas/validation-texts-desks-b';
import type { Resources } from './en';

type Validation = Resources['validation'];

export const desksBValidationHi: {
  texts: Pick<Validation, keyof typeof DESKS_B_VALIDATION_TEXTS>;
  labels: Pick<Validation['labels'], keyof typeof DESKS_B_LABELS>;
} = {
  texts: {},
  labels: {},
};
