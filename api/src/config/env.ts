// What the environment asks of the server (main.ts), checked before anything starts. Every rule
// that protects a deployed server lives here, so one unit test can try each wrong setting.
import { isIP } from 'node:net';
import { COURIERS, type CourierName } from '../logistics/courier.ts';
import { gatewayFromEnv, type HttpGatewaySmsAdapter } from '../sms/sms.ts';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The API cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export interface EnvConfig {
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  origins: string[];
  devTools: boolean;
  seedDemo: boolean;
  /** Fastify's trustProxy: a hop count or the proxies' addresses; never "trust everything". */
  trustProxy: number | string[] | false;
  /** Only when set in the environment; main.ts keeps a development one beside the data. */
  tokenSecret: string | undefined;
  dataKey: string | undefined;
  gateway: HttpGatewaySmsAdapter | undefined;
  /** COURIER: who carries shipments (api/src/logistics/courier.ts); `local`, the platform's own desk, unless set. */
  courier: CourierName;
}

export const DEFAULT_ORIGINS = 'http://localhost:8080,http://127.0.0.1:8080';
export const MIN_SECRET_BYTES = 32;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
export const isLoopbackHost = (host: string) => LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);

function isLocalOrigin(origin: string): boolean {
  try {
    return isLoopbackHost(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/**
 * Bytes a secret carries, reading it as hex or base64/base64url when it looks like one (how
 * `openssl rand` and `randomBytes().toString()` print them), else as text. A secret also needs
 * some variety: 32 copies of one character is no key.
 */
export function secretBytes(secret: string): number {
  if (/^[0-9a-f]+$/i.test(secret) && secret.length % 2 === 0) return secret.length / 2;
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(secret)) return Math.floor((secret.replace(/=+$/, '').length * 3) / 4);
  return Buffer.byteLength(secret, 'utf8');
}

export function tokenSecretProblem(secret: string): string | undefined {
  if (secretBytes(secret) < MIN_SECRET_BYTES || new Set(secret).size < 16) {
    return `TOKEN_SECRET must be at least ${MIN_SECRET_BYTES} random bytes (for example \`openssl rand -base64 48\`)`;
  }
  return undefined;
}

/** TRUST_PROXY: unset (no proxy), a hop count (`1`), or a comma list of proxy addresses / CIDRs. */
export function parseTrustProxy(value: string | undefined): number | string[] | false | Error {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const valid = entries.every((entry) => {
    const [address, bits, extra] = entry.split('/');
    if (extra !== undefined || !address || isIP(address) === 0) return false;
    if (bits === undefined) return true;
    const max = isIP(address) === 4 ? 32 : 128;
    return /^\d+$/.test(bits) && Number(bits) >= 8 && Number(bits) <= max;
  });
  if (!valid || entries.length === 0) {
    return new Error(
      'TRUST_PROXY takes the number of proxies in front of the API (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24); "true" or "*" would trust any X-Forwarded-For',
    );
  }
  return entries;
}

export function configFromEnv(env: NodeJS.ProcessEnv): EnvConfig {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL || undefined;
  const host = env.API_HOST || (production ? '0.0.0.0' : 'localhost');
  const origins = (env.SITE_ORIGINS || DEFAULT_ORIGINS)
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

  const devToolsValue = env.API_DEV_TOOLS?.trim() ?? '';
  if (!['', '0', '1'].includes(devToolsValue)) problems.push('API_DEV_TOOLS must be 1 (on) or unset');
  const devTools = devToolsValue === '1';

  let gateway: HttpGatewaySmsAdapter | undefined;
  try {
    gateway = gatewayFromEnv(env);
  } catch (error) {
    problems.push((error as Error).message);
  }

  if (devTools) {
    // Dev tools read every OTP: only on a machine nobody else reaches, with throwaway data.
    if (production) problems.push('API_DEV_TOOLS=1 is refused with NODE_ENV=production');
    if (!isLoopbackHost(host)) problems.push(`API_DEV_TOOLS=1 is refused when listening on ${host}: bind API_HOST to localhost or 127.0.0.1`);
    if (databaseUrl) problems.push('API_DEV_TOOLS=1 is refused with DATABASE_URL: dev tools run only on the embedded database');
    if (env.SMS_GATEWAY_URL) problems.push('API_DEV_TOOLS=1 is refused with SMS_GATEWAY_URL: codes sent to real phones must not be readable');
  }

  const courier = (env.COURIER?.trim() || 'local') as CourierName;
  if (!COURIERS.includes(courier)) problems.push(`COURIER must be one of ${COURIERS.join(', ')} (the platform's own desk is \`local\`)`);

  const seedDemo = env.SEED_DEMO === '1';
  const tokenSecret = env.TOKEN_SECRET || undefined;
  if (production) {
    if (!tokenSecret) problems.push('TOKEN_SECRET must be set when NODE_ENV=production');
    else {
      const weak = tokenSecretProblem(tokenSecret);
      if (weak) problems.push(weak);
    }
    if (env.DATA_KEY && tokenSecretProblem(env.DATA_KEY)) problems.push(`DATA_KEY must be at least ${MIN_SECRET_BYTES} random bytes`);
    if (seedDemo) problems.push('SEED_DEMO=1 is refused with NODE_ENV=production: the demo passwords are published');
    if (!env.SITE_ORIGINS) problems.push('SITE_ORIGINS must name the site’s origins when NODE_ENV=production');
    const local = origins.filter(isLocalOrigin);
    if (local.length > 0) problems.push(`SITE_ORIGINS must not name local origins when NODE_ENV=production (${local.join(', ')})`);
  }

  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (trustProxy instanceof Error) problems.push(trustProxy.message);

  const port = Number(env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push('API_PORT must be a port number');

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    production,
    port,
    host,
    databaseUrl,
    origins,
    devTools,
    seedDemo,
    trustProxy: trustProxy as number | string[] | false,
    tokenSecret,
    dataKey: env.DATA_KEY || undefined,
    gateway,
    courier,
  };
}
