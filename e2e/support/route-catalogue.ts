// Every page of every area, from the route catalogue each app publishes (`<app>/routes.json`, the
// same data release.json is built from), so a route added later is covered without editing tests.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { API_URL, repoRoot } from './env';

export type Access = 'public' | 'customer' | 'vendor' | 'telecaller';

export interface CatalogueRoute {
  app: string;
  pattern: string;
  access: Access;
  title: string;
  /** The pattern with sample parameters: a URL that can be opened. */
  url: string;
}

/** Values for route parameters; anything not listed gets `sample`. */
const SAMPLE_PARAMS: Record<string, string> = { referral: 'DEMOSHOP', slug: 'sample-article' };

export function sampleUrl(pattern: string): string {
  if (pattern === '*') return '/no-such-page';
  return pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return 'sample';
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1).replace(/\?$/, '');
      return encodeURIComponent(SAMPLE_PARAMS[name] ?? (/id$/i.test(name) ? '1' : 'sample'));
    })
    .join('/');
}

export function routeCatalogue(): CatalogueRoute[] {
  const routes: CatalogueRoute[] = [];
  for (const app of readdirSync(repoRoot).sort()) {
    let table: { path: string; access: Access; title: string }[];
    try {
      table = JSON.parse(readFileSync(path.join(repoRoot, app, 'routes.json'), 'utf8'));
    } catch {
      continue;
    }
    for (const route of table) routes.push({ app, pattern: route.path, access: route.access, title: route.title, url: sampleUrl(route.path) });
  }
  return routes;
}

const DEMO_PASSWORDS: Record<'vendor' | 'telecaller', { email: string; password: string }> = {
  vendor: { email: 'demo.vendor@example.com', password: 'Vendor@2026' },
  telecaller: { email: 'demo.telecaller@example.com', password: 'Telecaller@2026' },
};
const DEMO_CUSTOMER_MOBILE = '9876500001';

/** A real access token of the seeded demo account for `role` (the e2e API runs with demo data). */
export async function demoAccessToken(request: APIRequestContext, role: Exclude<Access, 'public'>): Promise<string> {
  if (role === 'customer') {
    const sent = await (await request.post(`${API_URL}/auth/send-otp`, { data: { mobile: DEMO_CUSTOMER_MOBILE } })).json();
    const { otp } = await (await request.get(`${API_URL}/dev/last-otp?mobile=${DEMO_CUSTOMER_MOBILE}`)).json();
    const verified = await (
      await request.post(`${API_URL}/auth/verify-otp`, { data: { mobile: DEMO_CUSTOMER_MOBILE, otp }, headers: { authorization: `Bearer ${sent.newToken}` } })
    ).json();
    if (!verified.accessToken) throw new Error(`demo customer sign-in failed: ${JSON.stringify(verified)}`);
    return verified.accessToken;
  }
  const answer = await (await request.post(`${API_URL}/api/login`, { data: DEMO_PASSWORDS[role] })).json();
  if (!answer.accessToken) throw new Error(`demo ${role} sign-in failed: ${JSON.stringify(answer)}`);
  return answer.accessToken;
}
