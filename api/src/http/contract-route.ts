// Registers a route from its contract (@platform/shared/contracts): the method and path, who may
// call it, the parsing of params, query and body with the contract's yup schemas (400 with one
// message per field), the OpenAPI description, and, when the server checks responses (tests),
// the answer against the contract's response schema. The handler gets typed input and returns
// the typed answer; it holds no auth or parsing of its own.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from 'yup';
import type { AnyContract, BodyOf, NeedsFlow, ParamsOf, QueryOf, ResponseOf, SignedInOnly, StaffRole } from '@platform/shared/contracts';
import { flowToken, requireRole, signedInUser, type AppContext } from '../context.ts';
import type { TokenClaims } from '../security/tokens.ts';
import { STAFF_ROLE_REFUSED, staffRolesOf } from '../staff/roles.ts';
import type { UserRow } from '../users.ts';
import { ApiError } from './errors.ts';
import { failures, jsonSchemaOf, multipartBody } from './openapi.ts';
import { parseBody } from './validate.ts';

type CallerOf<C extends AnyContract> = SignedInOnly<C> extends true ? UserRow : UserRow | undefined;

export interface ContractInput<C extends AnyContract> {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
  /** The signed-in caller, in one of the contract's roles (none for a route anyone may call). */
  user: CallerOf<C>;
  /** A staff caller's staff roles (read on this call); empty for every other account. */
  staffRoles: readonly StaffRole[];
  /** The claims of the OTP flow's token, for a contract with a `flow`. */
  flow: NeedsFlow<C> extends true ? TokenClaims : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type ContractHandler<C extends AnyContract> = (input: ContractInput<C>) => Promise<ResponseOf<C>>;

/** An answer that does not match its contract: a bug of the API, loud in tests. */
export class ContractDriftError extends Error {
  override name = 'ContractDriftError';
}

export function registerContract<C extends AnyContract>(app: FastifyInstance, ctx: AppContext, contract: C, handler: ContractHandler<C>): void {
  const status = contract.status ?? 200;
  app.route({
    method: contract.method,
    url: contract.path,
    schema: {
      ...describedBy(contract),
      ...(contract.params ? { params: jsonSchemaOf(contract.params) } : {}),
      ...(contract.query ? { querystring: jsonSchemaOf(contract.query) } : {}),
      // The contract's samples are the examples a reader of /docs can send against the demo data.
      ...(contract.multipart
        ? {
            consumes: ['multipart/form-data'],
            body: multipartBody({
              fields: contract.multipart.fields,
              files: contract.multipart.files,
              otherFiles: contract.multipart.otherFiles,
              description: contract.multipart.description,
            }),
          }
        : {}),
      ...(contract.body
        ? {
            body: withExamples(
              jsonSchemaOf(contract.body),
              contract.samples.map((sample) => sample.request?.body),
            ),
          }
        : {}),
      response: {
        [status]: withExamples(
          jsonSchemaOf(contract.response),
          contract.samples.map((sample) => sample.response),
        ),
        ...failures(...contract.errors),
      },
    },
    handler: async (request, reply) => {
      const input = await inputOf(ctx, contract, request, reply);
      const answer = await handler(input);
      if (ctx.checkResponses) checkAnswer(contract, answer);
      return reply.code(status).send(answer);
    },
  });
}

/** The operation's name, words and credentials in /docs. */
function describedBy(contract: AnyContract) {
  const security = securityOf(contract);
  return {
    operationId: contract.operationId,
    tags: [contract.tag],
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    ...(security ? { security } : {}),
  };
}

/** An access token unless anyone may call; an OTP step's token in X-Flow-Token, or as the bearer when nobody is signed in. */
function securityOf(contract: AnyContract): Array<Record<string, string[]>> | undefined {
  const open = contract.callers.includes('anyone');
  if (contract.flow) return open ? [{ flowToken: [] }, { bearer: [] }] : [{ bearer: [], flowToken: [] }];
  return open ? undefined : [{ bearer: [] }];
}

/**
 * Authorises the caller by the contract's callers, parses params, query and a JSON body, then
 * checks the token of the contract's OTP flow (`flowToken`: 403 for any failure, never 401).
 */
async function inputOf<C extends AnyContract>(ctx: AppContext, contract: C, request: FastifyRequest, reply: FastifyReply): Promise<ContractInput<C>> {
  let user: UserRow | undefined;
  if (!contract.callers.includes('anyone')) {
    user = await signedInUser(ctx, request, { allowUnapproved: contract.unapprovedStaff === true });
    const roles = contract.callers.filter((caller): caller is UserRow['role'] => caller !== 'anyone');
    if (contract.forbidden && !roles.includes(user.role)) throw new ApiError(403, contract.forbidden);
    requireRole(user, roles);
  }
  const staffRoles = user?.role === 'admin' ? await staffRolesOf(ctx.db, user.id) : [];
  if (contract.staffRoles && !contract.staffRoles.some((role: StaffRole) => staffRoles.includes(role))) {
    throw new ApiError(403, STAFF_ROLE_REFUSED);
  }
  return {
    params: (contract.params ? await parseBody(contract.params, request.params ?? {}) : undefined) as ParamsOf<C>,
    query: (contract.query ? await parseBody(contract.query, request.query ?? {}) : undefined) as QueryOf<C>,
    // A multipart body is read by the handler (it knows its limits); only JSON is parsed here.
    body: (contract.body && !contract.multipart ? await parseBody(contract.body, request.body) : undefined) as BodyOf<C>,
    // After the body, as every OTP step always checked it.
    flow: (contract.flow ? await flowToken(ctx, request, contract.flow) : undefined) as ContractInput<C>['flow'],
    user: user as CallerOf<C>,
    staffRoles,
    request,
    reply,
  };
}

/**
 * Registers a route whose answer is a file (a document, an invoice, a certificate): the same
 * callers and parsing as `registerContract`, documented as the binary types of `download`. The
 * handler sends the file on the reply (e.g. with `sendStoredFile`) and returns the reply.
 */
export function registerDownload<C extends AnyContract>(
  app: FastifyInstance,
  ctx: AppContext,
  contract: C,
  handler: (input: ContractInput<C>) => Promise<FastifyReply>,
): void {
  if (!contract.download) throw new Error(`${contract.operationId} is not a download contract`);
  const { description, types } = contract.download;
  app.route({
    method: contract.method,
    url: contract.path,
    schema: {
      ...describedBy(contract),
      ...(contract.params ? { params: jsonSchemaOf(contract.params) } : {}),
      ...(contract.query ? { querystring: jsonSchemaOf(contract.query) } : {}),
      response: {
        200: { description, content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) },
        ...failures(...contract.errors),
      },
    },
    handler: async (request, reply) => handler(await inputOf(ctx, contract, request, reply)),
  });
}

function withExamples(schema: Record<string, unknown>, examples: unknown[]): Record<string, unknown> {
  const present = examples.filter((example) => example !== undefined);
  return present.length > 0 ? { ...schema, examples: present } : schema;
}

function checkAnswer(contract: AnyContract, answer: unknown): void {
  try {
    contract.response.validateSync(answer, { strict: true, abortEarly: false });
  } catch (error) {
    const problems = error instanceof ValidationError ? error.errors.join('; ') : String(error);
    throw new ContractDriftError(`${contract.operationId} answered outside its contract: ${problems}`);
  }
}
