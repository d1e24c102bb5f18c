import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';
import { gatewayFromEnv } from './sms/sms.ts';
import { indiaPostDirectory } from './pincode/directory.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const production = env.NODE_ENV === 'production';
const port = Number(env.API_PORT ?? 4000);
// `localhost` binds both 127.0.0.1 and ::1, whichever the browser resolves the site's API host to.
const host = env.API_HOST ?? (production ? '0.0.0.0' : 'localhost');
const dataDir = resolve(env.API_DATA_DIR ?? join(repoRoot, '.data/pglite'));
const origins = (env.SITE_ORIGINS ?? 'http://localhost:8080,http://127.0.0.1:8080')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

/** TOKEN_SECRET from the environment; in development a random one kept beside the data. */
async function tokenSecret(): Promise<string> {
  if (env.TOKEN_SECRET) return env.TOKEN_SECRET;
  if (production) throw new Error('TOKEN_SECRET must be set when NODE_ENV=production');
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
  if (!env.DATABASE_URL) await mkdir(dirname(dataDir), { recursive: true });
  const gateway = gatewayFromEnv(env);
  const app = await buildServer({
    database: env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir },
    origins,
    logger: true,
    production,
    trustProxy: env.TRUST_PROXY === '1',
    seedDemo: env.SEED_DEMO === '1',
    tokenSecret: await tokenSecret(),
    // Beside the database folder (PGlite owns the inside of its own): .data/pglite-uploads.
    uploadsDir: resolve(env.API_UPLOADS_DIR ?? `${dataDir}-uploads`),
    ...(gateway ? { sms: gateway } : {}),
  });
  const address = await app.listen({ port, host });
  app.log.info(
    { address, database: env.DATABASE_URL ? 'postgres' : `pglite:${dataDir}`, origins, sms: gateway ? 'http-gateway' : 'outbox' },
    'api ready',
  );
  if (production && !gateway) {
    app.log.warn('NODE_ENV=production without SMS_GATEWAY_URL: OTPs go to the outbox table only, nobody receives them');
  }
  // Load the PIN code directory now rather than on the first address lookup.
  setImmediate(() => indiaPostDirectory().warm());

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
