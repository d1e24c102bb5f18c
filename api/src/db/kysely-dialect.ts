// Kysely on top of our own `Queryable` rather than on a driver of its own (PGlite's or pg's pool).
// Every typed query then goes through the same `query` as the raw SQL beside it: on the same
// connection, inside the same `db.transaction`, past the same wrappers (the tests' injected
// failures). One dialect serves both databases, since PGlite and PostgreSQL speak the same SQL.
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult as KyselyQueryResult,
} from 'kysely';
import type { Queryable } from './database.ts';
import type { DB } from './schema.generated.ts';

class QueryableConnection implements DatabaseConnection {
  constructor(private readonly queryable: Queryable) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<KyselyQueryResult<R>> {
    const result = await this.queryable.query<R>(compiled.sql, [...compiled.parameters]);
    // Kysely reads the count of an UPDATE or DELETE without RETURNING from here.
    return result.affectedRows === undefined ? { rows: result.rows } : { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) };
  }

  streamQuery<R>(): AsyncIterableIterator<KyselyQueryResult<R>> {
    throw new Error('Streaming is not supported: page the query instead.');
  }
}

const OWN_TRANSACTIONS =
  'Kysely transactions are not used here: run the work in db.transaction(async (tx) => …) and query through tx.kysely, so raw SQL and typed queries share the transaction.';

class QueryableDriver implements Driver {
  constructor(private readonly queryable: Queryable) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new QueryableConnection(this.queryable);
  }
  // A second transaction mechanism would let a typed query escape the raw one beside it (or
  // open BEGIN on PGlite's single connection under everyone else's queries): refuse it.
  async beginTransaction(): Promise<void> {
    throw new Error(OWN_TRANSACTIONS);
  }
  async commitTransaction(): Promise<void> {
    throw new Error(OWN_TRANSACTIONS);
  }
  async rollbackTransaction(): Promise<void> {
    throw new Error(OWN_TRANSACTIONS);
  }
  async releaseConnection(): Promise<void> {}
  // The database is closed by its owner (Database.close), not through Kysely.
  async destroy(): Promise<void> {}
}

function queryableDialect(queryable: Queryable): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new QueryableDriver(queryable),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

const instances = new WeakMap<Queryable, Kysely<DB>>();

/**
 * The typed query builder over `queryable`: the database itself, or a transaction handle (then
 * every query runs in that transaction). For code that takes any `Queryable` (a function called
 * both inside and outside a transaction); handlers can use `db.kysely` / `tx.kysely`.
 */
export function kyselyOf(queryable: Queryable): Kysely<DB> {
  let kysely = instances.get(queryable);
  if (!kysely) {
    kysely = new Kysely<DB>({ dialect: queryableDialect(queryable) });
    instances.set(queryable, kysely);
  }
  return kysely;
}

/** Kysely over any schema (the type generator reads the catalog through this). */
export function untypedKyselyOf(queryable: Queryable): Kysely<unknown> {
  return new Kysely<unknown>({ dialect: queryableDialect(queryable) });
}
