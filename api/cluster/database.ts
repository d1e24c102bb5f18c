// The cluster's PostgreSQL database: the one DATABASE_URL names, created when missing.
import pg from 'pg';
import { quoteIdent } from '../src/db/database.ts';

export async function ensureDatabase(url: string): Promise<'created' | 'existing'> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error(`DATABASE_URL names no database: ${url}`);
  // Connect to the server's maintenance database to look for (and create) the target.
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length > 0) return 'existing';
    await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
    return 'created';
  } catch (error) {
    // Another start created it in the meantime.
    if ((error as { code?: string }).code === '42P04') return 'existing';
    throw error;
  } finally {
    await client.end();
  }
}
