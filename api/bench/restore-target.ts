// The restore drill's API server (restore-drill.ts), in its own process: `restore-target.ts
// pglite <dataDir> <uploadsDir>` or `postgres <databaseUrl> <uploadsDir>`, with the demo data, the
// uploads in that folder and the per-address OTP limits lifted (all drill traffic comes from one
// address). Prints `{ "url": ... }` when listening; stops cleanly on SIGTERM.
import { buildServer } from '../src/app.ts';
import { localFileStorage } from '../src/storage/file-storage.ts';

const [kind, where, uploadsDir] = process.argv.slice(2) as [string, string, string];
const unlimited = { limit: 1e9, windowMs: 60_000 };
const app = await buildServer({
  database: kind === 'pglite' ? { dataDir: where } : { url: where },
  files: localFileStorage(uploadsDir),
  seedDemo: true,
  tokenSecret: process.env.DRILL_TOKEN_SECRET ?? 'restore-drill-secret-0123456789abcdef0123456789',
  otpPolicy: { sendsPerAddress: unlimited, sendsPerAddressAndMobile: unlimited, sendsPerMobile: unlimited },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
console.log(JSON.stringify({ url: `http://127.0.0.1:${address.port}` }));
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
setTimeout(() => void stop(), 10 * 60_000).unref();
