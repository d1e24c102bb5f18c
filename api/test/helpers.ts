import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AnyContract, ResponseOf, StaffRole } from '@platform/shared/contracts';
import pg from 'pg';
import { buildServer, type BuildServerOptions } from '../src/app.ts';
import { ManualClock } from '../src/clock.ts';
import { openPglite, openPostgres, quoteIdent, transactionHandle, type Database, type Queryable, type Transaction } from '../src/db/database.ts';
import { kyselyOf } from '../src/db/kysely-dialect.ts';
import { demoStaffByEmail } from '../src/ops/demo-staff.ts';
import { totpCode } from '../src/ops/totp.ts';

export const DATABASE_URL = process.env.DATABASE_URL;

/** The databases each suite runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const databaseKinds: Array<'pglite' | 'postgres'> = DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
}

/** A fresh database: in-memory PGlite, or a new schema on the PostgreSQL server (dropped after). */
export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openPglite();
    return { db, drop: () => db.close() };
  }
  const schema = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const db = await openPostgres({ connectionString: DATABASE_URL!, schema, max: 5 });
  return {
    db,
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await client.end();
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  clock: ManualClock;
  /** The database itself (tests read and write it directly; no faults here). */
  db: Database;
  /** Makes the server's next matching query fail, as a database error in the middle of a request. */
  failNextQuery(pattern: RegExp): void;
  /** What the server sent to its database while `work` ran (see StatementRecord). */
  recordStatements<T>(work: () => Promise<T>): Promise<StatementRecord<T>>;
  close(): Promise<void>;
}

export interface StatementRecord<T> {
  result: T;
  /** Every statement, in the order sent; a transaction's BEGIN and COMMIT (or ROLLBACK) are two. */
  statements: string[];
  /**
   * How many times the server waited on the database: statements sent while another is still out
   * (`Promise.all`) share one wait. On PostgreSQL each wait is a round trip over the network.
   */
  roundTrips: number;
}

/** Counts statements and waits (StatementRecord) while a recording is on. */
class StatementRecorder {
  private recording: { statements: string[]; roundTrips: number } | undefined;
  private inFlight = 0;

  async around<R>(sql: string, run: () => Promise<R>): Promise<R> {
    const recording = this.recording;
    if (!recording) return run();
    recording.statements.push(sql.replace(/\s+/g, ' ').trim());
    if (this.inFlight === 0) recording.roundTrips += 1;
    this.inFlight += 1;
    try {
      return await run();
    } finally {
      this.inFlight -= 1;
    }
  }

  /** A statement the database object sends itself (a transaction's BEGIN and COMMIT). */
  note(sql: string): void {
    if (!this.recording) return;
    this.recording.statements.push(sql);
    if (this.inFlight === 0) this.recording.roundTrips += 1;
  }

  async record<T>(work: () => Promise<T>): Promise<StatementRecord<T>> {
    const recording: { statements: string[]; roundTrips: number } = { statements: [], roundTrips: 0 };
    this.recording = recording;
    try {
      const result = await work();
      return { result, ...recording };
    } finally {
      this.recording = undefined;
    }
  }
}

/** The server's view of the database, with one-shot failures a test can arm, and its statements counted when asked. */
function withFaults(db: Database): { db: Database; failNext(pattern: RegExp): void; recorder: StatementRecorder } {
  const armed: RegExp[] = [];
  const recorder = new StatementRecorder();
  // Queries inside a transaction can fail too, as they would on a real database.
  const failing = (run: Queryable['query']) => async (sql: string, params?: unknown[]) => {
    const index = armed.findIndex((pattern) => pattern.test(sql));
    if (index >= 0) {
      armed.splice(index, 1);
      throw new Error(`injected failure: ${sql.slice(0, 40)}`);
    }
    return recorder.around(sql, () => run(sql, params as never));
  };
  const faulty = new Proxy(db, {
    get(target, property) {
      if (property === 'query') return failing(target.query.bind(target));
      if (property === 'transaction') {
        return <T>(work: (tx: Transaction) => Promise<T>) => {
          // BEGIN goes out before the work, COMMIT (or ROLLBACK) after it: a statement and a wait each.
          recorder.note('BEGIN');
          return target.transaction(async (tx) => {
            try {
              const result = await work(transactionHandle(failing(tx.query.bind(tx)) as Queryable['query'], tx.exec.bind(tx)));
              recorder.note('COMMIT');
              return result;
            } catch (error) {
              recorder.note('ROLLBACK');
              throw error;
            }
          });
        };
      }
      // Typed queries go through the faulty `query` as well.
      if (property === 'kysely') return kyselyOf(faulty);
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: faulty, failNext: (pattern) => void armed.push(pattern), recorder };
}

export const SITE_ORIGIN = 'http://localhost:8080';

/** A real server on a real database, with a hand-moved clock and cheap password hashing. */
export async function startTestServer(kind: 'pglite' | 'postgres', options: Partial<BuildServerOptions> = {}): Promise<TestServer> {
  const { db, drop } = await openTestDatabase(kind);
  const faults = withFaults(db);
  const clock = new ManualClock();
  const app = await buildServer({
    database: faults.db,
    clock,
    origins: [SITE_ORIGIN],
    devTools: true,
    passwordCost: { memoryCost: 1024, timeCost: 1 },
    // Every answer of a contract-registered route is checked against its contract.
    checkResponses: true,
    ...options,
  });
  return {
    app,
    clock,
    db,
    failNextQuery: faults.failNext,
    recordStatements: (work) => faults.recorder.record(work),
    async close() {
      await app.close();
      await drop();
    },
  };
}

let mobileCounter = 0;
/** A valid Indian mobile number not used before in this process. */
export function uniqueMobile(): string {
  mobileCounter += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(mobileCounter).padStart(6, '0')}`;
}

let panCounter = 0;
/**
 * A personal PAN not used before in this process (a PAN binds to one customer). Its digits never
 * spell one of the local KYC sandbox's markers (0000, 1111, 9999), so it always verifies.
 */
export function uniquePan(): string {
  panCounter += 1;
  const letter = (n: number) => String.fromCharCode(65 + (n % 26));
  return `${letter(process.pid)}${letter(panCounter >> 12)}${letter(panCounter >> 8)}P${letter(panCounter)}${String(2000 + (panCounter % 7000)).padStart(4, '0')}${letter(panCounter >> 4)}`;
}

export function json(response: LightMyRequestResponse): Record<string, unknown> {
  return response.json() as Record<string, unknown>;
}

let addressCounter = 0;
/** A client address of its own, so per-address limits only count what a test means them to. */
export function uniqueAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export async function post(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}, remoteAddress = uniqueAddress()) {
  return app.inject({ method: 'POST', url, payload: body as object, headers, remoteAddress });
}

export const bearer = (token: unknown) => ({ authorization: `Bearer ${String(token)}` });

/** The OTP the local outbox holds for a mobile, through the development route. */
export async function lastOtp(app: FastifyInstance, mobile: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/dev/last-otp?mobile=${mobile}` });
  if (response.statusCode !== 200) throw new Error(`no OTP for ${mobile}: ${response.body}`);
  return String(json(response).otp);
}

/** A customer's OTP login on `mobile` (send, read the code, verify); answers the sign-in body. */
export async function otpLogin(app: FastifyInstance, mobile: string): Promise<Record<string, unknown>> {
  const sent = await post(app, '/auth/send-otp', { mobile });
  if (sent.statusCode !== 200) throw new Error(`send-otp answered ${sent.statusCode}: ${sent.body}`);
  const verified = await post(app, '/auth/verify-otp', { mobile, otp: await lastOtp(app, mobile) }, bearer(json(sent).newToken));
  if (verified.statusCode !== 200) throw new Error(`verify-otp answered ${verified.statusCode}: ${verified.body}`);
  return json(verified);
}

export function enquiryPayload(overrides: Record<string, unknown> = {}) {
  return {
    username: 'Aarav Gupta',
    mobile: uniqueMobile(),
    email: 'aarav.gupta@example.com',
    pincode: '560034',
    address: '14, 3rd Cross, Koramangala',
    loanAmount: 1500000,
    referred: 'REF123',
    type: 'education loan',
    shopID: 'SHOP42',
    ...overrides,
  };
}

export function registrationPayload(overrides: Record<string, unknown> = {}) {
  const mobile = uniqueMobile();
  return {
    username: 'Meera Nair',
    email: `meera.${mobile}@example.com`,
    password: 'Str0ng!Pass',
    mobile,
    state: 'Kerala',
    city: 'Kochi',
    pinCode: '682001',
    address: 'MG Road, Ernakulam',
    ...overrides,
  };
}

/** Decodes a JWT payload without verifying it, as the site's shell does. */
export function decodeJwt(token: unknown): Record<string, unknown> {
  const part = String(token).split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * An account put straight into the database (staff are made by the company, not by a form), with
 * a verified mobile; a telecaller also gets a console row, on duty unless told otherwise.
 */
export async function addAccount(
  server: TestServer,
  role: 'telecaller' | 'banker' | 'vendor' | 'customer' | 'admin',
  extra: {
    referralCode?: string;
    onDuty?: boolean;
    approval?: 'pending' | 'approved' | 'rejected' | 'suspended';
    verified?: boolean;
    /** A staff account's staff roles (ops_admin unless told). */
    staffRoles?: readonly StaffRole[];
  } = {},
): Promise<{ id: string; mobile: string }> {
  const id = randomUUID();
  const mobile = uniqueMobile();
  const now = server.clock.now();
  await server.db.query(
    `INSERT INTO users (id, role, username, mobile, referral_code, mobile_verified_at, approval_status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [
      id,
      role,
      `${role} ${mobile.slice(-4)}`,
      mobile,
      extra.referralCode ?? `R${mobile}`,
      extra.verified === false ? null : now,
      extra.approval ?? 'approved',
      now,
    ],
  );
  if (role === 'telecaller') {
    await server.db.query('INSERT INTO telecallers (user_id, on_duty, updated_at) VALUES ($1, $2, $3)', [id, extra.onDuty ?? true, now]);
  }
  if (role === 'admin') {
    for (const staffRole of extra.staffRoles ?? ['ops_admin']) {
      await server.db.query('INSERT INTO staff_roles (user_id, role, granted_at) VALUES ($1, $2, $3)', [id, staffRole, now]);
    }
  }
  return { id, mobile };
}

/** The banker's row: the bank, and the PIN codes it serves. */
export async function addBankerDetails(server: TestServer, userId: string, pincodes: string[], products = ['Education loan', 'Personal loan', 'Home loan']) {
  await server.db.query(
    `INSERT INTO bankers (user_id, bank_name, branch, ifsc, designation, products, pincodes, created_at)
     VALUES ($1, 'HDFC Bank', 'Koramangala', 'HDFC0000123', 'RM', $3, $2, now())`,
    [userId, pincodes, products],
  );
}

/** A staff OTP sign-in (send, read the code from the outbox, verify); answers the access token. */
export async function staffSignIn(server: TestServer, role: 'telecaller' | 'banker', mobile: string): Promise<string> {
  const sent = await post(server.app, `/${role}/send-otp`, { mobile });
  if (sent.statusCode !== 200) throw new Error(`${role} send-otp answered ${sent.statusCode}: ${sent.body}`);
  const verified = await post(server.app, `/${role}/verify-otp`, { otp: await lastOtp(server.app, mobile) }, { 'x-flow-token': String(json(sent).newToken) });
  if (verified.statusCode !== 200) throw new Error(`${role} verify-otp answered ${verified.statusCode}: ${verified.body}`);
  return String(json(verified).accessToken);
}

/**
 * An answer as its contract types it. Every test server checks each answer of a contract's route
 * against the contract (`checkResponses`), so a drifted answer has already failed the request.
 */
export function answerOf<C extends AnyContract>(_contract: C, response: LightMyRequestResponse): ResponseOf<C> {
  return response.json() as ResponseOf<C>;
}

/** The `data` of an answer, typed by its contract (see answerOf). */
export const dataOf = <C extends AnyContract>(contract: C, response: LightMyRequestResponse) =>
  (answerOf(contract, response) as unknown as { data: unknown }).data as ResponseOf<C> extends { data: infer D } ? D : never;

/**
 * A demo member of staff signed in as the console does (`POST /ops/login`: email, password and the
 * authenticator's code for the server clock's time step, from the published demo secret).
 */
export async function demoStaffToken(server: TestServer, email = 'ops.admin@example.com'): Promise<string> {
  const staff = demoStaffByEmail(email);
  if (!staff) throw new Error(`${email} is not a demo staff account`);
  const code = totpCode({ secret: staff.totpSecret, at: server.clock.now() });
  const answer = await post(server.app, '/ops/login', { email, password: staff.password, code });
  if (answer.statusCode !== 200) throw new Error(`/ops/login answered ${answer.statusCode}: ${answer.body}`);
  return String(json(answer).accessToken);
}
