import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/database.ts';

export interface Limit {
  limit: number;
  windowMs: number;
}

export interface HitResult {
  allowed: boolean;
  retryAfterSeconds: number;
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
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const { rows } = await this.db.query<{ hits: number }>('SELECT hits FROM rate_limit_counters WHERE bucket = $1 AND window_start = $2', [
      bucket,
      new Date(windowStart),
    ]);
    const hits = Number(rows[0]?.hits ?? 0);
    return { allowed: hits < limit, retryAfterSeconds: (windowStart + windowMs - now) / 1000 };
  }

  async hit(bucket: string, { limit, windowMs }: Limit): Promise<HitResult> {
    const now = this.clock.now().getTime();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const { rows } = await this.db.query<{ hits: number }>(
      `INSERT INTO rate_limit_counters (bucket, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
       RETURNING hits`,
      [bucket, new Date(windowStart)],
    );
    if (++this.hitsSinceSweep >= 500) {
      this.hitsSinceSweep = 0;
      await this.db.query('DELETE FROM rate_limit_counters WHERE window_start < $1', [new Date(now - 24 * 60 * 60 * 1000)]);
    }
    const hits = Number(rows[0]?.hits ?? 0);
    return { allowed: hits <= limit, retryAfterSeconds: (windowStart + windowMs - now) / 1000 };
  }
}
