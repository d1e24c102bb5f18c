// What main.ts accepts from the environment (src/config/env.ts): the rules that keep a deployed
// server from running with development settings.
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, parseTrustProxy, secretBytes, tokenSecretProblem } from '../src/config/env.ts';

const STRONG = 'q7Vx2LmN9pR4sT8wYz3bC6dF1gH5jK0aE2uI9oP4lM7n'; // 44 base64 characters: 33 bytes
const production = { NODE_ENV: 'production', TOKEN_SECRET: STRONG, SITE_ORIGINS: 'https://www.loansetu.in' };

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    configFromEnv(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('API_DEV_TOOLS', () => {
  it('is off unless set to 1, whatever NODE_ENV says (missing, misspelt, development)', () => {
    for (const NODE_ENV of [undefined, 'prod', 'Production', 'development', 'test']) {
      expect(configFromEnv({ NODE_ENV }).devTools).toBe(false);
    }
    expect(configFromEnv({ API_DEV_TOOLS: '1' }).devTools).toBe(true);
    expect(problemsOf({ API_DEV_TOOLS: 'yes' })).toEqual(['API_DEV_TOOLS must be 1 (on) or unset']);
  });

  it('is refused off loopback, with DATABASE_URL, with an SMS gateway and in production', () => {
    expect(configFromEnv({ API_DEV_TOOLS: '1', API_HOST: '127.0.0.1' }).devTools).toBe(true);
    expect(configFromEnv({ API_DEV_TOOLS: '1', API_HOST: '::1' }).devTools).toBe(true);
    expect(problemsOf({ API_DEV_TOOLS: '1', API_HOST: '0.0.0.0' })).toEqual([expect.stringMatching(/refused when listening on 0\.0\.0\.0/)]);
    expect(problemsOf({ API_DEV_TOOLS: '1', API_HOST: '192.168.1.20' })).toHaveLength(1);
    expect(problemsOf({ API_DEV_TOOLS: '1', DATABASE_URL: 'postgres://db/app' })).toEqual([expect.stringMatching(/DATABASE_URL/)]);
    expect(problemsOf({ API_DEV_TOOLS: '1', SMS_GATEWAY_URL: 'https://sms.example', SMS_SENDER: 'LNSETU' })).toEqual([
      expect.stringMatching(/SMS_GATEWAY_URL/),
    ]);
    expect(problemsOf({ ...production, API_DEV_TOOLS: '1' })).toEqual(
      expect.arrayContaining([expect.stringMatching(/NODE_ENV=production/), expect.stringMatching(/listening on 0\.0\.0\.0/)]),
    );
    // An empty DATABASE_URL (the e2e harness clears it that way) is no database URL.
    expect(configFromEnv({ API_DEV_TOOLS: '1', DATABASE_URL: '' }).devTools).toBe(true);
  });
});

describe('production settings', () => {
  it('accepts a complete production environment', () => {
    const config = configFromEnv(production);
    expect(config).toMatchObject({ production: true, host: '0.0.0.0', devTools: false, seedDemo: false, origins: ['https://www.loansetu.in'] });
  });

  it('needs TOKEN_SECRET of at least 32 random bytes', () => {
    expect(problemsOf({ ...production, TOKEN_SECRET: '' })).toEqual(['TOKEN_SECRET must be set when NODE_ENV=production']);
    for (const weak of ['secret', 'changeme-changeme-changeme', 'a'.repeat(64), '0123456789abcdef0123456789abcdef']) {
      expect(problemsOf({ ...production, TOKEN_SECRET: weak })).toEqual([expect.stringMatching(/at least 32 random bytes/)]);
    }
    expect(tokenSecretProblem('f3a9c2e7b1d8a4f6c0e9b3d7a2f5c8e1b4d6a9f2c7e0b5d3a8f1c6e4b9d2a7f0')).toBeUndefined();
    expect(secretBytes(STRONG)).toBeGreaterThanOrEqual(32);
  });

  it('refuses the demo data and local site origins', () => {
    expect(problemsOf({ ...production, SEED_DEMO: '1' })).toEqual([expect.stringMatching(/SEED_DEMO=1 is refused/)]);
    expect(problemsOf({ ...production, SITE_ORIGINS: 'https://www.loansetu.in,http://localhost:8080' })).toEqual([
      expect.stringMatching(/local origins .*http:\/\/localhost:8080/),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', TOKEN_SECRET: STRONG })).toEqual(expect.arrayContaining([expect.stringMatching(/SITE_ORIGINS must name/)]));
  });

  it('lists every problem at once', () => {
    expect(problemsOf({ NODE_ENV: 'production', SEED_DEMO: '1', TRUST_PROXY: 'true' })).toHaveLength(5);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses, never "trust everything"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 10.0.1.0/24,::1')).toEqual(['10.0.0.5', '10.0.1.0/24', '::1']);
    for (const bad of ['true', '*', 'all', '10.0.0.0/0', '0.0.0.0/1', 'loopback', '10.0.0.5/abc']) {
      expect(parseTrustProxy(bad)).toBeInstanceOf(Error);
    }
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([expect.stringMatching(/would trust any X-Forwarded-For/)]);
  });
});
