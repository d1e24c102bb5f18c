// Idempotency-Key handling for routes that create something, with the semantics of the enquiry
// route (api/README.md): a retry with the same key and body is stored once and answered byte for
// byte the same; the same key with another body is 422; a first try that failed releases its key.
// Keys belong to their caller: the same key from another caller is another request.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress, optionalAccessToken, type AppContext } from '../context.ts';
import { ApiError } from './errors.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const KEY_LIFETIME_MS = 24 * 60 * 60_000;
/** A claim left unfinished (a crash mid-request) frees up after this. */
const STALE_CLAIM_MS = 60_000;

interface StoredAnswer {
  request_hash: string;
  status_code: number | null;
  response: string | null;
}

/** Stable hash of a parsed body: the same fields in any order are the same request. */
export function hashBody(body: Record<string, unknown>): string {
  const sorted = Object.keys(body)
    .sort()
    .map((k) => [k, body[k] ?? null]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/** The request's Idempotency-Key, trimmed; undefined when absent; 400 when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  const key = typeof raw === 'string' ? raw.trim() : undefined;
  if (raw !== undefined && (key === undefined || !IDEMPOTENCY_KEY.test(key))) {
    throw new ApiError(400, 'Idempotency-Key must be 1 to 255 visible characters', {
      fields: { 'Idempotency-Key': 'Invalid Idempotency-Key' },
    });
  }
  return key || undefined;
}

/**
 * Who may see a stored answer again: the signed-in account, else the client address. A replay
 * carries the first answer (tokens included), so it must never reach someone else who happens to
 * send, or guesses, the same key.
 */
async function callerOf(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const account = await optionalAccessToken(ctx, request);
  const caller = account ? `account:${account.sub}` : `address:${clientAddress(request)}`;
  return createHash('sha256').update(caller).digest('base64url').slice(0, 22);
}

export interface IdempotentCall {
  ctx: AppContext;
  /** Keys are per route: the same key on two routes is two requests. */
  scope: string;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The validated body the answer depends on. */
  body: Record<string, unknown>;
  /** What "a different request" is called in the 422 text ("application", "enquiry"). */
  noun: string;
  /** Does the work once; its status and answer are kept for retries. */
  work: () => Promise<{ status: number; answer: Record<string, unknown> }>;
}

export async function answerIdempotently({ ctx, scope, request, reply, body, noun, work }: IdempotentCall) {
  const { db, clock } = ctx;
  const given = idempotencyKeyOf(request);
  if (!given) {
    const { status, answer } = await work();
    return reply.code(status).send(answer);
  }
  const key = `${await callerOf(ctx, request)}:${given}`;
  const requestHash = hashBody(body);
  const now = clock.now().getTime();
  await db.query(
    `DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2
       AND (created_at < $3 OR (status_code IS NULL AND created_at < $4))`,
    [scope, key, new Date(now - KEY_LIFETIME_MS), new Date(now - STALE_CLAIM_MS)],
  );
  const claimed = await db.query(
    `INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
    [scope, key, requestHash, clock.now()],
  );
  if (claimed.rows.length === 0) {
    const { rows } = await db.query<StoredAnswer>(
      'SELECT request_hash, status_code, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    const stored = rows[0];
    if (stored && stored.request_hash !== requestHash) {
      throw new ApiError(422, `This Idempotency-Key was already used for a different ${noun}`);
    }
    if (!stored || stored.status_code === null || stored.response === null) {
      throw new ApiError(409, 'This request is being processed. Please retry in a moment.');
    }
    return reply
      .code(stored.status_code)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(stored.response);
  }
  try {
    const { status, answer } = await work();
    await db.query('UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE scope = $1 AND key = $2', [
      scope,
      key,
      status,
      JSON.stringify(answer),
    ]);
    return reply.code(status).send(answer);
  } catch (error) {
    // Nothing was promised: let a retry with this key try again.
    await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
    throw error;
  }
}
