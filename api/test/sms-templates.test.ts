// OTP and status SMS go out as registered DLT templates (TRAI); a message that does not match its
// template is refused and logged, never sent, and bad input never turns into a 5xx.
import { Writable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxSmsAdapter } from '../src/sms/sms.ts';
import { matchesTemplate, SMS_TEMPLATES, SmsTemplateMismatch } from '../src/sms/templates.ts';
import { bearer, databaseKinds, enquiryPayload, json, lastOtp, post, startTestServer, uniqueMobile, type TestServer } from './helpers.ts';

describe.each(databaseKinds)('SMS through DLT templates on %s', (kind) => {
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
    server = await startTestServer(kind, { logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const outbox = async (mobile: string, purpose: string) =>
    (await server.db.query<{ message: string }>('SELECT message FROM sms_outbox WHERE mobile = $1 AND purpose = $2 ORDER BY seq', [mobile, purpose])).rows.map(
      (r) => r.message,
    );

  it('sends the OTP as the registered OTP template, and logs which template went', async () => {
    const mobile = uniqueMobile();
    expect((await post(server.app, '/auth/send-otp', { mobile })).statusCode).toBe(200);
    const [message] = await outbox(mobile, 'login');
    expect(matchesTemplate(SMS_TEMPLATES.otp, message!)).toBe(true);
    expect(message).toBe(`${await lastOtp(server.app, mobile)} is your OTP to log in. It is valid for 5 minutes. Do not share it with anyone.`);
    expect(lines.some((line) => line.includes('sms queued in outbox') && line.includes(SMS_TEMPLATES.otp.id))).toBe(true);
  });

  it('sends a status SMS as the status template; a telecaller’s long reason does not break it (no 5xx, no refused SMS)', async () => {
    const telecallerId = randomUUID();
    const telecallerMobile = uniqueMobile();
    const now = server.clock.now();
    await server.db.query(
      `INSERT INTO users (id, role, username, mobile, referral_code, mobile_verified_at, created_at, updated_at) VALUES ($1, 'telecaller', 'Tele Caller', $2, $3, $4, $4, $4)`,
      [telecallerId, telecallerMobile, `R${telecallerMobile}`, now],
    );
    await server.db.query('INSERT INTO telecallers (user_id, on_duty, updated_at) VALUES ($1, true, $2)', [telecallerId, now]);
    const sent = await post(server.app, '/telecaller/send-otp', { mobile: telecallerMobile });
    const token = String(
      json(
        await post(server.app, '/telecaller/verify-otp', { otp: await lastOtp(server.app, telecallerMobile) }, { 'x-flow-token': String(json(sent).newToken) }),
      ).accessToken,
    );

    async function lead() {
      const payload = enquiryPayload();
      const submitted = await post(server.app, '/inquiry/inquiry-submission', payload);
      server.clock.advance(31_000);
      await post(server.app, '/inquiry/verify-otp', { otp: await lastOtp(server.app, String(payload.mobile)) }, bearer(json(submitted).inquiryToken));
      const { rows } = await server.db.query<{ id: string }>('SELECT id FROM enquiries WHERE mobile = $1', [payload.mobile]);
      await server.db.query('UPDATE leads SET assigned_to = $2 WHERE id = $1', [rows[0]!.id, telecallerId]);
      return { id: rows[0]!.id, mobile: String(payload.mobile) };
    }

    const first = await lead();
    expect(
      (await post(server.app, `/telecaller/leads/${first.id}/outcome`, { status: 'contacted', note: 'Spoke to the customer' }, bearer(token))).statusCode,
    ).toBe(200);
    const [contacted] = await outbox(first.mobile, 'lead-status');
    expect(contacted).toBe('LoanSetu: your education loan request is now "Contacted". Track it under My enquiries.');
    expect(matchesTemplate(SMS_TEMPLATES['lead-status'], contacted!)).toBe(true);

    // A short reason rides in the reason template; a long one (over a DLT variable) is left to the enquiry page.
    const second = await lead();
    expect(
      (await post(server.app, `/telecaller/leads/${second.id}/outcome`, { status: 'closed', note: 'Took a loan elsewhere' }, bearer(token))).statusCode,
    ).toBe(200);
    expect(await outbox(second.mobile, 'lead-status')).toEqual([
      'LoanSetu: your education loan request is now "Closed". Reason: Took a loan elsewhere. Track it under My enquiries.',
    ]);
    const third = await lead();
    const long = 'The customer said they will call back next month after the results';
    const closed = await post(server.app, `/telecaller/leads/${third.id}/outcome`, { status: 'closed', note: long }, bearer(token));
    expect(closed.statusCode).toBe(200);
    const [plain] = await outbox(third.mobile, 'lead-status');
    expect(plain).toBe('LoanSetu: your education loan request is now "Closed". Track it under My enquiries.');
  });

  it('refuses and logs a message that does not match its template: nothing reaches the outbox', async () => {
    const mobile = uniqueMobile();
    const logged: Array<[Record<string, unknown>, string]> = [];
    const adapter = new OutboxSmsAdapter(server.db, server.clock, { info: (d, m) => logged.push([d, m]), warn: (d, m) => logged.push([d, m]) }, false);
    await expect(
      adapter.send({ mobile, purpose: 'lead-status', template: 'lead-status', variables: { product: 'home loan', status: 'Closed\nClick http://x.example' } }),
    ).rejects.toBeInstanceOf(SmsTemplateMismatch);
    expect(await outbox(mobile, 'lead-status')).toEqual([]);
    expect(logged).toEqual([
      [
        { sms: { to: `******${mobile.slice(-4)}`, purpose: 'lead-status', template: 'lead-status', reason: 'status has a line break' } },
        'sms refused: does not match its DLT template',
      ],
    ]);
  });
});
