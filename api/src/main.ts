import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';
import { OffsetClock } from './clock.ts';
import { ConfigError, configFromEnv, type EnvConfig } from './config/env.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { emailApiFromEnv } from './email/email.ts';
import { paymentProviderFromEnv } from './payments/config.ts';
import { payoutsProviderFromEnv } from './payouts/config.ts';
import { fileStorageFromEnv } from './storage/config.ts';
import { courierNamed } from './logistics/courier.ts';
import { startBackgroundWork } from './jobs/background.ts';
import { REFRESH_PATH } from '@platform/shared/contracts';

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

/**
 * FIGURES_FRESH_FOR_MS: how long the operations dashboard's and the leads oversight's counts are
 * shared (default 10 s; 0 computes them for every request, as the end-to-end suite sets it, so a
 * spec reading a count after changing something sees its own change).
 */
const FIGURES_FRESH_FOR_MS = Number(process.env.FIGURES_FRESH_FOR_MS ?? 10_000);

async function main() {
  const config = configFromEnv(process.env);
  const emailApi = emailApiFromEnv(process.env);
  if (!config.databaseUrl) await mkdir(dirname(dataDir), { recursive: true });
  const app = await buildServer({
    database: config.databaseUrl ? { url: config.databaseUrl } : { dataDir },
    origins: config.origins,
    logger: true,
    devTools: config.devTools,
    // Only a development server's clock can be moved (PUT /dev/clock, for the end-to-end suite).
    ...(config.devTools ? { clock: new OffsetClock() } : {}),
    trustProxy: config.trustProxy,
    // Network-wide counts shared by every staff screen for this long (decision 054).
    figuresFreshForMs: FIGURES_FRESH_FOR_MS,
    seedDemo: config.seedDemo,
    hsts: config.production,
    // The refresh cookie goes to the refresh route as the browser addresses it (a proxy's prefix
    // included, as `pnpm start:cluster` serves the API under /_api).
    sessionCookie: { cookiePath: `${new URL(process.env.API_PUBLIC_URL ?? 'http://localhost').pathname.replace(/\/$/, '')}${REFRESH_PATH}` },
    tokenSecret: await tokenSecret(config),
    ...(config.dataKey ? { dataKey: config.dataKey } : {}),
    ...(config.gateway ? { sms: config.gateway } : {}),
    courier: courierNamed(config.courier),
    // A transactional-email provider's API when EMAIL_API_URL is set, else the local outbox.
    ...(emailApi ? { email: emailApi } : {}),
    ...(process.env.SITE_URL ? { siteUrl: process.env.SITE_URL } : {}),
    payments: {
      provider: paymentProviderFromEnv(process.env, config.production),
      apiPublicUrl: process.env.API_PUBLIC_URL ?? `http://localhost:${config.port}`,
    },
    // Cashfree Payouts when its credentials are set, else the local simulator (refused in production).
    payouts: { provider: payoutsProviderFromEnv(process.env, config.production) },
    // A folder beside the database folder (PGlite owns the inside of its own): .data/pglite-uploads,
    // or an S3-compatible bucket (FILE_STORAGE=s3).
    // PAYMENTS_RECONCILE_INTERVAL_MS / CA_UNPAID_EXPIRY_INTERVAL_MS: 0 leaves the job out.
    jobs: {
      ...(process.env.PAYMENTS_RECONCILE_INTERVAL_MS ? { paymentsReconcileEveryMs: Number(process.env.PAYMENTS_RECONCILE_INTERVAL_MS) } : {}),
      ...(process.env.CA_UNPAID_EXPIRY_INTERVAL_MS ? { caUnpaidExpiryEveryMs: Number(process.env.CA_UNPAID_EXPIRY_INTERVAL_MS) } : {}),
      ...(process.env.RETENTION_DAILY_AT ? { retentionDailyAt: process.env.RETENTION_DAILY_AT } : {}),
    },
    files: fileStorageFromEnv(process.env, resolve(process.env.API_UPLOADS_DIR ?? `${dataDir}-uploads`)),
  });
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      address,
      database: config.databaseUrl ? 'postgres' : `pglite:${dataDir}`,
      origins: config.origins,
      sms: config.gateway ? 'http-gateway' : 'outbox',
      courier: config.courier,
      email: emailApi ? emailApi.name : 'outbox',
      devTools: config.devTools,
      payments: app.payments.provider.name,
      payouts: app.payouts.provider.name,
    },
    'api ready',
  );
  if (config.devTools) {
    app.log.warn('API_DEV_TOOLS=1: /dev/* routes are on and OTP codes are kept in the outbox and logs (local use only)');
  }
  if (config.production && !config.gateway) {
    app.log.warn('NODE_ENV=production without SMS_GATEWAY_URL: OTPs go to the outbox table only, nobody receives them');
  }
  // The PIN code directory is loaded by the first address lookup, not here: a process that never
  // looks one up does not hold it (issue 34; api/src/pincode/directory.ts).

  // Background work, in every API process (docs/decisions/041-one-outbox-and-one-job-registry.md):
  // the outbox worker delivers what is due (messages whose immediate delivery failed, or whose
  // process died first), and the scheduler runs each due job in one process (api/src/jobs).
  const stopBackground = startBackgroundWork(app, {
    outboxEveryMs: Number(process.env.OUTBOX_POLL_INTERVAL_MS ?? 2_000),
    jobsEveryMs: Number(process.env.JOBS_TICK_INTERVAL_MS ?? 15_000),
  });

  // SIGTERM/SIGINT: stop accepting, let requests in flight finish (at most SHUTDOWN_GRACE_MS),
  // close the database cleanly (PGlite checkpoints, the folder's lock is released), exit 0.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // A delivery or job in progress finishes (so its outcome is recorded), within the grace period.
    await Promise.race([stopBackground(), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())]);
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
