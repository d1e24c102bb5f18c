// The shapes of an account every domain answers (its identity, its profile), built by
// api/src/users.ts (identityOf, profileOf); the customer's and the shop's profiles add to them.
import { boolean, mixed, object, string } from 'yup';
import type { ContractCaller } from './contract';
import { isoDateTime, uuid } from './envelope';

/** Every kind of account: each may sign out, change its password and read who it is. */
export const ACCOUNT_ROLES = ['customer', 'vendor', 'telecaller', 'banker', 'admin'] as const satisfies readonly Exclude<ContractCaller, 'anyone'>[];
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const accountRole = () =>
  mixed<AccountRole>()
    .oneOf([...ACCOUNT_ROLES])
    .defined();

/**
 * The languages a person reads the site, their SMS and their statements in (issue 33); the site's
 * own list (core i18n) is the same three. Kept here too so the API reads it without the frame.
 */
export const ACCOUNT_LANGUAGES = ['en', 'hi', 'mr'] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];
export const isAccountLanguage = (value: unknown): value is AccountLanguage => ACCOUNT_LANGUAGES.includes(value as AccountLanguage);

/** Who an account is, as a sign-in and GET /api/get-user answer it. */
export const accountIdentitySchema = object({
  id: uuid(),
  role: accountRole(),
  username: string().defined(),
  email: string().nullable().defined(),
  mobile: string().defined(),
});

/** The account as its owner sees it (never the password hash). */
export const accountProfileSchema = accountIdentitySchema.concat(
  object({
    state: string().nullable().defined(),
    city: string().nullable().defined(),
    pinCode: string().nullable().defined(),
    address: string().nullable().defined(),
    referralCode: string().defined(),
    referredBy: string().nullable().defined(),
    plan: string().nullable().defined(),
    mobileVerified: boolean().defined(),
    createdAt: isoDateTime(),
  }),
);
