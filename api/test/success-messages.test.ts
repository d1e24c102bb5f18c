// The site shows the API's catalogued success messages in Hindi and Marathi by recognising their
// English words (shared/src/contracts/success-messages.ts). If the API rewords one, the site no
// longer recognises it and the toast silently falls back to English: so every catalogued message
// must still be written, word for word, in the API's source. A template's `{{name}}` stands for one
// `${…}` of the API's template literal. Reworded on purpose? Change the catalogue and its texts too.
// The coded messages (sent with `messageCode`) are held to the same: the site translates them by their
// code, so a reworded English message would no longer say what the Hindi and Marathi ones say.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_CODED_SUCCESS_MESSAGES, API_SUCCESS_MESSAGES, STAFF_OTP_SENT } from '@platform/shared/contracts';

const API_SRC = join(dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}
const SOURCE = sourceFiles(API_SRC)
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const QUOTE = `['"\`]`;
// Each place is one `${expression}` (without a nested template literal).
const PLACE = String.raw`\$\{[^{}\`]+\}`;

/**
 * Whether the API's source writes this message as a string literal: opened by a quote and closed by
 * one, or by a `${…}` that adds an optional tail (`Invoice submitted${withoutGstNote}`); the anchored
 * pattern on the site leaves the longer message English, so the short one is the one translated.
 */
function writtenInApi(message: string): boolean {
  const body = message
    .split(/\{\{\w+\}\}/)
    .map(escape)
    .join(PLACE);
  return new RegExp(`${QUOTE}${body}(?:${QUOTE}|\\$\\{)`).test(SOURCE);
}

describe('the catalogued success messages are the API’s words', () => {
  const catalogued = Object.entries(API_SUCCESS_MESSAGES).filter(([code]) => code !== 'auth.staff-otp-sent');

  it.each(catalogued)('%s is still sent as “%s”', (_code, message) => {
    expect(writtenInApi(message)).toBe(true);
  });

  it.each(Object.entries(API_CODED_SUCCESS_MESSAGES).map(([code, { en }]) => [code, en]))('%s is still sent as “%s”, with its code', (code, message) => {
    expect(writtenInApi(message)).toBe(true);
    // The code is sent where the message is written: `successCode('lead.status-changed', …)`.
    expect(SOURCE).toContain(`successCode('${code}',`);
  });

  it('the staff OTP message is the contract’s constant, which the API sends', () => {
    expect(API_SUCCESS_MESSAGES['auth.staff-otp-sent']).toBe(STAFF_OTP_SENT);
    expect(SOURCE).toMatch(/message: STAFF_OTP_SENT\b/);
  });

  it('notices a reworded message or template', () => {
    expect(writtenInApi('Profile updated')).toBe(false);
    expect(writtenInApi('Profile updated successfully!')).toBe(false);
    expect(writtenInApi('Lead passed to {{name}}')).toBe(false);
    expect(writtenInApi('Lead handed to {{name}} today')).toBe(false);
    expect(writtenInApi('Status moved to {{status}}')).toBe(false);
  });
});
