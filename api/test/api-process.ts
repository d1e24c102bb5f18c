// Runs `src/main.ts` as `pnpm start` does, in its own process, for tests of what only a real
// process shows: start-up refusals, signals, crashes and what survives them.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface ApiProcess {
  child: ChildProcessWithoutNullStreams;
  url: string;
  logs: Array<Record<string, unknown>>;
  /** Everything the process printed that was not a JSON log line (start-up errors). */
  output: () => string;
}

/** Starts the API and waits for its "api ready" log line; rejects with its output if it exits. */
export function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, NODE_ENV: 'development', API_PORT: '0', API_HOST: '127.0.0.1', DATABASE_URL: '', ...env },
  });
  const logs: Array<Record<string, unknown>> = [];
  let text = '';
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running behind the failed test.
      child.kill('SIGKILL');
      reject(new Error(`main.ts did not start:\n${text}`));
    }, 60_000);
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (entry.msg === 'api ready') {
          clearTimeout(timer);
          resolve({ child, url: String(entry.address), logs, output: () => text });
        }
      } catch {
        text += `${line}\n`;
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      // stderr may still be draining: give it a tick before reporting it.
      setImmediate(() => reject(new Error(`main.ts exited with ${code}:\n${text}`)));
    });
  });
}

/** Sends `signal` and resolves with the exit code (null when killed by the signal). */
export function stopApi(child: ChildProcessWithoutNullStreams, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

/** Runs main.ts expecting it to refuse to start; answers its exit code and what it printed. */
export function refusedApi(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, NODE_ENV: 'development', API_PORT: '0', API_HOST: '127.0.0.1', DATABASE_URL: '', ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.resume();
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}
