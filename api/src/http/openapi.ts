import type { AnySchema, SchemaDescription, SchemaFieldDescription, SchemaObjectDescription } from 'yup';

type JsonSchema = Record<string, unknown>;

/**
 * Turns a shared yup schema into the JSON Schema the OpenAPI document shows, so the documented
 * body is the validated body. Only what the payload schemas use is covered: objects, strings,
 * numbers, booleans, lengths, patterns and enumerations.
 */
export function jsonSchemaOf(schema: AnySchema): JsonSchema {
  return convert(schema.describe());
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

export const successEnvelope = (properties: Record<string, JsonSchema> = {}): JsonSchema => ({
  type: 'object',
  required: ['success', 'message'],
  properties: { success: { type: 'boolean', enum: [true] }, message, ...properties },
  additionalProperties: true,
});

export const failureEnvelope: JsonSchema = {
  type: 'object',
  required: ['success', 'message', 'error'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    message,
    error: { type: 'string', description: 'The same text as message; the site shows this field.' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'One message per invalid field.' },
  },
};

/** The failure answers every route may give. */
export const failures = (...codes: number[]): Record<number, JsonSchema> =>
  Object.fromEntries([400, 429, ...codes].map((code) => [code, { ...failureEnvelope, description: describeStatus(code) }]));

function describeStatus(code: number): string {
  return (
    {
      400: 'Invalid input; `fields` names each invalid field.',
      401: 'Access token missing, invalid or expired (sign in again), or wrong email or password.',
      403: 'Flow token missing, invalid, expired or of another purpose (never 401, so the site keeps its access token).',
      404: 'Not found.',
      409: 'Conflict with existing data.',
      422: 'Idempotency-Key reused with a different body.',
      429: 'Rate limit, cooldown or OTP lock-out; see Retry-After.',
      503: 'SMS delivery failed; nothing to fix on the client side, try again.',
    }[code] ?? 'Failure.'
  );
}
