import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  databaseKinds,
  decodeJwt,
  enquiryPayload,
  json,
  lastOtp,
  post,
  startTestServer,
  uniqueAddress,
  uniqueMobile,
  type TestServer,
} from './helpers.ts';

const SUBMIT = '/inquiry/inquiry-submission';
const VERIFY = '/inquiry/verify-otp';

describe.each(databaseKinds)('enquiries on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function enquiryRow(mobile: string) {
    const { rows } = await server.db.query<Record<string, unknown>>('SELECT * FROM enquiries WHERE mobile = $1', [mobile]);
    return rows;
  }

  it('stores every payload field with status submitted and answers an enquiry token', async () => {
    const payload = enquiryPayload();
    const response = await post(server.app, SUBMIT, payload);
    expect(response.statusCode).toBe(201);
    const body = json(response);
    expect(body).toMatchObject({ success: true, message: expect.any(String) });
    expect(decodeJwt(body.inquiryToken)).toMatchObject({ purpose: 'enquiry', mobile: payload.mobile });

    const rows = await enquiryRow(payload.mobile);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      username: 'Aarav Gupta',
      email: 'aarav.gupta@example.com',
      pincode: '560034',
      address: '14, 3rd Cross, Koramangala',
      referred: 'REF123',
      type: 'education loan',
      shop_id: 'SHOP42',
      status: 'submitted',
    });
    expect(Number(rows[0]!.loan_amount)).toBe(1500000);
  });

  it('moves the enquiry to verified when its OTP is confirmed, once', async () => {
    const payload = enquiryPayload();
    const submitted = json(await post(server.app, SUBMIT, payload));
    const otp = await lastOtp(server.app, payload.mobile);
    expect(otp).toMatch(/^\d{6}$/);

    const verified = await post(server.app, VERIFY, { otp }, bearer(submitted.inquiryToken));
    expect(verified.statusCode).toBe(200);
    expect(json(verified)).toMatchObject({ success: true });
    const [row] = await enquiryRow(payload.mobile);
    expect(row).toMatchObject({ status: 'verified' });
    expect(row!.verified_at).not.toBeNull();

    const again = await post(server.app, VERIFY, { otp }, bearer(submitted.inquiryToken));
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ success: false, error: expect.stringMatching(/already been used/) });
  });

  it('accepts the enquiry token in X-Flow-Token while an access token is the bearer', async () => {
    const payload = enquiryPayload();
    const submitted = json(await post(server.app, SUBMIT, payload));
    const otp = await lastOtp(server.app, payload.mobile);
    const response = await post(server.app, VERIFY, { otp }, { 'x-flow-token': String(submitted.inquiryToken), authorization: 'Bearer junk' });
    expect(response.statusCode).toBe(200);
  });

  it('answers the spec messages, field by field, for a bad enquiry', async () => {
    const response = await post(server.app, SUBMIT, {
      username: '',
      mobile: '12345',
      email: 'not-an-email',
      pincode: '12a',
      address: '',
      loanAmount: '',
      type: 'education loan',
    });
    expect(response.statusCode).toBe(400);
    const body = json(response);
    expect(body.success).toBe(false);
    expect(body.fields).toEqual({
      username: 'Full Name is required',
      mobile: 'Phone number must be 10 digits',
      email: 'Invalid email address',
      pincode: 'Must be only digits',
      address: 'Address is required',
      loanAmount: 'Loan Amount is required',
    });
    expect(body.error).toBe(body.message);
    const { rows } = await server.db.query('SELECT count(*)::int AS n FROM enquiries WHERE email = $1', ['not-an-email']);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('refuses a wrong OTP, counts down, and locks the code after five wrong tries', async () => {
    const payload = enquiryPayload();
    const { inquiryToken } = json(await post(server.app, SUBMIT, payload));
    const otp = await lastOtp(server.app, payload.mobile);
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const r = await post(server.app, VERIFY, { otp: wrong }, bearer(inquiryToken));
      answers.push(`${r.statusCode} ${String(json(r).message)}`);
    }
    expect(answers.slice(0, 4)).toEqual([
      '400 Invalid OTP. 4 attempts left.',
      '400 Invalid OTP. 3 attempts left.',
      '400 Invalid OTP. 2 attempts left.',
      '400 Invalid OTP. 1 attempt left.',
    ]);
    expect(answers[4]).toMatch(/^429 Too many wrong attempts/);
    // The right code no longer works either.
    const right = await post(server.app, VERIFY, { otp }, bearer(inquiryToken));
    expect(right.statusCode).toBe(429);
    expect((await enquiryRow(payload.mobile))[0]).toMatchObject({ status: 'submitted' });
  });

  it('refuses an OTP after five minutes', async () => {
    const payload = enquiryPayload();
    const { inquiryToken } = json(await post(server.app, SUBMIT, payload));
    const otp = await lastOtp(server.app, payload.mobile);
    server.clock.advance(5 * 60_000 + 1000);
    const response = await post(server.app, VERIFY, { otp }, bearer(inquiryToken));
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toMatch(/expired/);
  });

  it('accepts an OTP just before five minutes', async () => {
    const payload = enquiryPayload();
    const { inquiryToken } = json(await post(server.app, SUBMIT, payload));
    const otp = await lastOtp(server.app, payload.mobile);
    server.clock.advance(4 * 60_000 + 50_000);
    const response = await post(server.app, VERIFY, { otp }, bearer(inquiryToken));
    expect(response.statusCode).toBe(200);
  });

  it('binds the OTP to its token: another enquiry token cannot use it', async () => {
    const first = enquiryPayload();
    const a = json(await post(server.app, SUBMIT, first));
    const otpOfFirst = await lastOtp(server.app, first.mobile);
    // Another enquiry whose code differs (they are random: a one-in-a-million tie is drawn again).
    let otpOfSecond = otpOfFirst;
    while (otpOfSecond === otpOfFirst) {
      const second = enquiryPayload();
      expect((await post(server.app, SUBMIT, second)).statusCode).toBe(201);
      otpOfSecond = await lastOtp(server.app, second.mobile);
    }
    const response = await post(server.app, VERIFY, { otp: otpOfSecond }, bearer(a.inquiryToken));
    expect(response.statusCode).toBe(400);
    const ok = await post(server.app, VERIFY, { otp: otpOfFirst }, bearer(a.inquiryToken));
    expect(ok.statusCode).toBe(200);
  });

  it('stores a retried submission with the same Idempotency-Key once and answers it the same', async () => {
    const payload = enquiryPayload();
    const headers = { 'idempotency-key': `retry-${payload.mobile}` };
    const address = uniqueAddress();
    const first = await post(server.app, SUBMIT, payload, headers, address);
    const second = await post(server.app, SUBMIT, payload, headers, address);
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const third = await post(server.app, SUBMIT, reordered, headers, address);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(third.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await enquiryRow(payload.mobile)).toHaveLength(1);
    const { rows } = await server.db.query('SELECT count(*)::int AS n FROM sms_outbox WHERE mobile = $1', [payload.mobile]);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('never replays one caller’s answer (and enquiry token) to another caller with the same key', async () => {
    const payload = enquiryPayload();
    const headers = { 'idempotency-key': `mine-${payload.mobile}` };
    const first = await post(server.app, SUBMIT, payload, headers, uniqueAddress());
    expect(first.statusCode).toBe(201);
    // Someone else with the same key is a new request (here refused by the OTP cooldown), never the replay.
    const other = await post(server.app, SUBMIT, payload, headers, uniqueAddress());
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.body).not.toContain(String(json(first).inquiryToken));
  });

  it('stores concurrent submissions with one Idempotency-Key once', async () => {
    const payload = enquiryPayload();
    const headers = { 'idempotency-key': `race-${payload.mobile}` };
    const address = uniqueAddress();
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(server.app, SUBMIT, payload, headers, address)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses).toContain(201);
    // The others were either replayed or told the first is still in progress.
    expect(
      statuses.every((s) => s === 201 || s === 409),
      JSON.stringify(answers.map((a) => [a.statusCode, a.body.slice(0, 300)])),
    ).toBe(true);
    const created = answers.filter((a) => a.statusCode === 201).map((a) => a.body);
    expect(new Set(created).size).toBe(1);
    expect(await enquiryRow(payload.mobile)).toHaveLength(1);
  });

  it('refuses the same Idempotency-Key with a different enquiry', async () => {
    const payload = enquiryPayload();
    const headers = { 'idempotency-key': `other-${payload.mobile}` };
    const address = uniqueAddress();
    expect((await post(server.app, SUBMIT, payload, headers, address)).statusCode).toBe(201);
    const changed = await post(server.app, SUBMIT, { ...payload, loanAmount: 999 }, headers, address);
    expect(changed.statusCode).toBe(422);
    expect(json(changed).success).toBe(false);
    expect(await enquiryRow(payload.mobile)).toHaveLength(1);
  });

  it('releases the key when the first try failed after claiming it, so the retry is processed', async () => {
    const payload = enquiryPayload();
    const headers = { 'idempotency-key': `fail-then-ok-${payload.mobile}` };
    const address = uniqueAddress();
    // The key is claimed, then storing the enquiry fails.
    server.failNextQuery(/INSERT INTO enquiries/);
    expect((await post(server.app, SUBMIT, payload, headers, address)).statusCode).toBe(500);
    expect(await enquiryRow(payload.mobile)).toHaveLength(0);
    server.clock.advance(31_000);
    const good = await post(server.app, SUBMIT, payload, headers, address);
    expect(good.statusCode).toBe(201);
    expect(good.headers['idempotent-replayed']).toBeUndefined();
    expect(await enquiryRow(payload.mobile)).toHaveLength(1);
  });

  it('a failure after the enquiry is written but before its answer is kept stores nothing: the retry stores it once', async () => {
    const payload = enquiryPayload();
    const headers = { 'idempotency-key': `answer-lost-${payload.mobile}` };
    const address = uniqueAddress();
    // As a process killed between the two writes: the enquiry row and its kept answer go together.
    server.failNextQuery(/UPDATE idempotency_keys/);
    expect((await post(server.app, SUBMIT, payload, headers, address)).statusCode).toBe(500);
    expect(await enquiryRow(payload.mobile)).toHaveLength(0);
    server.clock.advance(31_000);
    expect((await post(server.app, SUBMIT, payload, headers, address)).statusCode).toBe(201);
    expect((await post(server.app, SUBMIT, payload, headers, address)).headers['idempotent-replayed']).toBe('true');
    expect(await enquiryRow(payload.mobile)).toHaveLength(1);
  });

  it('rejects a malformed Idempotency-Key', async () => {
    const response = await post(server.app, SUBMIT, enquiryPayload(), { 'idempotency-key': 'a'.repeat(300) });
    expect(response.statusCode).toBe(400);
  });

  it('enforces the resend cooldown for the same mobile', async () => {
    const payload = enquiryPayload();
    expect((await post(server.app, SUBMIT, payload)).statusCode).toBe(201);
    const soon = await post(server.app, SUBMIT, payload);
    expect(soon.statusCode).toBe(429);
    expect(json(soon).message).toMatch(/Please wait \d+ seconds/);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    server.clock.advance(31_000);
    expect((await post(server.app, SUBMIT, payload)).statusCode).toBe(201);
  });

  it('limits OTP sends per mobile: 5 an hour from one address, 20 an hour from everywhere', async () => {
    // Start at an hour boundary: the hourly windows must not roll over mid-test.
    server.clock.advance(60 * 60_000 - (server.clock.now().getTime() % (60 * 60_000)));
    const payload = enquiryPayload();
    const attacker = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await post(server.app, SUBMIT, payload, {}, attacker)).statusCode);
      server.clock.advance(31_000);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // One address spending its sends does not block the number's owner elsewhere.
    expect((await post(server.app, SUBMIT, payload)).statusCode).toBe(201);
    // The per-mobile ceiling: 20 sends in all, whatever the addresses.
    const more: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      server.clock.advance(31_000);
      more.push((await post(server.app, SUBMIT, payload)).statusCode);
    }
    expect(more).toEqual([...Array<number>(14).fill(201), 429]);
    expect(await enquiryRow(payload.mobile)).toHaveLength(20);
  });

  it('does not count the sends the cooldown refused against the hourly limit', async () => {
    server.clock.advance(60 * 60_000 - (server.clock.now().getTime() % (60 * 60_000)));
    const payload = enquiryPayload();
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let send = 0; send < 5; send += 1) {
      statuses.push((await post(server.app, SUBMIT, payload, {}, address)).statusCode);
      // Asked again at once, three times: each within the cooldown.
      for (let early = 0; early < 3; early += 1) statuses.push((await post(server.app, SUBMIT, payload, {}, address)).statusCode);
      server.clock.advance(31_000);
    }
    expect(statuses).toEqual(Array.from({ length: 5 }, () => [201, 429, 429, 429]).flat());
    // The five sent are this address's five an hour for the number.
    const sixth = await post(server.app, SUBMIT, payload, {}, address);
    expect(sixth.statusCode).toBe(429);
    expect(json(sixth).message).toMatch(/Too many OTP requests for this mobile number/);
  });

  // Issue 34: an enquiry was 18 statements and 17 waits on the database (PostgreSQL: round trips),
  // 22 and 21 with an Idempotency-Key.
  it('sends at most 12 statements to the database and waits on it at most 11 times', async () => {
    const { result, statements, roundTrips } = await server.recordStatements(() => post(server.app, SUBMIT, enquiryPayload()));
    expect(result.statusCode).toBe(201);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(12);
    expect(roundTrips, statements.join('\n')).toBeLessThanOrEqual(11);
  });

  it('sent as the site sends it, with an Idempotency-Key: at most 15 statements and 14 waits', async () => {
    const headers = { 'idempotency-key': `statements-${uniqueMobile()}` };
    const { result, statements, roundTrips } = await server.recordStatements(() => post(server.app, SUBMIT, enquiryPayload(), headers));
    expect(result.statusCode).toBe(201);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(15);
    expect(roundTrips, statements.join('\n')).toBeLessThanOrEqual(14);
  });

  it('checks the OTP send limits and the cooldown in one statement', async () => {
    const payload = enquiryPayload();
    const address = uniqueAddress();
    expect((await post(server.app, SUBMIT, payload, {}, address)).statusCode).toBe(201);
    const { result, statements } = await server.recordStatements(() => post(server.app, SUBMIT, payload, {}, address));
    expect(result.statusCode).toBe(429);
    expect(json(result).message).toMatch(/Please wait \d+ seconds/);
    expect(statements, statements.join('\n')).toHaveLength(1);
  });

  it('limits OTP sends per client address', async () => {
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await post(server.app, SUBMIT, enquiryPayload(), {}, address)).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    const last = await post(server.app, SUBMIT, enquiryPayload(), {}, address);
    expect(last.statusCode).toBe(429);
    expect(json(last).message).toMatch(/Too many OTP requests from your network/);
    // Another address is unaffected.
    expect((await post(server.app, SUBMIT, enquiryPayload())).statusCode).toBe(201);
  });

  it('refuses tokens of other purposes and forged or expired tokens', async () => {
    const payload = enquiryPayload();
    const { inquiryToken } = json(await post(server.app, SUBMIT, payload));
    const otp = await lastOtp(server.app, payload.mobile);
    const login = json(await post(server.app, '/auth/send-otp', { mobile: uniqueMobile() }));
    expect((await post(server.app, VERIFY, { otp }, bearer(login.newToken))).statusCode).toBe(403);
    // Flow-token failures are 403, never 401: the site signs the user out on a 401.
    expect((await post(server.app, VERIFY, { otp })).statusCode).toBe(403);
    const [h, p] = String(inquiryToken).split('.');
    expect((await post(server.app, VERIFY, { otp }, bearer(`${h}.${p}.forged`))).statusCode).toBe(403);
    server.clock.advance(31 * 60_000);
    const expired = await post(server.app, VERIFY, { otp }, bearer(inquiryToken));
    expect(expired.statusCode).toBe(403);
    expect(json(expired).message).toMatch(/expired/);
  });

  it('links the enquiry to the signed-in customer when an access token comes with it', async () => {
    const mobile = uniqueMobile();
    const sent = json(await post(server.app, '/auth/send-otp', { mobile }));
    const login = json(await post(server.app, '/auth/verify-otp', { mobile, otp: await lastOtp(server.app, mobile) }, bearer(sent.newToken)));
    const payload = enquiryPayload({ mobile });
    server.clock.advance(31_000);
    expect((await post(server.app, SUBMIT, payload, bearer(login.accessToken))).statusCode).toBe(201);
    const [row] = await enquiryRow(mobile);
    expect(row!.user_id).toBe((login.user as { id: string }).id);
  });
});

describe('idempotency keys over time', () => {
  it('treats a key as new after a day', async () => {
    const server = await startTestServer('pglite');
    try {
      const payload = enquiryPayload();
      const headers = { 'idempotency-key': 'daily-key' };
      const address = uniqueAddress();
      const first = await post(server.app, SUBMIT, payload, headers, address);
      server.clock.advance(24 * 60 * 60_000 + 1000);
      const later = await post(server.app, SUBMIT, payload, headers, address);
      expect(later.statusCode).toBe(201);
      expect(later.body).not.toBe(first.body);
      const { rows } = await server.db.query('SELECT count(*)::int AS n FROM enquiries WHERE mobile = $1', [payload.mobile]);
      expect(rows[0]).toEqual({ n: 2 });
    } finally {
      await server.close();
    }
  });
});
