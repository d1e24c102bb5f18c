// Helpers for the enquiry and product-application suites: unique mobiles (the API limits OTPs per
// number), reads of what the API stored through its development routes, and answers faked at
// the network layer for the failure paths of docs/spec/product.md §8.
import { expect, type Page, type Route } from '@playwright/test';
import { API_URL, SITE_URL } from './env';

let counter = 0;
/** A valid Indian mobile number no other test in this run uses. */
export function uniqueMobile(): string {
  counter += 1;
  return `9${String(Date.now()).slice(-6)}${String(process.pid % 100).padStart(2, '0')}${counter % 10}`;
}

async function devRead(path: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${API_URL}${path}`);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown>[] }).data;
}

export const storedEnquiries = (mobile: string) => devRead(`/dev/enquiries?mobile=${mobile}`);
export const storedApplications = (mobile: string) => devRead(`/dev/product-applications?mobile=${mobile}`);

export async function lastOtp(mobile: string): Promise<string> {
  const response = await fetch(`${API_URL}/dev/last-otp?mobile=${mobile}`);
  expect(response.status).toBe(200);
  return String(((await response.json()) as { otp: string }).otp);
}

// The site calls the API on another origin with credentials: a faked answer needs the CORS
// headers the real server sends, or the browser hides it from the page.
const cors = {
  'access-control-allow-origin': SITE_URL,
  'access-control-allow-credentials': 'true',
  'access-control-allow-headers': 'content-type, authorization, idempotency-key, x-flow-token, x-consent-notice',
  'access-control-allow-methods': 'POST, OPTIONS',
};

/** Answers every call to `path` with `status` and `body` instead of the API. */
export async function fakeApiAnswer(page: Page, path: string, status: number, body: unknown) {
  await page.route(`${API_URL}${path}`, (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    return route.fulfill({ status, headers: { ...cors, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  });
}

/** Makes every call to `path` fail without an answer (a dropped connection). */
export async function dropApiCalls(page: Page, path: string) {
  await page.route(`${API_URL}${path}`, (route: Route) => route.abort('connectionreset'));
}

export function toast(page: Page, text: string) {
  return page.locator('.Toastify').getByRole('alert').filter({ hasText: text });
}
