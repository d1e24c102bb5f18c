// Staff management for operations admins (issue 30): the company's staff with their staff roles,
// granting and revoking roles, deactivating and reactivating an account. Each change is audited
// in its own transaction; the last active operations admin can neither lose the role nor be
// deactivated, so the console always has someone who can invite and grant. Contracts:
// @platform/shared/contracts, ops.ts.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { deactivateStaffAccount, listStaffAccounts, reactivateStaffAccount, setStaffRoles, STAFF_ROLES, type StaffRole } from '@platform/shared/contracts';
import { recordAudit } from '../audit/audit.ts';
import { iso } from '../clock.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import { pageOf, pagesOf } from './identity.ts';

export const LAST_OPS_ADMIN = 'This is the last active operations admin: make someone else an operations admin first.';

const staffQuery = (q: Queryable) =>
  kyselyOf(q)
    .selectFrom('users as u')
    .leftJoin('staff_accounts as a', 'a.user_id', 'u.id')
    .select([
      'u.id',
      'u.username',
      'u.email',
      'u.mobile',
      'u.created_at',
      'a.deactivated_at',
      'a.deactivation_reason',
      (eb) =>
        eb
          .selectFrom('staff_roles as r')
          .select(sql<string[]>`coalesce(array_agg(r.role ORDER BY r.role), '{}')`.as('roles'))
          .whereRef('r.user_id', '=', 'u.id')
          .as('roles'),
    ])
    .where('u.role', '=', 'admin');

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffQuery>['executeTakeFirstOrThrow']>>;

const staffAccountOf = (row: StaffRow) => ({
  id: row.id,
  name: row.username,
  email: row.email ?? '',
  mobile: row.mobile,
  // In the order of STAFF_ROLES, as everywhere else.
  roles: STAFF_ROLES.filter((role) => (row.roles ?? []).includes(role)),
  active: row.deactivated_at === null,
  deactivatedAt: iso(row.deactivated_at ?? null),
  deactivationReason: row.deactivation_reason ?? null,
  joinedAt: iso(row.created_at),
});

/** Active operations admins other than `userId`, their role rows locked until the transaction ends. */
async function otherActiveOpsAdmins(tx: Queryable, userId: string): Promise<number> {
  const { rows } = await tx.query<{ user_id: string }>(
    `SELECT r.user_id FROM staff_roles r
       LEFT JOIN staff_accounts a ON a.user_id = r.user_id
      WHERE r.role = 'ops_admin' AND r.user_id <> $1 AND a.deactivated_at IS NULL
      FOR UPDATE OF r`,
    [userId],
  );
  return rows.length;
}

export function staffAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  async function staffOr404(q: Queryable, id: string, lock = false): Promise<StaffRow> {
    const row = isUuid(id)
      ? await staffQuery(q)
          .where('u.id', '=', id)
          .$if(lock, (query) => query.forUpdate('u'))
          .executeTakeFirst()
      : undefined;
    if (!row) throw new ApiError(404, 'Staff member not found');
    return row;
  }

  registerContract(app, ctx, listStaffAccounts, async ({ query }) => {
    const { page, pageSize, offset } = pageOf(query);
    const filtered = staffQuery(db)
      .$if(!!query.q, (q) => {
        const pattern = `%${query.q!.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        return q.where((eb) => eb.or([eb(eb.fn('lower', ['u.username']), 'like', pattern), eb(eb.fn('lower', ['u.email']), 'like', pattern)]));
      })
      .$if(!!query.role, (q) =>
        q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('staff_roles as f')
              .select('f.user_id')
              .whereRef('f.user_id', '=', 'u.id')
              .where('f.role', '=', query.role as StaffRole),
          ),
        ),
      );
    const [rows, count] = await Promise.all([
      filtered.orderBy('u.username').orderBy('u.id').limit(pageSize).offset(offset).execute(),
      filtered
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const total = Number(count.n);
    return { success: true, message: 'Staff', data: { items: rows.map(staffAccountOf), page, pageSize, total, pages: pagesOf(total, pageSize) } };
  });

  registerContract(app, ctx, setStaffRoles, async ({ params, body, user }) => {
    const now = clock.now();
    const data = await db.transaction(async (tx) => {
      const before = await staffOr404(tx, params.id, true);
      const had = staffAccountOf(before).roles;
      const wanted = STAFF_ROLES.filter((role) => body.roles.includes(role));
      if (had.includes('ops_admin') && !wanted.includes('ops_admin') && before.deactivated_at === null && (await otherActiveOpsAdmins(tx, before.id)) === 0) {
        throw new ApiError(409, LAST_OPS_ADMIN);
      }
      const revoked = had.filter((role) => !wanted.includes(role));
      const granted = wanted.filter((role) => !had.includes(role));
      if (revoked.length === 0 && granted.length === 0) return staffAccountOf(before);
      if (revoked.length > 0) {
        await kyselyOf(tx).deleteFrom('staff_roles').where('user_id', '=', before.id).where('role', 'in', revoked).execute();
      }
      for (const role of granted) {
        await tx.query('INSERT INTO staff_roles (user_id, role, granted_by, granted_at) VALUES ($1, $2, $3, $4)', [before.id, role, user.id, now]);
      }
      await recordAudit(tx, {
        actor: { id: user.id, role: 'ops_admin' },
        action: 'staff.roles',
        subjectType: 'staff',
        subjectId: before.id,
        before: { roles: had },
        after: { roles: wanted, granted, revoked },
        reason: body.reason || null,
        at: now,
      });
      return staffAccountOf(await staffOr404(tx, before.id));
    });
    return { success: true, message: 'Staff roles saved', data };
  });

  registerContract(app, ctx, deactivateStaffAccount, async ({ params, body, user }) => {
    if (!body.reason) throw new ApiError(400, 'Give the reason for deactivating', { fields: { reason: 'Give the reason for deactivating' } });
    const now = clock.now();
    const data = await db.transaction(async (tx) => {
      const before = await staffOr404(tx, params.id, true);
      if (before.deactivated_at !== null) throw new ApiError(409, 'This staff account was deactivated meanwhile.');
      if (staffAccountOf(before).roles.includes('ops_admin') && (await otherActiveOpsAdmins(tx, before.id)) === 0) throw new ApiError(409, LAST_OPS_ADMIN);
      const deactivation = { deactivated_at: now, deactivated_by: user.id, deactivation_reason: body.reason };
      await kyselyOf(tx)
        .insertInto('staff_accounts')
        .values({ user_id: before.id, ...deactivation })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(deactivation))
        .execute();
      // Every session of the account ends now (access tokens carry the version).
      await tx.query('UPDATE users SET token_version = token_version + 1, updated_at = $2 WHERE id = $1', [before.id, now]);
      await recordAudit(tx, {
        actor: { id: user.id, role: 'ops_admin' },
        action: 'staff.deactivate',
        subjectType: 'staff',
        subjectId: before.id,
        before: { active: true },
        after: { active: false },
        reason: body.reason,
        at: now,
      });
      return staffAccountOf(await staffOr404(tx, before.id));
    });
    return { success: true, message: 'Staff account deactivated', data };
  });

  registerContract(app, ctx, reactivateStaffAccount, async ({ params, body, user }) => {
    const now = clock.now();
    const data = await db.transaction(async (tx) => {
      const before = await staffOr404(tx, params.id, true);
      if (before.deactivated_at === null) throw new ApiError(409, 'This staff account was reactivated meanwhile.');
      await kyselyOf(tx)
        .updateTable('staff_accounts')
        .set({ deactivated_at: null, deactivated_by: null, deactivation_reason: null })
        .where('user_id', '=', before.id)
        .execute();
      await recordAudit(tx, {
        actor: { id: user.id, role: 'ops_admin' },
        action: 'staff.reactivate',
        subjectType: 'staff',
        subjectId: before.id,
        before: { active: false, reason: before.deactivation_reason },
        after: { active: true },
        reason: body.reason || null,
        at: now,
      });
      return staffAccountOf(await staffOr404(tx, before.id));
    });
    return { success: true, message: 'Staff account reactivated', data };
  });
}
