// Idempotency-Key handling for routes that create something, with the semantics of the enquiry
// route (api/README.md): a retry with the same key and body is stored once and answered byte for
// byte the same; the same key with another body is 422; a first try that failed releases its key.
// Keys belong to their caller: the same key from another caller is another request.
//
// The claim on the key, what the request stores and the answer kept for retries commit in ONE
// transaction: a process killed half way leaves either all three or none, so a retry after a crash
// is either answered from the store or done afresh, never done twice (pnpm drill:durability found
// the earlier claim-then-work-then-answer sequence storing enquiries twice across SIGKILLs).
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress, optionalAccessToken, type AppContext } from '../context.ts';
import type { TokenClaims } from '../security/tokens.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from './errors.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const KEY_LIFETIME_MS = 24 * 60 * 60_000;

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
async function callerOf(ctx: AppContext, request: FastifyRequest, known: { account: TokenClaims | undefined } | undefined): Promise<string> {
  const account = known ? known.account : await optionalAccessToken(ctx, request);
  const caller = account ? `account:${account.sub}` : `address:${clientAddress(request)}`;
  return createHash('sha256').update(caller).digest('base64url').slice(0, 22);
}

export interface IdempotentOutcome<A extends object = Record<string, unknown>> {
  status: number;
  answer: A;
  /** Work that must not hold the transaction open (sending an SMS), run once it has committed. */
  afterCommit?: () => Promise<void>;
}

export interface IdempotentCall<A extends object> {
  ctx: AppContext;
  /** Keys are per route: the same key on two routes is two requests. */
  scope: string;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The validated body the answer depends on. */
  body: Record<string, unknown>;
  /** What "a different request" is called in the 422 text ("application", "enquiry"). */
  noun: string;
  /**
   * The caller's access token as the route already read it (`optionalAccessToken`; undefined for
   * an anonymous caller), so it is not read twice; read here when the property is absent.
   */
  account?: TokenClaims | undefined;
  /** Checks that may refuse a new request (limits): run before the work, never for a replay. */
  check?: () => Promise<void>;
  /** Stores what the request creates, through `tx` only; its answer is kept for retries. */
  work: (tx: Queryable) => Promise<IdempotentOutcome<A>>;
}

/**
 * The answer kept for the key, unless it is past its lifetime: such a key is deleted in the same
 * statement and is new again. (The SELECT sees the table as the statement began, with the expired
 * row, hence its own test of the age.)
 */
async function liveAnswer(db: Queryable, scope: string, key: string, now: Date) {
  const { rows } = await db.query<StoredAnswer>(
    `WITH expired AS (DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND created_at < $3)
     SELECT request_hash, status_code, response FROM idempotency_keys WHERE scope = $1 AND key = $2 AND created_at >= $3`,
    [scope, key, new Date(now.getTime() - KEY_LIFETIME_MS)],
  );
  return rows[0];
}

async function storedAnswer(db: Queryable, scope: string, key: string) {
  const { rows } = await db.query<StoredAnswer>('SELECT request_hash, status_code, response FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
  return rows[0];
}

/**
 * The answer of a request that creates something, for the route to send: the new one's, or the
 * first answer again for a retry (with `Idempotent-Replayed: true` and its status set on `reply`).
 */
export async function answerIdempotently<A extends object>(call: IdempotentCall<A>): Promise<A> {
  const { ctx, scope, request, reply, body, noun, check, work } = call;
  const { db, clock } = ctx;
  const given = idempotencyKeyOf(request);
  const finish = async (outcome: IdempotentOutcome<A>): Promise<A> => {
    if (outcome.afterCommit) {
      // What was stored stands and its answer is kept; a follow-up that fails (an SMS gateway
      // down) is logged, and the person can ask again (Resend).
      await outcome.afterCommit().catch((error: unknown) => request.log.error({ err: error }, 'after-commit work failed'));
    }
    reply.code(outcome.status);
    return outcome.answer;
  };
  if (!given) {
    await check?.();
    return finish(await db.transaction(work));
  }
  const key = `${await callerOf(ctx, request, 'account' in call ? { account: call.account } : undefined)}:${given}`;
  const requestHash = hashBody(body);
  const replay = (stored: StoredAnswer | undefined): A => {
    if (stored && stored.request_hash !== requestHash) {
      throw new ApiError(422, `This Idempotency-Key was already used for a different ${noun}`);
    }
    if (!stored || stored.status_code === null || stored.response === null) {
      throw new ApiError(409, 'This request is being processed. Please retry in a moment.');
    }
    // Sent again as it was stored: the same fields in the same order, so the same bytes.
    reply.code(stored.status_code).header('idempotent-replayed', 'true');
    return JSON.parse(stored.response) as A;
  };

  const earlier = await liveAnswer(db, scope, key, clock.now());
  if (earlier) return replay(earlier);
  try {
    await check?.();
  } catch (error) {
    // A concurrent request with this key may have finished since the read above, and what it did
    // (an OTP sent) now counts against the limit: this request is that one, so it gets its answer.
    const meanwhile = await storedAnswer(db, scope, key);
    if (meanwhile) return replay(meanwhile);
    throw error;
  }
  const outcome = await db.transaction(async (tx) => {
    // A concurrent request with this key waits here for the other's transaction: if that one
    // commits, this one answers from what it stored; if it fails, this one does the work.
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
      [scope, key, requestHash, clock.now()],
    );
    if (claimed.rows.length === 0) return null;
    const done = await work(tx);
    await tx.query('UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE scope = $1 AND key = $2', [
      scope,
      key,
      done.status,
      JSON.stringify(done.answer),
    ]);
    return done;
  });
  if (!outcome) return replay(await storedAnswer(db, scope, key));
  return finish(outcome);
}
