import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailApiFromEnv, HttpEmailAdapter, maskEmail } from './email.ts';

describe('the e-mail provider adapter', () => {
  const received: Array<{ headers: IncomingMessage['headers']; body: unknown }> = [];
  let status = 202;
  const provider = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) });
      response.writeHead(status).end();
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

  it('posts the message as JSON with the key as a bearer token', async () => {
    const adapter = new HttpEmailAdapter({ url, from: 'LoanSetu <no-reply@loansetu.in>', apiKey: 'key-1' });
    await adapter.send({ to: 'kyc.reviewer@example.com', subject: 'Welcome', text: 'Open the link', purpose: 'staff-invitation' });
    expect(received.at(-1)).toMatchObject({
      headers: { authorization: 'Bearer key-1', 'content-type': 'application/json' },
      body: { from: 'LoanSetu <no-reply@loansetu.in>', to: ['kyc.reviewer@example.com'], subject: 'Welcome', text: 'Open the link' },
    });
  });

  it('fails the send when the provider refuses it', async () => {
    status = 422;
    const adapter = new HttpEmailAdapter({ url, from: 'x@example.com' });
    await expect(adapter.send({ to: 'a@example.com', subject: 's', text: 't', purpose: 'p' })).rejects.toThrow('422');
    status = 202;
  });

  it('is chosen by EMAIL_API_URL only', () => {
    expect(emailApiFromEnv({})).toBeUndefined();
    expect(emailApiFromEnv({ EMAIL_API_URL: url })?.name).toBe('http-api');
  });

  it('masks an address in logs', () => {
    expect(maskEmail('kyc.reviewer@example.com')).toBe('k***@example.com');
  });
});
