// A server for the benchmark, in its own process so the load generator does not share its event
// loop. Prints one JSON line `{ "url": ... }` when listening; stops on SIGTERM.
// `target.ts pglite <dir>` / `target.ts postgres <schema>` keep their data for the next start.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildServer } from '../src/app.ts';
import { openPglite, openPostgres, quoteIdent } from '../src/db/database.ts';
import { addBenchLenders } from './offer-lenders.ts';

const kind = process.argv[2];
const HOST = '127.0.0.1';

// All benchmark traffic comes from one address; the per-address OTP limits would refuse it after
// 30 requests, so they are lifted here. Everything else (cooldown lookup, counters, OTP, outbox) runs.
const relaxedLimits = {
  otpPolicy: {
    sendsPerAddress: { limit: 1e9, windowMs: 60_000 },
    sendsPerAddressAndMobile: { limit: 1e9, windowMs: 60_000 },
    sendsPerMobile: { limit: 1e9, windowMs: 60_000 },
  },
};

async function start(): Promise<{ app: FastifyInstance; cleanup: () => Promise<void> }> {
  if (kind === 'bare') {
    const app = Fastify();
    app.get('/bare', async () => ({ success: true, message: 'ok' }));
    return { app, cleanup: async () => undefined };
  }
  const tokenSecret = randomBytes(32).toString('hex');
  // The durability drill restarts a server on the same data again and again: keep it.
  const keep = process.argv[3];
  if (kind === 'pglite' && keep) {
    const app = await buildServer({ database: { dataDir: keep }, tokenSecret, ...relaxedLimits });
    return { app, cleanup: async () => undefined };
  }
  if (kind === 'postgres' && keep && process.env.DATABASE_URL) {
    const app = await buildServer({ database: { url: process.env.DATABASE_URL, schema: keep }, tokenSecret, ...relaxedLimits });
    return { app, cleanup: async () => undefined };
  }
  // A fresh database, opened here so the offers scenario's 20 lenders can be added to it.
  if (kind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'api-bench-'));
    const db = await openPglite(dir);
    const app = await buildServer({ database: db, seedDemo: true, tokenSecret, ...relaxedLimits });
    await addBenchLenders(db);
    return {
      app,
      cleanup: async () => {
        await db.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  if (kind === 'postgres' && process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    const schema = `api_bench_${process.pid}`;
    const db = await openPostgres({ connectionString: url, schema });
    const app = await buildServer({ database: db, seedDemo: true, tokenSecret, ...relaxedLimits });
    await addBenchLenders(db);
    return {
      app,
      cleanup: async () => {
        await db.close();
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
        await client.end();
      },
    };
  }
  throw new Error(`unknown target ${kind}`);
}

const { app, cleanup } = await start();
await app.listen({ host: HOST, port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
console.log(JSON.stringify({ url: `http://${HOST}:${address.port}` }));

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  await cleanup();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// Never outlive the benchmark that started it.
setTimeout(() => void stop(), 5 * 60_000).unref();
process.on('disconnect', () => void stop());
