// Nothing acknowledged is lost: one process per embedded database folder, clean shutdown on
// SIGTERM, and what a hard kill leaves behind. Real processes on real PGlite folders.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../src/db/data-dir-lock.ts';
import { openPglite } from '../src/db/database.ts';
import { startApi, stopApi } from './api-process.ts';
import { enquiryPayload } from './helpers.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'api-durability-'));
  dirs.push(dir);
  return dir;
}

async function storedMobiles(dataDir: string): Promise<string[]> {
  const db = await openPglite(dataDir);
  try {
    const { rows } = await db.query<{ mobile: string }>('SELECT mobile FROM enquiries');
    return rows.map((row) => row.mobile);
  } finally {
    await db.close();
  }
}

function submit(url: string, body: Record<string, unknown>) {
  return fetch(`${url}/inquiry/inquiry-submission`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `durability-${String(body.mobile)}` },
    body: JSON.stringify(body),
  });
}

describe('the data folder lock', () => {
  it('refuses a second holder, naming the folder and the process that holds it', async () => {
    const dir = await tempDir();
    const release = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`${dir} is in use by process ${process.pid}`));
    } finally {
      release();
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock whose holder is gone (a crash leaves nothing stuck)', async () => {
    const dir = await tempDir();
    mkdirSync(dir, { recursive: true });
    // A pid that does not run, then this very pid with another start time (a reused pid).
    for (const holder of [
      { pid: 2 ** 22 + 17, processStart: '1' },
      { pid: process.pid, processStart: 'not-mine' },
    ]) {
      writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ ...holder, host: (await import('node:os')).hostname(), since: '2026-01-01T00:00:00Z' }));
      const release = lockDataDir(dir);
      release();
    }
  });
});

describe('the API process', { timeout: 180_000 }, () => {
  it('a second process on the same folder refuses to start; the first keeps serving', async () => {
    const dataDir = join(await tempDir(), 'pglite');
    const first = await startApi({ API_DATA_DIR: dataDir });
    try {
      const second = startApi({ API_DATA_DIR: dataDir });
      await expect(second).rejects.toThrow(/exited with 1/);
      await expect(second).rejects.toThrow(new RegExp(`${dataDir} is in use by process ${first.child.pid}`));
      expect((await fetch(`${first.url}/health`)).status).toBe(200);
    } finally {
      expect(await stopApi(first.child)).toBe(0);
    }
  });

  it('SIGTERM with requests in flight: each is answered and stored, the exit is clean, the folder is free', async () => {
    const dataDir = join(await tempDir(), 'pglite');
    const api = await startApi({ API_DATA_DIR: dataDir });
    const bodies = Array.from({ length: 12 }, () => enquiryPayload());
    const answers = bodies.map((body) =>
      submit(api.url, body).then(
        (r) => r.status,
        () => 0,
      ),
    );
    // Stop once the server has taken every one of them in, before it has answered them all.
    const received = () => api.logs.filter((l) => l.msg === 'incoming request' && (l.req as { url?: string })?.url === '/inquiry/inquiry-submission').length;
    while (received() < bodies.length) await new Promise((r) => setTimeout(r, 5));
    const exit = stopApi(api.child);
    const statuses = await Promise.all(answers);
    expect(await exit).toBe(0);
    // Requests in flight were finished, not dropped, and each one is in the database.
    expect(statuses).toEqual(bodies.map(() => 201));
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    expect((await storedMobiles(dataDir)).sort()).toEqual(bodies.map((b) => String(b.mobile)).sort());
  });

  it('after a hard kill the next process takes the folder over and finds every acknowledged enquiry', async () => {
    const dataDir = join(await tempDir(), 'pglite');
    const api = await startApi({ API_DATA_DIR: dataDir });
    const body = enquiryPayload();
    expect((await submit(api.url, body)).status).toBe(201);
    expect(await stopApi(api.child, 'SIGKILL')).toBeNull();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

    const next = await startApi({ API_DATA_DIR: dataDir });
    try {
      // The same key again answers the stored enquiry rather than storing a second one.
      expect((await submit(next.url, body)).status).toBe(201);
    } finally {
      expect(await stopApi(next.child)).toBe(0);
    }
    expect(await storedMobiles(dataDir)).toEqual([String(body.mobile)]);
  });
});
