// pnpm --filter @platform/api db:types: rewrites schema.generated.ts after a migration is added.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from './schema-types.ts';

await writeFile(SCHEMA_TYPES_FILE, await generateSchemaTypes());
console.log(`Wrote ${fileURLToPath(SCHEMA_TYPES_FILE)}`);
