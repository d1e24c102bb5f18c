// हिन्दी of the desks-a part of the keyed validation messages: the same keys as
// shared/src/schemas/validation-texts-desks-a.ts (its type says so).
import type { DESKS_A_LABELS, DESKS_A_VALIDATION_TEXTS } from '../../schemas/validation-texts-desks-a';
import type { Resources } from './en';

type Validation = Resources['validation'];

export const desksAValidationHi: {
  texts: Pick<Validation, keyof typeof DESKS_A_VALIDATION_TEXTS>;
  labels: Pick<Validation['labels'], keyof typeof DESKS_A_LABELS>;
} = {
  texts: {},
  labels: {},
};
