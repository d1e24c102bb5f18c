// The language a person reads, kept on the server (decision 053): a sign-in from a Hindi page keeps
// Hindi, the switch in the header keeps the new choice, and the SMS the outbox writes to them is
// the DLT template registered in that language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesTemplate, SMS_TEMPLATES, templateIn } from '../src/sms/templates.ts';
import { bearer, databaseKinds, json, lastOtp, post, startTestServer, uniqueMobile, type TestServer } from './helpers.ts';

describe.each(databaseKinds)('the reader’s language on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const lastSms = async (mobile: string) =>
    (await server.db.query<{ message: string }>('SELECT message FROM sms_outbox WHERE mobile = $1 ORDER BY seq DESC LIMIT 1', [mobile])).rows[0]!.message;
  const languageOf = async (mobile: string) =>
    (await server.db.query<{ preferred_language: string }>("SELECT preferred_language FROM users WHERE mobile = $1 AND role = 'customer'", [mobile])).rows[0]
      ?.preferred_language;
  const sendOtp = async (mobile: string, headers: Record<string, string> = {}) => {
    server.clock.advance(61_000); // past the resend cooldown
    const sent = await post(server.app, '/auth/send-otp', { mobile }, headers);
    expect(sent.statusCode, sent.body).toBe(200);
    return sent;
  };

  it('sends the OTP in the page’s language and keeps it at sign-in; later SMS follow the kept language', async () => {
    const mobile = uniqueMobile();
    const sent = await sendOtp(mobile, { 'accept-language': 'hi' });
    const otp = await lastOtp(server.app, mobile);
    const hindi = await lastSms(mobile);
    expect(hindi).toBe(`${otp} आपका OTP है, लॉग इन करने के लिए। यह 5 मिनट तक मान्य है। इसे किसी को न बताएं।`);
    expect(matchesTemplate(templateIn('otp', 'hi'), hindi)).toBe(true);
    expect(matchesTemplate(SMS_TEMPLATES.otp, hindi)).toBe(false);
    // The outbox keeps which language it wrote in.
    const { rows } = await server.db.query<{ payload: unknown }>(
      "SELECT payload FROM outbox_messages WHERE channel = 'sms' AND recipient_masked LIKE $1 ORDER BY seq DESC LIMIT 1",
      [`%${mobile.slice(-4)}`],
    );
    const payload = (typeof rows[0]!.payload === 'string' ? JSON.parse(rows[0]!.payload) : rows[0]!.payload) as { language: string };
    expect(payload.language).toBe('hi');

    const verified = await post(server.app, '/auth/verify-otp', { mobile, otp }, { ...bearer(json(sent).newToken), 'accept-language': 'hi' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await languageOf(mobile)).toBe('hi');

    // Asked again without naming a language (an SMS nobody is on a page for reads the same way): Hindi, as kept.
    await sendOtp(mobile);
    expect(await lastSms(mobile)).toMatch(/^\d{6} आपका OTP है, लॉग इन करने के लिए।/);

    // The switch in the header, signed in: kept, and the next SMS is in Marathi.
    const token = json(verified).accessToken;
    const switched = await server.app.inject({ method: 'PUT', url: '/auth/language', payload: { language: 'mr' }, headers: bearer(token) });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(json(switched)).toMatchObject({ success: true, language: 'mr' });
    expect(await languageOf(mobile)).toBe('mr');
    await sendOtp(mobile);
    expect(await lastSms(mobile)).toMatch(/^\d{6} हा तुमचा OTP आहे, लॉग इन करण्यासाठी\. तो 5 मिनिटे वैध आहे\./);

    // A browser's own list names its first language; English stays English, word for word.
    await sendOtp(mobile, { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' });
    expect(await lastSms(mobile)).toMatch(/^\d{6} is your OTP to log in\. It is valid for 5 minutes\. Do not share it with anyone\.$/);
  });

  it('sends a job applicant’s OTP in the language of the page they apply from, with no account to keep it on', async () => {
    const mobile = uniqueMobile();
    const sent = await post(server.app, '/carrier/send-otp', { mobile, type: 'remote' }, { 'accept-language': 'mr' });
    expect(sent.statusCode, sent.body).toBe(200);
    const marathi = await lastSms(mobile);
    expect(marathi).toMatch(/^\d{6} हा तुमचा OTP आहे, नोकरीचा अर्ज पडताळण्यासाठी\./);
    expect(matchesTemplate(templateIn('otp', 'mr'), marathi)).toBe(true);
  });

  it('refuses a language it does not write in, and a caller who is not signed in', async () => {
    const mobile = uniqueMobile();
    const sent = await sendOtp(mobile);
    const verified = await post(server.app, '/auth/verify-otp', { mobile, otp: await lastOtp(server.app, mobile) }, bearer(json(sent).newToken));
    const token = json(verified).accessToken;
    const french = await server.app.inject({ method: 'PUT', url: '/auth/language', payload: { language: 'fr' }, headers: bearer(token) });
    expect(french.statusCode).toBe(400);
    expect(await languageOf(mobile)).toBe('en');
    expect((await server.app.inject({ method: 'PUT', url: '/auth/language', payload: { language: 'hi' } })).statusCode).toBe(401);
  });
});
