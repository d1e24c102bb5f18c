// One process per embedded database folder. PGlite has no locking of its own: two processes on
// one folder each keep their own copy of the database in memory and overwrite each other's files,
// so the second one answers `success: true` for writes that are later lost. The lock is a file
// naming the holder (pid and its start time); a holder that is gone (crashed, killed) leaves a
// stale file that the next process takes over, so a crash never leaves the folder stuck.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'api.lock';

interface LockHolder {
  pid: number;
  /** The holder's start time as the kernel counts it: tells a live holder from a reused pid. */
  processStart: string | null;
  host: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database folder ${dataDir} is in use by process ${holder.pid} (since ${holder.since}). ` +
        'Stop that process first, or give this one its own folder with API_DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Field 22 of /proc/<pid>/stat (start time since boot); null where /proc does not exist. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces; fields after it follow the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true; // a folder shared over a network: never steal it
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = processStart(holder.pid);
  return holder.processStart === null || start === null || start === holder.processStart;
}

function readHolder(file: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
  } catch {
    return null;
  }
}

/** Takes the folder's lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  const me: LockHolder = { pid: process.pid, processStart: processStart(process.pid), host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readHolder(file)?.pid === me.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    // A file being written right now reads as empty: give its writer a moment.
    if (holder && isRunning(holder)) throw new DataDirLockedError(dataDir, holder);
    if (holder) rmSync(file, { force: true });
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  const holder = readHolder(file);
  throw new DataDirLockedError(dataDir, holder ?? { pid: -1, processStart: null, host: hostname(), since: 'unknown' });
}
