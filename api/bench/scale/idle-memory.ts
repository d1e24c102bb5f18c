// What the API holds when it idles (issue 34): starts src/main.ts as `pnpm start` starts it, on a
// fresh PGlite folder (migrated on the way, as main.ts does) and again on the same folder (a
// restart, the usual case), then, when DATABASE_URL is set, on that PostgreSQL database; waits for
// "api ready" and then --settle seconds (default 10: main.ts's after-start work and the first
// collections), and prints the resident memory (VmRSS) and its peak (VmHWM) of the API's process
// and of every process under it (the API's own when run through the tsx CLI), from /proc, with
// what the API's own process.memoryUsage() says it is made of, as it idles and after a full
// collection (asked for with SIGUSR2, which a preloaded handler answers on stderr). Prints
// figures; asserts nothing.
//
//   node --import tsx api/bench/scale/idle-memory.ts                      PGlite, `node --import tsx`
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/NAME node --import tsx api/bench/scale/idle-memory.ts
//   … --runner cli                                                       through the tsx CLI instead
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const argv = process.argv.slice(2);
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const runner = option('--runner') ?? 'import';
const settleMs = Number(option('--settle') ?? 10) * 1000;
const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

/** A field of /proc/<pid>/status in MB; 0 once the process is gone. */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** The process and everything under it, parents first. */
function tree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // Gone, or no children.
  }
  return [pid, ...children.flatMap(tree)];
}

// Preloaded into every Node process started (NODE_OPTIONS, percent-encoded: it splits on spaces).
const MEMORY_REPORT = `data:text/javascript,${encodeURIComponent(`
  import v8 from 'node:v8';
  import vm from 'node:vm';
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  process.on('SIGUSR2', () => {
    const idle = process.memoryUsage();
    gc();
    setTimeout(() => process.stderr.write('memoryUsage:' + JSON.stringify({ idle, collected: process.memoryUsage() }) + '\\n'), 300);
  });
`)}`;

const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ').slice(0, 110);

async function measure(database: string | undefined, dataDir: string, label: string): Promise<void> {
  const args = runner === 'cli' ? [tsxCli, main] : ['--import', 'tsx', main];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      API_DATA_DIR: join(dataDir, 'pglite'),
      DATABASE_URL: database ?? '',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${MEMORY_REPORT}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let usage: Record<'idle' | 'collected', NodeJS.MemoryUsage> | undefined;
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (line.startsWith('memoryUsage:')) usage = JSON.parse(line.slice('memoryUsage:'.length)) as typeof usage;
    else process.stderr.write(`${line}\n`);
  });
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`main.ts exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('"api ready"')) resolve();
    });
  });
  const readyMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const processes = tree(child.pid!).map((pid) => ({ pid, rss: statusMb(pid, 'VmRSS'), peak: statusMb(pid, 'VmHWM'), command: commandOf(pid) }));
  console.log(
    `${label}, ${runner === 'cli' ? 'tsx CLI' : 'node --import tsx'}: ready in ${(readyMs / 1000).toFixed(1)} s; ` +
      `${processes.reduce((sum, p) => sum + p.rss, 0)} MB resident in all after ${settleMs / 1000} s idle`,
  );
  for (const p of processes) console.log(`  ${String(p.rss).padStart(4)} MB (peak ${String(p.peak).padStart(4)} MB)  ${p.command}`);
  // The API is the last process of the tree (the tsx CLI's child when run through it).
  process.kill(processes.at(-1)!.pid, 'SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  for (const [when, m] of Object.entries(usage ?? {})) {
    console.log(
      `  process.memoryUsage() ${when === 'idle' ? 'idle' : 'after a full collection'}: rss ${mb(m.rss)} MB; V8 heap ${mb(m.heapUsed)} MB used of ` +
        `${mb(m.heapTotal)} MB; external ${mb(m.external)} MB, array buffers ${mb(m.arrayBuffers)} MB`,
    );
  }
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const dataDir = mkdtempSync(join(tmpdir(), 'loansetu-idle-'));
try {
  await measure(undefined, dataDir, 'PGlite, a new folder');
  await measure(undefined, dataDir, 'PGlite, restarted on it');
  if (process.env.DATABASE_URL) await measure(process.env.DATABASE_URL, dataDir, 'PostgreSQL');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
