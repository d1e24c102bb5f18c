// One contract per endpoint: its method and path (the spelling of the product's API kept), who may
// call it, the yup schemas of its request (params, query, body) and of its answer, the error
// statuses it may answer and sample exchanges. The API registers its handler from the contract
// (and, in tests, checks every answer against the response schema), the OpenAPI document is
// generated from it, and the areas call the endpoint through `callContract`, typed by it: one
// source for the shape of an exchange.
import type { AnyObject, InferType, ObjectSchema } from 'yup';

/** Who may call: anyone, or an access token of one of these roles. */
/**
 * What a member of the company's staff may do, held in any combination (table staff_roles). An
 * operations admin invites staff and grants roles; each staff endpoint admits the roles its
 * contract names.
 */
export const STAFF_ROLES = ['ops_admin', 'kyc_reviewer', 'ca_expert', 'logistics_desk', 'finance', 'content_editor', 'grievance_officer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type ContractCaller = 'anyone' | 'customer' | 'vendor' | 'telecaller' | 'banker' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The OTP flows whose token a call may carry (in X-Flow-Token, or as the bearer): the token the
 * flow's first step answered (`signUpToken`, `newToken`, `forgotToken` …), naming the mobile the
 * code went to.
 */
export type FlowPurpose =
  'signup' | 'login' | 'enquiry' | 'reset' | 'careers' | 'connector' | 'customer-lookup' | 'customer-consent' | 'offer-choice' | 'sanction-kfs';

type Schema = ObjectSchema<AnyObject, AnyObject, AnyObject, ''>;

/** A file part of a multipart body. */
export interface FilePart {
  description: string;
  required?: boolean;
}

export interface Multipart {
  fields?: Schema;
  files: Record<string, FilePart>;
  /** Files under names only known at run time (e.g. a service's document keys). */
  otherFiles?: FilePart;
  /** The limits and rules in words. */
  description: string;
}

export interface Contract<
  Params extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Body extends Schema | undefined = Schema | undefined,
  Response extends Schema = Schema,
  Callers extends readonly ContractCaller[] = readonly ContractCaller[],
  Flow extends readonly FlowPurpose[] | undefined = readonly FlowPurpose[] | undefined,
> {
  /** Unique across the API: the OpenAPI operationId and the name the areas know it by. */
  operationId: string;
  method: HttpMethod;
  /** Fastify's path syntax (`/banker/leads/:id/status`). */
  path: string;
  summary: string;
  /** More than the summary, for /docs. */
  description?: string;
  tag: string;
  callers: Callers;
  /** The 403 message for a signed-in caller of another role (else the callers' area's message). */
  forbidden?: string;
  /** A staff account still waiting for approval (or refused) may call it: it says where it stands. */
  unapprovedStaff?: boolean;
  /**
   * For company staff (callers `['admin']`): the staff roles admitted. The server reads the
   * caller's roles on every call (a role taken away stops working at once) and refuses any other
   * with 403. Without it, any staff role may call (e.g. reading one's own account).
   */
  staffRoles?: readonly StaffRole[];
  /**
   * The call belongs to an OTP flow and needs a token of one of these purposes. The API checks it
   * before the handler, after the body: any failure is 403, never 401 (the site signs the person
   * out on a 401, which an expired OTP step must not do).
   */
  flow?: Flow;
  params?: Params;
  query?: Query;
  body?: Body;
  /**
   * A `multipart/form-data` body instead of JSON: its text fields (the handler validates them
   * with `fields` once it has read the parts; every value travels as text) and its files. The
   * handler reads the parts itself, since only it knows the limits and what a file may be.
   */
  multipart?: Multipart;
  /** The answer is a file's bytes, not JSON (the route is registered with `registerDownload`). */
  download?: { description: string; types: readonly string[] };
  /** The JSON answer; for a download, `FILE_ANSWER` (checked by nothing). */
  response: Response;
  /** The status of a success (200 unless said). */
  status?: 200 | 201;
  /** Failure statuses the endpoint may answer, besides 5xx. */
  errors: readonly number[];
  /** Exchanges that work against the demo data: examples in /docs and fixtures in tests. */
  samples: ReadonlyArray<{
    name: string;
    request?: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
    response: InferType<Response>;
  }>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any contract, whatever its schemas
export type AnyContract = Contract<any, any, any, Schema, readonly ContractCaller[], readonly FlowPurpose[] | undefined>;

type Infer<S> = [S] extends [Schema] ? InferType<S> : undefined;
/* eslint-disable @typescript-eslint/no-explicit-any -- only the inferred position matters */
export type ParamsOf<C> = C extends Contract<infer P, any, any, any, any> ? Infer<P> : never;
export type QueryOf<C> = C extends Contract<any, infer Q, any, any, any> ? Infer<Q> : never;
export type BodyOf<C> = C extends Contract<any, any, infer B, any, any> ? Infer<B> : never;
/** The text fields of a multipart contract. */
export type FieldsOf<C> = C extends { multipart: { fields: infer F } } ? Infer<F> : never;
export type ResponseOf<C> = C extends Contract<any, any, any, infer R, any> ? InferType<R> : never;
/** Whether a signed-in caller is certain (no 'anyone' among the callers). */
export type SignedInOnly<C> = C extends Contract<any, any, any, any, infer K> ? ('anyone' extends K[number] ? false : true) : never;
/** Whether the call needs an OTP flow's token (the contract names its purposes). */
export type NeedsFlow<C> = C extends Contract<any, any, any, any, any, infer F> ? ([F] extends [readonly FlowPurpose[]] ? true : false) : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Declares a contract, keeping its schemas' and callers' types for the client and the handler. */
export function defineContract<
  Params extends Schema | undefined = undefined,
  Query extends Schema | undefined = undefined,
  Body extends Schema | undefined = undefined,
  Response extends Schema = Schema,
  const Callers extends readonly ContractCaller[] = readonly ContractCaller[],
  const Flow extends readonly FlowPurpose[] | undefined = undefined,
>(contract: Contract<Params, Query, Body, Response, Callers, Flow>): Contract<Params, Query, Body, Response, Callers, Flow> {
  return contract;
}

/** The URL of a call: `/banker/leads/:id/status` with `{ id }` → `/banker/leads/42/status`. */
export function pathOf(contract: Pick<AnyContract, 'path'>, params: Record<string, string> = {}): string {
  return contract.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
