import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AnySchema, SchemaDescription, SchemaFieldDescription, SchemaObjectDescription } from 'yup';
import { REQUEST_EXAMPLES } from './openapi-examples.ts';

type JsonSchema = Record<string, unknown>;

/**
 * Turns a shared yup schema into the JSON Schema the OpenAPI document shows, so the documented
 * body is the validated body. Only what the payload schemas use is covered: objects, strings,
 * numbers, booleans, lengths, patterns and enumerations.
 */
export function jsonSchemaOf(schema: AnySchema): JsonSchema {
  const described = schema.describe();
  // A body that is one of several schemas (a `lazy` choosing by a field) names them in its meta.
  const oneOf = (described.meta as { oneOf?: AnySchema[] } | undefined)?.oneOf;
  if (oneOf) return { oneOf: oneOf.map(jsonSchemaOf) };
  return convert(described);
}

function convert(field: SchemaFieldDescription): JsonSchema {
  if (!('tests' in field)) return {};
  const d = field as SchemaDescription;
  const out: JsonSchema = {};
  switch (d.type) {
    case 'object': {
      const fields = (d as SchemaObjectDescription).fields ?? {};
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [name, sub] of Object.entries(fields)) {
        properties[name] = convert(sub);
        if ('optional' in (sub as object) && !(sub as SchemaDescription).optional) required.push(name);
      }
      Object.assign(out, { type: 'object', properties });
      if (required.length) out.required = required;
      break;
    }
    case 'string':
      out.type = 'string';
      for (const test of d.tests) {
        const p = (test.params ?? {}) as Record<string, unknown>;
        if (test.name === 'min' && typeof p.min === 'number') out.minLength = p.min;
        if (test.name === 'max' && typeof p.max === 'number') out.maxLength = p.max;
        if (test.name === 'length' && typeof p.length === 'number') out.minLength = out.maxLength = p.length;
        if (test.name === 'matches' && p.regex instanceof RegExp) out.pattern = p.regex.source;
        if (test.name === 'email') out.format = 'email';
      }
      break;
    case 'number':
      out.type = 'number';
      for (const test of d.tests) {
        const p = (test.params ?? {}) as Record<string, unknown>;
        if (test.name === 'min' && typeof p.min === 'number') out.minimum = p.min;
        if (test.name === 'max' && typeof p.max === 'number') out.maximum = p.max;
        if (test.name === 'integer') out.type = 'integer';
      }
      break;
    case 'boolean':
      out.type = 'boolean';
      break;
    case 'array': {
      out.type = 'array';
      const inner = (d as SchemaDescription & { innerType?: SchemaFieldDescription }).innerType;
      if (inner) out.items = convert(inner);
      break;
    }
    default:
      break;
  }
  const values = (d.oneOf ?? []).filter((v: unknown) => ['string', 'number', 'boolean'].includes(typeof v));
  if (values.length > 0 && values.length === (d.oneOf ?? []).length) out.enum = values;
  if (d.label) out.title = d.label;
  if (d.nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}

const message = { type: 'string' };

const failureEnvelope: JsonSchema = {
  type: 'object',
  required: ['success', 'message', 'error', 'code'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    message,
    error: { type: 'string', description: 'The same text as message; the site shows this field.' },
    code: {
      type: 'string',
      description: 'Stable code of the failure (`otp.expired`, `auth.login-required`, else one per status): the site shows its text in the visitor’s language.',
    },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'One message per invalid field.' },
  },
};

/**
 * The failure answers of a route, exactly the codes named: 429 only where the handler limits a
 * rate, 400 only where it reads input. A route that takes a body gets 400 from `openapiDocs`
 * whatever it lists, since Fastify itself refuses a body that is not valid JSON.
 */
export const failures = (...codes: number[]): Record<number, JsonSchema> =>
  Object.fromEntries([...new Set(codes)].sort((a, b) => a - b).map((code) => [code, { ...failureEnvelope, description: describeStatus(code) }]));

function describeStatus(code: number): string {
  return (
    {
      301: 'Moved: the address had another name before; Location is the current one.',
      400: 'Invalid input; `fields` names each invalid field.',
      401: 'Access token missing, invalid or expired (sign in again), or wrong email or password.',
      402: 'The wallet balance does not cover the charge; nothing was done.',
      403: 'Flow token missing, invalid, expired or of another purpose (never 401, so the site keeps its access token).',
      404: 'Not found.',
      409: 'Conflict with existing data.',
      413: 'A file (or all the files together) is larger than the route allows.',
      415: 'The body is not of a type the route takes (e.g. not multipart/form-data, or a file that is not PDF, JPG or PNG).',
      422: 'Idempotency-Key reused with a different body, or a check the provider refused.',
      429: 'Rate limit, cooldown or OTP lock-out; see Retry-After.',
      502: 'The payment provider did not answer; try again.',
      503: 'SMS delivery (or the verification provider) failed; nothing to fix on the client side, try again.',
    }[code] ?? 'Failure.'
  );
}

/** A file part of a multipart body. */
export interface FilePart {
  description: string;
  required?: boolean;
}

/**
 * A `multipart/form-data` body: the text fields from the yup schema the handler validates them
 * with (every value travels as text), the files as binary strings, the limits in words. Fastify's
 * validator is off, so this only documents the body; the handler's own reading of the parts
 * decides.
 */
export function multipartBody(parts: {
  fields?: AnySchema;
  /** Text fields the handler reads itself, outside the yup schema. */
  extraFields?: Record<string, JsonSchema>;
  files: Record<string, FilePart>;
  /** Files under names only known at run time (e.g. a service's document keys). */
  otherFiles?: FilePart;
  description: string;
}): JsonSchema {
  const text = parts.fields ? jsonSchemaOf(parts.fields) : { properties: {}, required: [] };
  const properties: Record<string, JsonSchema> = { ...(text.properties as Record<string, JsonSchema>), ...parts.extraFields };
  const required = [...((text.required as string[] | undefined) ?? [])];
  for (const [name, file] of Object.entries(parts.files)) {
    properties[name] = { type: 'string', format: 'binary', description: file.description };
    if (file.required) required.push(name);
  }
  return {
    type: 'object',
    description: parts.description,
    properties,
    ...(required.length ? { required } : {}),
    ...(parts.otherFiles ? { additionalProperties: { type: 'string', format: 'binary', description: parts.otherFiles.description } } : {}),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    openapi: {
      /**
       * Documents a second body type of a route registered elsewhere (a JSON route that also
       * takes multipart in a hook), e.g. `alsoAccepts('POST', '/web/webdev', 'multipart/form-data', body)`,
       * with the failures only that body type can answer.
       */
      alsoAccepts(method: string, url: string, contentType: string, body: JsonSchema, failureCodes?: number[]): void;
    };
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The operation id a route gets unless it names its own: method and path in camelCase, path
 * parameters as `By<Name>` (`POST /banker/leads/:id/confirm` is `postBankerLeadsByIdConfirm`),
 * so a generated client's names follow the URLs a reader already knows.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${pascal}`;
}

const routeKey = (method: string, url: string) => `${method} ${url}`;

/**
 * What the OpenAPI document adds to every route, in one place rather than on each route: an
 * `operationId` (unique: a clash stops the server at start-up, before a client is generated
 * from it), 400 on routes that take a body, the request example from `openapi-examples.ts`, and
 * any second body type registered with `app.openapi.alsoAccepts`. Call before any route is
 * registered; pass `transform` to @fastify/swagger.
 */
export function openapiDocs(app: FastifyInstance): {
  transform: (input: { schema: unknown; url: string; route: RouteOptions }) => { schema: JsonSchema; url: string };
} {
  const operationIds = new Map<string, string>();
  const alsoAccepted = new Map<string, Record<string, JsonSchema>>();
  const alsoFails = new Map<string, number[]>();
  app.decorate('openapi', {
    alsoAccepts(method: string, url: string, contentType: string, body: JsonSchema, failureCodes: number[] = []) {
      const key = routeKey(method, url);
      alsoAccepted.set(key, { ...alsoAccepted.get(key), [contentType]: body });
      alsoFails.set(key, [...(alsoFails.get(key) ?? []), ...failureCodes]);
    },
  });

  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as JsonSchema;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    // HEAD routes Fastify adds for GET routes are not documented; hidden routes are not either.
    if (methods.length !== 1 || schema.hide) return;
    const url = route.url ?? route.path;
    const operationId = typeof schema.operationId === 'string' ? schema.operationId : operationIdOf(methods[0]!, url);
    const taken = operationIds.get(operationId);
    if (taken && taken !== routeKey(methods[0]!, url))
      throw new Error(`OpenAPI operationId ${operationId} of ${routeKey(methods[0]!, url)} is already ${taken}'s`);
    operationIds.set(operationId, routeKey(methods[0]!, url));
    // A new object: several routes may share one schema object (the loops over products,
    // services and KYC steps), and each needs its own id.
    route.schema = { ...schema, operationId };
  });

  return {
    transform({ schema: input, url, route }) {
      const schema = { ...((input ?? {}) as JsonSchema) };
      const method = String(Array.isArray(route.method) ? route.method.find((m) => m !== 'HEAD') : route.method);
      if (BODY_METHODS.has(method) && schema.response) {
        schema.response = { ...failures(400, ...(alsoFails.get(routeKey(method, url)) ?? [])), ...(schema.response as JsonSchema) };
      }
      // A route registered from its contract brings its samples as examples already.
      const example = (schema.body as JsonSchema | undefined)?.examples ? undefined : REQUEST_EXAMPLES[routeKey(method, url)];
      const extra = alsoAccepted.get(routeKey(method, url));
      if (schema.body && (example || extra)) {
        const body = example ? { ...(schema.body as JsonSchema), examples: [example] } : (schema.body as JsonSchema);
        const consumes = (schema.consumes as string[] | undefined) ?? ['application/json'];
        schema.body = extra
          ? {
              content: {
                ...Object.fromEntries(consumes.map((type) => [type, { schema: body }])),
                ...Object.fromEntries(Object.entries(extra).map(([type, s]) => [type, { schema: s }])),
              },
            }
          : body;
      }
      return { schema, url };
    },
  };
}
