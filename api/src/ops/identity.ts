// Staff identity for the operations console (issue 30): sign-in with email, password and an
// authenticator code; who is signed in and which staff roles they hold; invitations (an operations
// admin invites by email; the invitee sets a password and enrols an authenticator). Contracts:
// @platform/shared/contracts, ops.ts.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  acceptStaffInvitation,
  getStaffMe,
  inviteStaff,
  listStaffInvitations,
  OPS_DEFAULT_PAGE_SIZE,
  openStaffInvitation,
  revokeStaffInvitation,
  staffSignIn,
  type StaffRole,
} from '@platform/shared/contracts';
import { STAFF_INVITATION_DAYS, STAFF_ROLE_LABELS } from '@platform/shared/schemas';
import { recordAudit } from '../audit/audit.ts';
import type { AuthLimits } from '../auth/limits.ts';
import { signIn } from '../auth/sign-in.ts';
import { iso } from '../clock.ts';
import { clientAddress, type AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { EmailAdapter } from '../email/email.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import { findUserByEmail, findUserById, newReferralCode } from '../users.ts';
import { acceptedStep, newTotpSecret, otpauthUri } from './totp.ts';
import { openInvitationSecret, openStaffSecret, sealInvitationSecret, sealStaffSecret } from './staff-secrets.ts';

/** One answer for a wrong email, password or code: it never tells which factor was wrong. */
export const STAFF_SIGN_IN_REFUSED = 'The email, password or authenticator code is not right.';
export const STAFF_DEACTIVATED = 'This staff account is deactivated. Please ask an operations admin.';
const INVITATION_GONE = 'This invitation link is no longer valid. Ask an operations admin for a new one.';

export interface IdentityOptions {
  email: EmailAdapter;
  /** Where the console is served: the invitation link is `${siteUrl}/ops/accept-invite?token=…`. */
  siteUrl: string;
  limits: AuthLimits;
}

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The page size a list answers with (asked, else the console's default). */
export const pageOf = (query: { page?: number | undefined; pageSize?: number | undefined }) => {
  const pageSize = query.pageSize ?? OPS_DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  return { page, pageSize, offset: (page - 1) * pageSize };
};
export const pagesOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

const invitationQuery = (q: Queryable) =>
  kyselyOf(q)
    .selectFrom('staff_invitations as i')
    .leftJoin('users as by', 'by.id', 'i.invited_by')
    .select(['i.id', 'i.name', 'i.email', 'i.mobile', 'i.roles', 'i.created_at', 'i.expires_at', 'by.username as invited_by_name'])
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null);

type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationQuery>['executeTakeFirstOrThrow']>>;

const invitationOf = (row: InvitationRow, now: Date) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  roles: row.roles as StaffRole[],
  invitedBy: row.invited_by_name,
  createdAt: iso(row.created_at),
  expiresAt: iso(row.expires_at),
  expired: new Date(row.expires_at).getTime() <= now.getTime(),
});

export function identityRoutes(app: FastifyInstance, ctx: AppContext, options: IdentityOptions): void {
  const { db, clock, limiter, passwords, sealer } = ctx;
  const { limits } = options;

  registerContract(app, ctx, staffSignIn, async ({ body, request }) => {
    const address = clientAddress(request);
    const failureBucket = `ops-login-failed:${body.email.toLowerCase()}:${address}`;
    const [byAddress, locked] = await Promise.all([
      limiter.hit(`ops-login:addr:${address}`, limits.loginPerAddress),
      limiter.peek(failureBucket, limits.failedLoginsPerEmailAndAddress),
    ]);
    if (!byAddress.allowed || !locked.allowed) {
      throw tooManyRequests(
        'Too many sign-in attempts. Please try again later.',
        Math.max(byAddress.allowed ? 0 : byAddress.retryAfterSeconds, locked.allowed ? 0 : locked.retryAfterSeconds),
      );
    }
    const now = clock.now();
    const user = await findUserByEmail(db, body.email);
    // The password is checked whoever the email names (a hash of nothing when nobody), so the time
    // taken does not tell a staff email from another.
    const passwordOk = await passwords.verify(user?.password_hash, body.password);
    const account =
      user?.role === 'admin' && passwordOk
        ? await kyselyOf(db).selectFrom('staff_accounts').selectAll().where('user_id', '=', user.id).executeTakeFirst()
        : undefined;
    const step = account?.totp_secret
      ? acceptedStep(openStaffSecret(sealer, account.user_id, account.totp_secret), body.code, now, Number(account.totp_last_step))
      : null;
    if (!user || !account || step === null) {
      await limiter.hit(failureBucket, limits.failedLoginsPerEmailAndAddress);
      throw new ApiError(401, STAFF_SIGN_IN_REFUSED);
    }
    if (account.deactivated_at !== null) throw new ApiError(403, STAFF_DEACTIVATED);
    return db.transaction(async (tx) => {
      // The step is taken only if no sign-in took it (or a later one) meanwhile: each code once.
      const taken = await kyselyOf(tx)
        .updateTable('staff_accounts')
        .set({ totp_last_step: step })
        .where('user_id', '=', user.id)
        .where('totp_last_step', '<', step)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) throw new ApiError(401, STAFF_SIGN_IN_REFUSED);
      await recordAudit(tx, { actor: { id: user.id, role: 'admin' }, action: 'staff.sign-in', subjectType: 'staff', subjectId: user.id, at: now });
      return { success: true, message: 'Signed in', ...(await signIn(ctx, user)) };
    });
  });

  registerContract(app, ctx, getStaffMe, async ({ user, staffRoles }) => ({
    success: true,
    message: 'Staff member',
    data: { id: user.id, name: user.username, email: user.email ?? '', staffRoles: [...staffRoles] },
  }));

  registerContract(app, ctx, inviteStaff, async ({ body, user }) => {
    const now = clock.now();
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    const link = `${options.siteUrl}/ops/accept-invite?token=${token}`;
    const row = await db.transaction(async (tx) => {
      await accountMustBeFree(tx, body.email, body.mobile);
      // An expired invitation no longer holds the address.
      await kyselyOf(tx)
        .updateTable('staff_invitations')
        .set({ revoked_at: now })
        .where(({ eb, fn }) => eb(fn('lower', ['email']), '=', body.email.toLowerCase()))
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '<=', now)
        .execute();
      try {
        await kyselyOf(tx)
          .insertInto('staff_invitations')
          .values({
            id,
            email: body.email,
            name: body.name,
            mobile: body.mobile,
            roles: body.roles,
            token_hash: hashToken(token),
            totp_secret: sealInvitationSecret(sealer, id, newTotpSecret()),
            invited_by: user.id,
            created_at: now,
            expires_at: new Date(now.getTime() + STAFF_INVITATION_DAYS * 86_400_000),
          })
          .execute();
      } catch (error) {
        if ((error as { code?: string }).code === '23505') {
          throw new ApiError(409, 'An invitation to this email is already waiting. Revoke it to send a new one.');
        }
        throw error;
      }
      await recordAudit(tx, {
        actor: { id: user.id, role: 'ops_admin' },
        action: 'staff.invite',
        subjectType: 'staff-invitation',
        subjectId: id,
        after: { name: body.name, email: body.email, mobile: body.mobile, roles: body.roles },
        at: now,
      });
      // Written with the invitation (an invitation rolled back sends nothing), delivered after the
      // commit and retried by the outbox until it is.
      const message = await ctx.outbox.enqueue(tx, {
        channel: 'email',
        message: {
          to: body.email,
          subject: 'You are invited to the LoanSetu operations console',
          text: invitationText(body.name, user.username, body.roles, link),
          purpose: 'staff-invitation',
          secret: token,
        },
      });
      return { ...(await invitationQuery(tx).where('i.id', '=', id).executeTakeFirstOrThrow()), message };
    });
    await ctx.outbox.deliver([row.message]);
    return { success: true, message: `Invitation sent to ${body.email}`, data: invitationOf(row, now) };
  });

  registerContract(app, ctx, listStaffInvitations, async ({ query }) => {
    const now = clock.now();
    const { page, pageSize, offset } = pageOf(query);
    const [rows, count] = await Promise.all([
      invitationQuery(db).orderBy('i.created_at', 'desc').orderBy('i.id').limit(pageSize).offset(offset).execute(),
      invitationQuery(db)
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const total = Number(count.n);
    return {
      success: true,
      message: 'Invitations',
      data: { items: rows.map((row) => invitationOf(row, now)), page, pageSize, total, pages: pagesOf(total, pageSize) },
    };
  });

  registerContract(app, ctx, revokeStaffInvitation, async ({ params, user }) => {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = isUuid(params.id)
        ? await kyselyOf(tx).selectFrom('staff_invitations').selectAll().where('id', '=', params.id).forUpdate().executeTakeFirst()
        : undefined;
      if (!row) throw new ApiError(404, 'Invitation not found');
      if (row.accepted_at !== null) throw new ApiError(409, 'This invitation was accepted meanwhile.');
      if (row.revoked_at !== null) throw new ApiError(409, 'This invitation was revoked meanwhile.');
      await kyselyOf(tx).updateTable('staff_invitations').set({ revoked_at: now, revoked_by: user.id }).where('id', '=', row.id).execute();
      await recordAudit(tx, {
        actor: { id: user.id, role: 'ops_admin' },
        action: 'staff.invite-revoke',
        subjectType: 'staff-invitation',
        subjectId: row.id,
        before: { status: 'pending' },
        after: { status: 'revoked' },
        at: now,
      });
    });
    return { success: true, message: 'Invitation revoked' };
  });

  /** The open invitation a token names, or 410; counted per address (tokens cannot be guessed, tries are still bounded). */
  async function countTry(address: string) {
    const tries = await limiter.hit(`ops-invitation:addr:${address}`, limits.registerPerAddress);
    if (!tries.allowed) throw tooManyRequests('Too many attempts. Please try again later.', tries.retryAfterSeconds);
  }
  async function openInvitation(q: Queryable, token: string, lock = false) {
    const row = await kyselyOf(q)
      .selectFrom('staff_invitations')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .$if(lock, (query) => query.forUpdate())
      .executeTakeFirst();
    const usable = row && row.accepted_at === null && row.revoked_at === null && new Date(row.expires_at).getTime() > clock.now().getTime();
    if (!usable) throw new ApiError(410, INVITATION_GONE);
    return row;
  }

  registerContract(app, ctx, openStaffInvitation, async ({ body, request }) => {
    await countTry(clientAddress(request));
    const row = await openInvitation(db, body.token);
    const secret = openInvitationSecret(sealer, row.id, row.totp_secret);
    return {
      success: true,
      message: 'Invitation',
      data: {
        name: row.name,
        email: row.email,
        roles: row.roles as StaffRole[],
        expiresAt: iso(row.expires_at),
        authenticator: { secret, otpauthUri: otpauthUri(secret, row.email) },
      },
    };
  });

  registerContract(app, ctx, acceptStaffInvitation, async ({ body, request }) => {
    const now = clock.now();
    // Counted before the transaction: the limiter writes on its own connection.
    await countTry(clientAddress(request));
    const passwordHash = await passwords.hash(body.password);
    const userId = await db.transaction(async (tx) => {
      const row = await openInvitation(tx, body.token, true);
      const secret = openInvitationSecret(sealer, row.id, row.totp_secret);
      const step = acceptedStep(secret, body.code, now);
      if (step === null) {
        throw new ApiError(400, 'That code is not right. Enter the code your authenticator app shows now.', {
          fields: { code: 'That code is not right. Enter the code your authenticator app shows now.' },
        });
      }
      await accountMustBeFree(tx, row.email, row.mobile);
      const id = randomUUID();
      await tx.query(
        `INSERT INTO users (id, role, username, email, mobile, password_hash, referral_code, mobile_verified_at, created_at, updated_at)
         VALUES ($1, 'admin', $2, $3, $4, $5, $6, NULL, $7, $7)`,
        [id, row.name, row.email, row.mobile, passwordHash, newReferralCode(), now],
      );
      for (const role of row.roles) {
        await tx.query('INSERT INTO staff_roles (user_id, role, granted_by, granted_at) VALUES ($1, $2, $3, $4)', [id, role, row.invited_by, now]);
      }
      await kyselyOf(tx)
        .insertInto('staff_accounts')
        .values({ user_id: id, totp_secret: sealStaffSecret(sealer, id, secret), totp_enrolled_at: now, totp_last_step: step, invited_by: row.invited_by })
        .execute();
      await kyselyOf(tx).updateTable('staff_invitations').set({ accepted_at: now, accepted_user_id: id }).where('id', '=', row.id).execute();
      await recordAudit(tx, {
        actor: { id, role: 'admin' },
        action: 'staff.invite-accept',
        subjectType: 'staff',
        subjectId: id,
        after: { name: row.name, email: row.email, roles: row.roles, invitation: row.id },
        at: now,
      });
      return id;
    });
    const user = await findUserById(db, userId);
    return { success: true, message: 'Welcome to the operations console', ...(await signIn(ctx, user!)) };
  });
}

/** An invitation or acceptance for an email or mobile that already has an account is a 409. */
async function accountMustBeFree(q: Queryable, email: string, mobile: string): Promise<void> {
  const { rows } = await q.query(`SELECT 1 FROM users WHERE lower(email) = lower($1) OR (mobile = $2 AND role <> 'customer') LIMIT 1`, [email, mobile]);
  if (rows.length > 0) throw new ApiError(409, 'An account with this email or mobile number already exists.');
}

function invitationText(name: string, inviter: string, roles: readonly StaffRole[], link: string): string {
  return [
    `Dear ${name},`,
    '',
    `${inviter} has invited you to the LoanSetu operations console as ${roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ')}.`,
    '',
    `Open this link within ${STAFF_INVITATION_DAYS} days to set your password and add the console to your authenticator app:`,
    link,
    '',
    'The link works once. If you did not expect this email, ignore it.',
    '',
    'LoanSetu Operations',
  ].join('\n');
}
