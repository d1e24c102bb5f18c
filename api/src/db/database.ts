import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';

export interface QueryResult<Row> {
  rows: Row[];
}

/** What repositories need: parameterised queries, and a transaction that hands out the same. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
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
    db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  } catch (error) {
    release();
    throw error;
  }
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await db.query<Row>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return db.transaction(async (tx) =>
        work({
          async query<Row>(sql: string, params: unknown[] = []) {
            const result = await tx.query<Row>(sql, params);
            return { rows: result.rows };
          },
        }),
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
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as Row[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<Row>(sql: string, params: unknown[] = []) {
            const r = await client.query(sql, params);
            return { rows: r.rows as Row[] };
          },
        });
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
}

export function quoteIdent(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`Unsafe SQL identifier: ${name}`);
  }
  return `"${name}"`;
}
