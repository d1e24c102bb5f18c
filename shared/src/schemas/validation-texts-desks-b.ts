// The English of the desks-b part of the keyed validation messages (see validation-texts-common.ts
// for the rules a part follows). Read by validation-texts.ts; Hindi and Marathi in
// shared/src/i18n/locales/validation-desks-b-{hi,mr}.ts.

export const DESKS_B_VALIDATION_TEXTS = {} as const;

/** Field names this part's templates fill in as `{{label}}`. */
export const DESKS_B_LABELS = {} as const;
