// Where uploaded documents live. Local default: a folder under the API's data directory; a cloud
// bucket would implement the same three calls. Keys are generated here, never taken from a
// file name, so an upload cannot choose where it lands.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface FileStorage {
  put(content: Buffer, extension: string): Promise<string>;
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}\.(pdf|jpg|png)$/;

export function localFileStorage(folder: string): FileStorage {
  return {
    async put(content, extension) {
      await mkdir(folder, { recursive: true });
      const key = `${randomUUID()}.${extension}`;
      await writeFile(join(folder, key), content, { mode: 0o600 });
      return key;
    },
    async get(key) {
      if (!KEY.test(key)) return undefined;
      return readFile(join(folder, key)).catch(() => undefined);
    },
    async remove(key) {
      if (KEY.test(key)) await rm(join(folder, key), { force: true });
    },
  };
}
