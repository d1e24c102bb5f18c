import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeAreas, previewSecret, signPreview, verifyPreview } from './preview';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const secret = Buffer.from('a-secret-of-the-site-servers-32chars!');
const grant = { kind: 'published' as const, areas: { 'mf-b2c': '1.5.0' }, expiresAt: 2_000_000 };

describe('preview tokens', () => {
  it('carry their grant when signed with the secret and not expired', () => {
    expect(verifyPreview(signPreview(grant, secret), secret, 1_000_000)).toEqual({ ok: true, grant });
  });

  it('are refused once expired, when changed, when signed with another secret, or malformed', () => {
    const token = signPreview(grant, secret);
    expect(verifyPreview(token, secret, 2_000_000)).toEqual({ ok: false, problem: 'expired' });
    const [, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ k: 'published', a: { 'mf-b2c': '9.9.9' }, e: 2_000_000 })).toString('base64url');
    expect(verifyPreview(`${other}.${signature}`, secret, 1_000_000)).toEqual({ ok: false, problem: 'tampered' });
    expect(verifyPreview(signPreview(grant, Buffer.from('another')), secret, 1_000_000)).toEqual({ ok: false, problem: 'tampered' });
    expect(verifyPreview('nonsense', secret, 1_000_000)).toEqual({ ok: false, problem: 'malformed' });
    // A development override may only point at a dev server on this machine.
    const remote = signPreview({ kind: 'development', areas: { 'mf-b2c': 'https://evil.example' }, expiresAt: 2_000_000 }, secret);
    expect(verifyPreview(remote, secret, 1_000_000)).toEqual({ ok: false, problem: 'malformed' });
    const shell = signPreview({ kind: 'published', areas: { shell: '2.0.0' }, expiresAt: 2_000_000 }, secret);
    expect(verifyPreview(shell, secret, 1_000_000)).toEqual({ ok: false, problem: 'malformed' });
  });

  it("keep the store's secret in a file only its owner reads, the same on every call; PREVIEW_SECRET wins", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'preview-secret-'));
    dirs.push(dir);
    const first = previewSecret(dir, {});
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(previewSecret(dir, {})).toEqual(first);
    expect(statSync(path.join(dir, '.preview-secret')).mode & 0o777).toBe(0o600);
    expect(previewSecret(dir, { PREVIEW_SECRET: 'x'.repeat(40) }).toString()).toBe('x'.repeat(40));
    expect(() => previewSecret(dir, { PREVIEW_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('name the previewed areas in order', () => {
    expect(describeAreas({ 'mf-vendor': '2.0.0', 'mf-b2c': '1.5.0' })).toBe('mf-b2c 1.5.0, mf-vendor 2.0.0');
  });
});
