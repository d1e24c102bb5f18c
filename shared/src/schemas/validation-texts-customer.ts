// The English of the customer part of the keyed validation messages (see validation-texts-common.ts
// for the rules a part follows). Read by validation-texts.ts; Hindi and Marathi in
// shared/src/i18n/locales/validation-customer-{hi,mr}.ts.

export const CUSTOMER_VALIDATION_TEXTS = {} as const;

/** Field names this part's templates fill in as `{{label}}`. */
export const CUSTOMER_LABELS = {} as const;
