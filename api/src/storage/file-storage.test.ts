import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStorage } from './file-storage.ts';

describe('local file storage', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

  it('stores whole files under keys it makes, and refuses keys it did not make', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'files-'));
    folders.push(folder);
    const files = localFileStorage(folder);
    const key = await files.put(Buffer.from('%PDF-1.4'), 'pdf');
    expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect((await files.get(key))?.toString()).toBe('%PDF-1.4');
    // Only the finished file: the partial it was written as is gone.
    expect(await readdir(folder)).toEqual([key]);
    expect(await files.get('../../etc/passwd')).toBeUndefined();
    await files.remove(key);
    expect(await files.get(key)).toBeUndefined();
    expect(await readdir(folder)).toEqual([]);
  });
});
