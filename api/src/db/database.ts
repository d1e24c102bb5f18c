import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { kyselyOf } from './kysely-dialect.ts';
import type { DB } from './schema.generated.ts';

export interface QueryResult<Row> {
  rows: Row[];
  /** Rows an INSERT, UPDATE or DELETE touched (Kysely reports it as numUpdatedRows and the like). */
  affectedRows?: number;
}

/** What repositories need: parameterised queries, and a transaction that hands out the same. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

/** Inside `db.transaction`: raw SQL, scripts and typed queries, all in that one transaction. */
export interface Transaction extends Queryable {
  /** Runs a script of several statements (a migration file) in the transaction. */
  exec(sql: string): Promise<void>;
  /** Typed queries (schema.generated.ts) in the transaction. */
  readonly kysely: Kysely<DB>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Typed queries (schema.generated.ts) outside any transaction; in one, use `tx.kysely`. */
  readonly kysely: Kysely<DB>;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A transaction handle from its two primitives; `kysely` runs through `query`, so it shares them. */
export function transactionHandle(query: Queryable['query'], exec: (sql: string) => Promise<void>): Transaction {
  const handle: Transaction = {
    query,
    exec,
    get kysely() {
      return kyselyOf(handle);
    },
  };
  return handle;
}

/**
 * Embedded PostgreSQL. `dataDir` undefined means in memory (tests). A folder is held by one
 * process at a time (see data-dir-lock.ts): a second process refuses to start.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  let release = () => undefined as void;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  let db: PGlite;
  try {
    // Loaded here, not with this module: a server on PostgreSQL never needs PGlite's code.
    const { PGlite } = await import('@electric-sql/pglite');
    db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  } catch (error) {
    release();
    throw error;
  }
  const database: Database = {
    kind: 'pglite',
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await db.query<Row>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows };
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    get kysely() {
      return kyselyOf(database);
    },
    async transaction<T>(work: (tx: Transaction) => Promise<T>) {
      return db.transaction(async (tx) =>
        work(
          transactionHandle(
            async <Row>(sql: string, params: unknown[] = []) => {
              const result = await tx.query<Row>(sql, params);
              return { rows: result.rows, affectedRows: result.affectedRows };
            },
            async (sql) => {
              await tx.exec(sql);
            },
          ),
        ),
      );
    },
    async close() {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
  return database;
}

export interface PostgresOptions {
  connectionString: string;
  /** Every connection uses this schema (tests isolate themselves with a schema per file). */
  schema?: string;
  max?: number;
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)}` } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  if (options.schema) {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(options.schema)}`);
  }
  const database: Database = {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as Row[], affectedRows: result.rowCount ?? undefined };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple query protocol, which takes several statements.
      await pool.query(sql);
    },
    get kysely() {
      return kyselyOf(database);
    },
    async transaction<T>(work: (tx: Transaction) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(
          transactionHandle(
            async <Row>(sql: string, params: unknown[] = []) => {
              const r = await client.query(sql, params);
              return { rows: r.rows as Row[], affectedRows: r.rowCount ?? undefined };
            },
            async (sql) => {
              await client.query(sql);
            },
          ),
        );
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
  return database;
}

export function quoteIdent(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`Unsafe SQL identifier: ${name}`);
  }
  return `"${name}"`;
}
