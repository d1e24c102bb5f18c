// Where uploaded documents live (api/README.md, "File storage"). Local default: a folder under the
// API's data directory; an S3-compatible bucket (s3-storage.ts) implements the same three calls
// for several API processes or machines. Keys are generated here, never taken from a file name,
// so an upload cannot choose where it lands.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface FileStorage {
  /** Stores the content whole or not at all; answers its key. */
  put(content: Buffer, extension: string): Promise<string>;
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

export const STORAGE_KEY = /^[0-9a-f-]{36}\.(pdf|jpg|png)$/;

export const newStorageKey = (extension: string) => `${randomUUID()}.${extension}`;

export function localFileStorage(folder: string): FileStorage {
  return {
    async put(content, extension) {
      await mkdir(folder, { recursive: true });
      const key = newStorageKey(extension);
      // Written aside and renamed: a crash or a full disk mid-write leaves no half file under a key.
      const partial = join(folder, `${key}.part`);
      try {
        await writeFile(partial, content, { mode: 0o600 });
        await rename(partial, join(folder, key));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return key;
    },
    async get(key) {
      if (!STORAGE_KEY.test(key)) return undefined;
      return readFile(join(folder, key)).catch(() => undefined);
    },
    async remove(key) {
      if (STORAGE_KEY.test(key)) await rm(join(folder, key), { force: true });
    },
  };
}
