// English of the shared form texts (docs/decisions/049-every-screen-in-three-languages.md): the
// validation messages and the shared choice tables are read from the schemas themselves, so these
// namespaces cannot drift from what the schemas say and the API answers.
import { CHOICE_TEXTS } from '../../schemas/choice-texts';
import { VALIDATION_TEXTS } from '../../schemas/validation-texts';

export const formsEn = {
  /** The messages of the field and product schemas, keyed (shared/src/schemas/validation-texts.ts). */
  validation: VALIDATION_TEXTS,
  /** The words of the shared choice tables, by table and value (shared/src/schemas/choice-texts.ts). */
  choices: CHOICE_TEXTS,
  /** The field components' own words. */
  forms: {
    selectOne: 'Select one',
    checkField: 'Please check this field',
    previewOf: 'Preview of {{name}}',
    sending: 'Sending {{name}}',
    remove: 'Remove {{name}}',
    kilobytes: '{{size}} KB',
    megabytes: '{{size}} MB',
  },
} as const;
