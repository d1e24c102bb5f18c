// Every message a request schema of a contract can give is one of the keyed validation texts
// (shared/src/schemas/validation-texts.ts), so a console desk or a customer form shows it in Hindi
// and Marathi too: a literal English message in a contract is refused here, naming its file.
//
// The messages are read from the schemas themselves, not provoked by sample answers: yup keeps each
// rule's message on the rule (`OPTIONS.message`), so a walk over the fields finds every one a rule
// can give, including rules no sample input happens to break. A `when` is walked in both branches.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isSchema, type AnySchema } from 'yup';
import { recogniseValidationMessage } from '../schemas/validation-texts';
import type { AnyContract } from './index';

type Rule = { OPTIONS?: { name?: string; message?: unknown } };
// What yup keeps inside a schema (not in its public types).
type Walkable = {
  tests?: Rule[];
  internalTests?: Record<string, Rule | undefined>;
  /** A `lazy` schema's: the schemas it picks from, listed for the OpenAPI document (contracts/products.ts). */
  spec?: { meta?: { oneOf?: AnySchema[] } };
  conditions?: { fn: (values: unknown[], base: AnySchema) => unknown; refs: { key: string; isSibling: boolean }[] }[];
  fields?: Record<string, AnySchema>;
  innerType?: AnySchema;
  _whitelist?: Set<unknown>;
};

/** The literal messages of a schema and everything inside it (yup's own defaults carry `${path}`). */
export function messagesOf(schema: AnySchema, found = new Set<string>(), seen = new Set<AnySchema>(), siblings: Record<string, AnySchema> = {}): Set<string> {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const walkable = schema as unknown as Walkable;
  for (const candidate of walkable.tests ? [] : (walkable.spec?.meta?.oneOf ?? [])) messagesOf(candidate, found, seen);
  for (const rule of [...(walkable.tests ?? []), ...Object.values(walkable.internalTests ?? {})]) {
    const message = rule?.OPTIONS?.message;
    if (typeof message === 'string') found.add(message);
  }
  // yup hands a `when` its schema without the conditions (else each branch would hold them again).
  const base = walkable.conditions?.length ? Object.assign(schema.clone(), { conditions: [] }) : schema;
  for (const condition of walkable.conditions ?? []) {
    // The value a `when` looks at is not known here: try the values such a switch is usually on,
    // and every value the field it looks at allows (a `kind` that is one of a list).
    const allowed = condition.refs.flatMap((ref) => [...((siblings[ref.key] as unknown as Walkable | undefined)?._whitelist ?? [])]);
    for (const value of [undefined, null, true, false, '', 0, 1, 'yes', 'no', ...allowed]) {
      try {
        const branch = condition.fn([value], base);
        if (isSchema(branch)) messagesOf(branch as AnySchema, found, seen);
      } catch {
        // A branch that needs a value of another kind: the other tries cover it.
      }
    }
  }
  for (const field of Object.values(walkable.fields ?? {})) messagesOf(field, found, seen, walkable.fields);
  if (walkable.innerType) messagesOf(walkable.innerType, found, seen);
  return found;
}

const here = dirname(fileURLToPath(import.meta.url));
// dev.ts: the demo server's own endpoints (the last OTP sent, the test clock), which a person never calls.
const modules = readdirSync(here).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !['index.ts', 'dev.ts'].includes(name));

const isContract = (value: unknown): value is AnyContract =>
  typeof value === 'object' && value !== null && 'operationId' in value && 'method' in value && 'path' in value && 'response' in value;

async function requestSchemasOf(module: string): Promise<[string, AnySchema][]> {
  const exported = (await import(/* @vite-ignore */ pathToFileURL(join(here, module)).href)) as Record<string, unknown>;
  const contracts = new Set(Object.values(exported).flatMap((value) => (Array.isArray(value) ? value.filter(isContract) : isContract(value) ? [value] : [])));
  return [...contracts].flatMap((contract) =>
    [contract.params, contract.query, contract.body, contract.multipart?.fields]
      .filter((schema): schema is NonNullable<typeof schema> => schema !== undefined)
      .map((schema): [string, AnySchema] => [contract.operationId, schema as AnySchema]),
  );
}

describe('the validation messages of the contracts', () => {
  it.each(modules)('%s: every message its request schemas give is keyed, so none stays English in Hindi or Marathi', async (module) => {
    const unknown = new Map<string, string[]>();
    for (const [operationId, schema] of await requestSchemasOf(module)) {
      for (const message of messagesOf(schema)) {
        if (message.includes('${') || recogniseValidationMessage(message)) continue;
        unknown.set(message, [...(unknown.get(message) ?? []), operationId]);
      }
    }
    if (process.env.DUMP_MESSAGES)
      (await import('node:fs')).appendFileSync(process.env.DUMP_MESSAGES, JSON.stringify({ module, unknown: Object.fromEntries(unknown) }) + '\n');
    expect(Object.fromEntries(unknown)).toEqual({});
  });

  it('walks into fields, lists and both branches of a when', async () => {
    const { object, string, array, boolean } = await import('yup');
    const schema = object({
      list: array(string().required('Inner message')),
      flag: boolean(),
      detail: string().when('flag', { is: true, then: (s) => s.required('Then message'), otherwise: (s) => s.max(3, 'Otherwise message') }),
      kind: string().oneOf(['certificate', 'acknowledgement']),
      number: string().when('kind', { is: 'acknowledgement', then: (s) => s.required('Acknowledgement message') }),
    });
    expect([...messagesOf(schema)].filter((message) => !message.includes('${')).sort()).toEqual([
      'Acknowledgement message',
      'Inner message',
      'Otherwise message',
      'Then message',
    ]);
  });
});
