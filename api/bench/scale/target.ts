// One API process for `pnpm bench:scale`, on the generated database (DATABASE_URL), as main.ts
// builds it (no demo seed, no scheduler: the bench measures requests, not jobs), with the token
// secret the bench signs its callers' access tokens with (SCALE_TOKEN_SECRET). `bare` serves one
// Fastify route instead, the baseline. Prints `{ "url" }` when listening; stops on SIGTERM or when
// the bench that started it goes away.
//
// A request sent with `x-bench-profile: 1` is profiled: every statement it sent to PostgreSQL
// (text, parameters, milliseconds; BEGIN and COMMIT count as round trips too), its wall time and
// the process's CPU time over it, printed as one `{ "profile" }` line when it finishes. The bench
// sends those one at a time on an idle server, so the CPU time is that request's.
import { AsyncLocalStorage } from 'node:async_hooks';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildServer } from '../../src/app.ts';

interface Statement {
  sql: string;
  params: unknown[];
  ms: number;
}
const profiled = new AsyncLocalStorage<Statement[]>();

type ClientQuery = (this: pg.Client, ...args: unknown[]) => unknown;
const originalQuery = pg.Client.prototype.query as unknown as ClientQuery;
(pg.Client.prototype as unknown as { query: ClientQuery }).query = function (this: pg.Client, ...args: unknown[]) {
  const statements = profiled.getStore();
  if (!statements) return originalQuery.apply(this, args);
  const [first, second] = args;
  const sql = typeof first === 'string' ? first : ((first as { text?: string }).text ?? '');
  const params = (Array.isArray(second) ? second : ((first as { values?: unknown[] }).values ?? [])) as unknown[];
  const started = performance.now();
  const record = () => statements.push({ sql, params, ms: performance.now() - started });
  const callback = args.findIndex((arg) => typeof arg === 'function');
  if (callback >= 0) {
    const done = args[callback] as (...results: unknown[]) => void;
    args[callback] = (...results: unknown[]) => {
      record();
      done(...results);
    };
    return originalQuery.apply(this, args);
  }
  const result = originalQuery.apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(record, record);
  return result;
};

const HOST = '127.0.0.1';

async function start(): Promise<FastifyInstance> {
  if (process.argv[2] === 'bare') {
    const app = Fastify();
    app.get('/bare', async () => ({ success: true, message: 'ok' }));
    return app;
  }
  const url = process.env.DATABASE_URL;
  const tokenSecret = process.env.SCALE_TOKEN_SECRET;
  if (!url || !tokenSecret) throw new Error('DATABASE_URL and SCALE_TOKEN_SECRET are needed');
  return buildServer({
    database: { url },
    tokenSecret,
    // As main.ts: the network-wide counts shared for 10 s (decision 054).
    figuresFreshForMs: Number(process.env.FIGURES_FRESH_FOR_MS ?? 10_000),
    // One address sends everything; the per-address OTP limits would refuse the enquiry scenario.
    otpPolicy: {
      sendsPerAddress: { limit: 1e9, windowMs: 60_000 },
      sendsPerAddressAndMobile: { limit: 1e9, windowMs: 60_000 },
      sendsPerMobile: { limit: 1e9, windowMs: 60_000 },
    },
  });
}

const app = await start();
app.server.prependListener('request', (request, response) => {
  if (request.headers['x-bench-profile'] !== '1') return;
  const statements: Statement[] = [];
  const cpu = process.cpuUsage();
  const started = performance.now();
  profiled.enterWith(statements);
  response.once('finish', () => {
    const used = process.cpuUsage(cpu);
    const profile = { url: request.url, status: response.statusCode, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, statements };
    console.log(JSON.stringify({ profile }));
  });
});
await app.listen({ host: HOST, port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
console.log(JSON.stringify({ url: `http://${HOST}:${address.port}` }));

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.on('disconnect', () => void stop());
