import type { SelectOption } from '@platform/shared/forms';

/**
 * Partner-shop plans offered at sign-up. Optional: a shop may start without one and choose when
 * the partner team calls. The value is what the API stores in `plan`; the label is in texts.ts.
 */
export const PARTNER_PLAN_VALUES = ['starter', 'growth', 'premium'] as const;

export const partnerPlans = (label: (plan: (typeof PARTNER_PLAN_VALUES)[number]) => string): readonly SelectOption[] =>
  PARTNER_PLAN_VALUES.map((value) => ({ value, label: label(value) }));
