import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';
import { ConfigError, configFromEnv, type EnvConfig } from './config/env.ts';
import { indiaPostDirectory } from './pincode/directory.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { paymentProviderFromEnv } from './payments/config.ts';
import { fileStorageFromEnv } from './storage/config.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = resolve(process.env.API_DATA_DIR ?? join(repoRoot, '.data/pglite'));
/** How long a stopping server waits for requests in flight before closing their connections. */
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);

/** TOKEN_SECRET from the environment; outside production a random one kept beside the data. */
async function tokenSecret(config: EnvConfig): Promise<string> {
  if (config.tokenSecret) return config.tokenSecret;
  const file = join(dataDir, 'api-token-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

async function main() {
  const config = configFromEnv(process.env);
  if (!config.databaseUrl) await mkdir(dirname(dataDir), { recursive: true });
  const app = await buildServer({
    database: config.databaseUrl ? { url: config.databaseUrl } : { dataDir },
    origins: config.origins,
    logger: true,
    devTools: config.devTools,
    trustProxy: config.trustProxy,
    seedDemo: config.seedDemo,
    hsts: config.production,
    tokenSecret: await tokenSecret(config),
    ...(config.dataKey ? { dataKey: config.dataKey } : {}),
    ...(config.gateway ? { sms: config.gateway } : {}),
    payments: {
      provider: paymentProviderFromEnv(process.env, config.production),
      apiPublicUrl: process.env.API_PUBLIC_URL ?? `http://localhost:${config.port}`,
    },
    // A folder beside the database folder (PGlite owns the inside of its own): .data/pglite-uploads,
    // or an S3-compatible bucket (FILE_STORAGE=s3).
    files: fileStorageFromEnv(process.env, resolve(process.env.API_UPLOADS_DIR ?? `${dataDir}-uploads`)),
  });
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      address,
      database: config.databaseUrl ? 'postgres' : `pglite:${dataDir}`,
      origins: config.origins,
      sms: config.gateway ? 'http-gateway' : 'outbox',
      devTools: config.devTools,
      payments: app.payments.provider.name,
    },
    'api ready',
  );
  if (config.devTools) {
    app.log.warn('API_DEV_TOOLS=1: /dev/* routes are on and OTP codes are kept in the outbox and logs (local use only)');
  }
  if (config.production && !config.gateway) {
    app.log.warn('NODE_ENV=production without SMS_GATEWAY_URL: OTPs go to the outbox table only, nobody receives them');
  }
  // Load the PIN code directory now rather than on the first address lookup.
  setImmediate(() => indiaPostDirectory().warm());

  // Orders left open (the person closed the tab, a webhook was lost) are asked about every minute,
  // by one of the API processes sharing the database (docs/scale-out.md).
  const reconcileEvery = Number(process.env.PAYMENTS_RECONCILE_INTERVAL_MS ?? 60_000);
  const reconciler =
    reconcileEvery > 0
      ? setInterval(() => {
          app.payments
            .reconcile({ atMostEvery: reconcileEvery })
            .catch((error: unknown) => app.log.warn({ err: (error as Error).message }, 'payment reconciliation failed'));
        }, reconcileEvery)
      : null;
  reconciler?.unref();

  // CA requests left unpaid past UNPAID_REQUEST_LIMITS.expiresAfterDays expire, their files
  // deleted, hourly by one of the processes (a shop submitting also expires its own at once).
  const caExpiryEvery = Number(process.env.CA_UNPAID_EXPIRY_INTERVAL_MS ?? 60 * 60_000);
  const caExpiry =
    caExpiryEvery > 0
      ? setInterval(() => {
          app.caServices
            .expireUnpaid({ atMostEvery: caExpiryEvery })
            .catch((error: unknown) => app.log.warn({ err: (error as Error).message }, 'expiring unpaid CA requests failed'));
        }, caExpiryEvery)
      : null;
  caExpiry?.unref();

  // SIGTERM/SIGINT: stop accepting, let requests in flight finish (at most SHUTDOWN_GRACE_MS),
  // close the database cleanly (PGlite checkpoints, the folder's lock is released), exit 0.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    if (reconciler) clearInterval(reconciler);
    if (caExpiry) clearInterval(caExpiry);
    const grace = setTimeout(() => {
      app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still open after the grace period: closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    grace.unref();
    try {
      await app.close();
      app.log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // A refused configuration or a folder held by another API process is a sentence for the
  // operator, not a stack trace.
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
