// A shop's shift (docs/decisions/043-a-shops-shift-refresh-sessions.md). A sign-in of a role that
// works in shifts starts a session lasting a working day; the browser holds its current refresh
// token in an httpOnly, SameSite=Strict cookie sent only to the refresh path, and every tab trades
// it for an access token of its own. Each refresh spends the token and issues the next one of the
// same family; a spent token presented again ends the family (someone else holds a copy).
// Customers and the operations staff get no shift session: theirs stay the two-hour access token.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { recordAudit, SYSTEM_ACTOR } from '../audit/audit.ts';
import type { Database, Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { UserRow } from '../users.ts';

/** How long a shift session lasts from its sign-in, per role; a role not listed gets none. */
export const SHIFT_LENGTH_MS: Partial<Record<UserRow['role'], number>> = {
  // A working day with its margins: a shop opening at 9:00 and closing at 20:00 signs in once.
  vendor: 12 * 60 * 60_000,
  telecaller: 12 * 60 * 60_000,
  banker: 12 * 60 * 60_000,
};

export const REFRESH_COOKIE = 'loansetu_refresh';

export type SessionEndReason = 'logout' | 'sign-out-everywhere' | 'password-change' | 'password-reset' | 'reuse-detected';

export interface ShiftSessionOptions {
  /** The refresh route's path as the browser sees it (behind a proxy prefix: `/_api/auth/session/refresh`). */
  cookiePath: string;
  /** `Secure` on the cookie: wherever the API is served over https. */
  secure: boolean;
}

export interface StartedSession {
  id: string;
  expiresAt: Date;
}

/** What a refresh found: the account and session to issue for, or why there is none. */
export type RefreshOutcome = { ok: true; user: UserRow; session: StartedSession } | { ok: false; reason: 'missing' | 'unknown' | 'ended' | 'reuse-detected' };

export class ShiftSessions {
  constructor(
    private readonly key: Buffer,
    readonly options: ShiftSessionOptions,
  ) {}

  /** Whether the role works in shifts (gets a refresh cookie at sign-in). */
  static lengthFor(role: UserRow['role']): number | undefined {
    return SHIFT_LENGTH_MS[role];
  }

  /** Starts a session for the account and its first refresh token, in `tx`. */
  async start(tx: Queryable, user: UserRow, now: Date): Promise<{ session: StartedSession; refreshToken: string } | undefined> {
    const length = ShiftSessions.lengthFor(user.role);
    if (length === undefined) return undefined;
    const session = { id: randomUUID(), expiresAt: new Date(now.getTime() + length) };
    const db = kyselyOf(tx);
    // Sessions over for a day are no longer worth keeping (their tokens go with them).
    await db
      .deleteFrom('sign_in_sessions')
      .where('user_id', '=', user.id)
      .where('expires_at', '<', new Date(now.getTime() - 24 * 60 * 60_000))
      .execute();
    await db
      .insertInto('sign_in_sessions')
      .values({ id: session.id, user_id: user.id, role: user.role, token_version: user.token_version, started_at: now, expires_at: session.expiresAt })
      .execute();
    return { session, refreshToken: await this.issueToken(tx, session.id, now) };
  }

  private async issueToken(tx: Queryable, sessionId: string, now: Date): Promise<string> {
    const id = randomUUID();
    await kyselyOf(tx).insertInto('refresh_tokens').values({ id, session_id: sessionId, issued_at: now }).execute();
    return `${id}.${this.mac(id)}`;
  }

  private mac(id: string): string {
    return createHmac('sha256', this.key).update(id).digest('base64url');
  }

  /** The token id a cookie value names, if its MAC is ours (junk never reaches the database). */
  private tokenIdOf(value: string | undefined): string | undefined {
    const [id, mac, extra] = (value ?? '').split('.');
    if (!id || !mac || extra !== undefined || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const expected = Buffer.from(this.mac(id));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
  }

  /**
   * Trades the cookie's refresh token for its successor. Spending is one statement (decision 035):
   * of two requests with the same token, exactly one gets the row back; the other, or anyone later,
   * presents a spent token and the session ends for everyone holding it.
   */
  async refresh(db: Database, cookieValue: string | undefined, now: Date): Promise<RefreshOutcome & { refreshToken?: string }> {
    if (cookieValue === undefined) return { ok: false, reason: 'missing' };
    const tokenId = this.tokenIdOf(cookieValue);
    if (!tokenId) return { ok: false, reason: 'unknown' };
    return db.transaction(async (tx) => {
      const k = kyselyOf(tx);
      const spent = await k
        .updateTable('refresh_tokens')
        .set({ spent_at: now })
        .where('id', '=', tokenId)
        .where('spent_at', 'is', null)
        .returning('session_id')
        .executeTakeFirst();
      if (!spent) {
        const known = await k.selectFrom('refresh_tokens').select('session_id').where('id', '=', tokenId).executeTakeFirst();
        if (!known) return { ok: false, reason: 'unknown' } as const;
        const ended = await this.end(tx, known.session_id, 'reuse-detected', now);
        if (ended) {
          await recordAudit(tx, {
            actor: SYSTEM_ACTOR,
            action: 'session.reuse-detected',
            subjectType: 'user',
            subjectId: ended.userId,
            after: { session: known.session_id },
            reason: 'A refresh token already exchanged was presented again: the session was ended for every holder.',
            at: now,
          });
        }
        return { ok: false, reason: 'reuse-detected' } as const;
      }
      const row = await k
        .selectFrom('sign_in_sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.id', 's.expires_at', 's.ended_at', 's.token_version', 'u.token_version as current_version', 'u.role as user_role', 's.role'])
        .where('s.id', '=', spent.session_id)
        .executeTakeFirst();
      const expiresAt = row ? new Date(row.expires_at) : undefined;
      // Ended, over, or the account signed out everywhere (its token version moved) since.
      if (!row || !expiresAt || row.ended_at !== null || expiresAt <= now || row.token_version !== row.current_version || row.user_role !== row.role) {
        return { ok: false, reason: 'ended' } as const;
      }
      const { rows } = await tx.query<UserRow>('SELECT * FROM users WHERE id = (SELECT user_id FROM sign_in_sessions WHERE id = $1)', [row.id]);
      const refreshToken = await this.issueToken(tx, row.id, now);
      return { ok: true, user: rows[0]!, session: { id: row.id, expiresAt }, refreshToken } as const;
    });
  }

  /** Ends one session (if still open); answers whose it was. */
  async end(q: Queryable, sessionId: string, reason: SessionEndReason, now: Date): Promise<{ userId: string } | undefined> {
    const row = await kyselyOf(q)
      .updateTable('sign_in_sessions')
      .set({ ended_at: now, ended_reason: reason })
      .where('id', '=', sessionId)
      .where('ended_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    return row ? { userId: row.user_id } : undefined;
  }

  /** Ends every open session of the account; answers how many. */
  async endAll(q: Queryable, userId: string, reason: SessionEndReason, now: Date): Promise<number> {
    const rows = await kyselyOf(q)
      .updateTable('sign_in_sessions')
      .set({ ended_at: now, ended_reason: reason })
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null)
      .returning('id')
      .execute();
    return rows.length;
  }

  /** Whether an access token's session is still open (checked on every call that carries one). */
  async isOpen(q: Queryable, sessionId: string): Promise<boolean> {
    const row = await kyselyOf(q).selectFrom('sign_in_sessions').select('ended_at').where('id', '=', sessionId).executeTakeFirst();
    return !!row && row.ended_at === null;
  }

  cookieOf(request: FastifyRequest): string | undefined {
    const header = request.headers.cookie;
    return header ? parseCookies(header)[REFRESH_COOKIE] : undefined;
  }

  /** Hands the browser its refresh token: httpOnly (no script reads it), sent only to the refresh path. */
  setCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
    reply.header(
      'set-cookie',
      serializeCookie(REFRESH_COOKIE, token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: this.options.secure,
        path: this.options.cookiePath,
        expires: expiresAt,
      }),
    );
  }

  clearCookie(reply: FastifyReply): void {
    reply.header(
      'set-cookie',
      serializeCookie(REFRESH_COOKIE, '', { httpOnly: true, sameSite: 'strict', secure: this.options.secure, path: this.options.cookiePath, maxAge: 0 }),
    );
  }
}
