import type { SelectOption } from '@platform/shared/forms';

/**
 * Partner-shop plans offered at sign-up. Optional: a shop may start without one and choose when
 * the partner team calls. The value is what the API stores in `plan`.
 */
export const PARTNER_PLANS: readonly SelectOption[] = [
  { value: 'starter', label: 'Starter: loans and cards only' },
  { value: 'growth', label: 'Growth: loans, cards and CA services' },
  { value: 'premium', label: 'Premium: every service, with a relationship manager' },
];
