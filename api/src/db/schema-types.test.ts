import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from './schema-types.ts';

it('schema.generated.ts is what the migrations build (after adding a migration: run pnpm --filter @platform/api db:types)', async () => {
  const committed = await readFile(SCHEMA_TYPES_FILE, 'utf8');
  const generated = await generateSchemaTypes();
  expect(committed, 'src/db/schema.generated.ts is out of date: run pnpm --filter @platform/api db:types and commit it').toBe(generated);
}, 180_000);
