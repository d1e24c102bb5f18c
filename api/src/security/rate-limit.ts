import { sql, type Expression, type SqlBool } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';

export interface Limit {
  limit: number;
  windowMs: number;
}

export interface HitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** One bucket of `hitInTurn`. */
export interface Turn {
  bucket: string;
  limit: Limit;
  /**
   * A further condition, read in the same statement, for this bucket (and so every one after it)
   * to be counted: a refusal that is not a count, such as a cooldown, checked in its place.
   */
  onlyIf?: Expression<SqlBool>;
}

/** What `hitInTurn` answers: each bucket's result, null where it was not counted, and the reading. */
export interface TurnsResult<T> {
  results: Array<HitResult | null>;
  reading: T | null;
}

/**
 * Fixed-window counters kept in the database, so limits hold across restarts and across several
 * API processes sharing one PostgreSQL.
 */
export class RateLimiter {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  /** Whether `bucket` is already over its limit, without counting this call (failures-only limits). */
  async peek(bucket: string, { limit, windowMs }: Limit): Promise<HitResult> {
    const now = this.clock.now().getTime();
    const windowStart = windowStartOf(now, windowMs);
    const { rows } = await this.db.query<{ hits: number }>('SELECT hits FROM rate_limit_counters WHERE bucket = $1 AND window_start = $2', [
      bucket,
      new Date(windowStart),
    ]);
    const hits = Number(rows[0]?.hits ?? 0);
    return { allowed: hits < limit, retryAfterSeconds: (windowStart + windowMs - now) / 1000 };
  }

  async hit(bucket: string, { limit, windowMs }: Limit): Promise<HitResult> {
    const now = this.clock.now().getTime();
    const windowStart = windowStartOf(now, windowMs);
    const { rows } = await this.db.query<{ hits: number }>(
      `INSERT INTO rate_limit_counters (bucket, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
       RETURNING hits`,
      [bucket, new Date(windowStart)],
    );
    await this.sweepAfter(1, now);
    const hits = Number(rows[0]?.hits ?? 0);
    return { allowed: hits <= limit, retryAfterSeconds: (windowStart + windowMs - now) / 1000 };
  }

  /**
   * `hit` on several buckets in ONE statement, in turn: a bucket is counted only while every bucket
   * before it is within its limit (and its `onlyIf` holds), exactly as separate `hit`s stopping at
   * the first refusal would count them. So a request one limit refuses does not spend the next
   * one's (an address over its own limit does not use up the mobile's ceiling for everyone).
   * `reading`, evaluated in the same statement, is answered beside (what `onlyIf` looked at, for
   * the refusal's wording). The buckets must be distinct.
   */
  async hitInTurn<T = never>(turns: readonly Turn[], reading?: Expression<T>): Promise<TurnsResult<T>> {
    const now = this.clock.now().getTime();
    const windows = turns.map(({ limit }) => windowStartOf(now, limit.windowMs));
    // One data-modifying CTE per bucket; each reads the count its predecessor returned, which
    // orders them (a bucket not counted returns no row, so the comparison after it is null).
    const counts = turns.map(({ bucket, onlyIf }, i) => {
      const previous = i === 0 ? null : sql`(SELECT hits FROM ${sql.id(`turn${i - 1}`)}) <= ${turns[i - 1]!.limit.limit}::integer`;
      const conditions = [previous, onlyIf ?? null].filter((condition) => condition !== null);
      const source =
        conditions.length === 0
          ? sql`VALUES (${bucket}::text, ${new Date(windows[i]!)}::timestamptz, 1)`
          : sql`SELECT ${bucket}::text, ${new Date(windows[i]!)}::timestamptz, 1 WHERE ${sql.join(conditions, sql` AND `)}`;
      return sql`${sql.id(`turn${i}`)} AS (
        INSERT INTO rate_limit_counters (bucket, window_start, hits) ${source}
        ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
        RETURNING hits)`;
    });
    const answers = turns.map((_turn, i) => sql`(SELECT hits FROM ${sql.id(`turn${i}`)}) AS ${sql.id(`hits${i}`)}`);
    const { rows } = await sql<Record<string, unknown>>`WITH ${sql.join(counts)} SELECT ${sql.join(answers)}, ${reading ?? sql`NULL`} AS reading`.execute(
      kyselyOf(this.db),
    );
    const row = rows[0] ?? {};
    const results = turns.map(({ limit }, i): HitResult | null => {
      const hits = row[`hits${i}`];
      if (hits === null || hits === undefined) return null;
      return { allowed: Number(hits) <= limit.limit, retryAfterSeconds: (windows[i]! + limit.windowMs - now) / 1000 };
    });
    await this.sweepAfter(results.filter((result) => result !== null).length, now);
    return { results, reading: (row.reading ?? null) as T | null };
  }

  /** Now and then, the windows of yesterday and before go: nobody reads them again. */
  private async sweepAfter(hits: number, now: number): Promise<void> {
    this.hitsSinceSweep += hits;
    if (this.hitsSinceSweep < 500) return;
    this.hitsSinceSweep = 0;
    await this.db.query('DELETE FROM rate_limit_counters WHERE window_start < $1', [new Date(now - 24 * 60 * 60 * 1000)]);
  }
}

const windowStartOf = (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs;
