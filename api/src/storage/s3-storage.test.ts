// The S3 adapter against a local HTTP endpoint that answers as S3 does (path-style addressing):
// each call must arrive as the documented request (PutObject, GetObject, DeleteObject), signed
// with SigV4 and carrying the content's SHA-256.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStorageFromEnv } from './config.ts';
import { s3FileStorage } from './s3-storage.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

describe('S3 file storage', () => {
  let server: Server;
  let endpoint: string;
  const seen: Seen[] = [];
  const objects = new Map<string, { body: Buffer; type: string }>();

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      if (request.method === 'PUT') {
        objects.set(path, { body, type: String(request.headers['content-type']) });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      } else if (request.method === 'GET') {
        const found = objects.get(path);
        if (!found) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
        } else {
          response.writeHead(200, { 'content-type': found.type, 'content-length': String(found.body.length) }).end(found.body);
        }
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const storage = () =>
    s3FileStorage({
      bucket: 'shop-docs',
      prefix: 'uploads/',
      region: 'ap-south-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
    });

  it('puts, reads back and deletes an object with the documented requests', async () => {
    const files = storage();
    const content = Buffer.from('%PDF-1.4\nGST certificate\n%%EOF\n');
    seen.length = 0;
    const key = await files.put(content, 'pdf');
    expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);

    const put = seen[0]!;
    expect(put.method).toBe('PUT');
    expect(new URL(put.url, 'http://x').pathname).toBe(`/shop-docs/uploads/${key}`);
    expect(put.body.equals(content)).toBe(true);
    expect(put.headers['content-type']).toBe('application/pdf');
    expect(put.headers['content-length']).toBe(String(content.length));
    expect(put.headers['x-amz-checksum-sha256']).toBe(createHash('sha256').update(content).digest('base64'));
    expect(String(put.headers.authorization)).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers['x-amz-content-sha256']).toBeTruthy();

    const read = await files.get(key);
    expect(read?.equals(content)).toBe(true);
    expect(seen[1]).toMatchObject({ method: 'GET' });
    expect(new URL(seen[1]!.url, 'http://x').pathname).toBe(`/shop-docs/uploads/${key}`);

    await files.remove(key);
    expect(seen[2]).toMatchObject({ method: 'DELETE' });
    expect(new URL(seen[2]!.url, 'http://x').pathname).toBe(`/shop-docs/uploads/${key}`);
    expect(await files.get(key)).toBeUndefined();
  });

  it('never sends a key it did not make (no path from outside reaches the store)', async () => {
    seen.length = 0;
    expect(await storage().get('../other-bucket/secret.pdf')).toBeUndefined();
    await storage().remove('uploads/../../x.pdf');
    expect(seen).toHaveLength(0);
  });

  it('is chosen by configuration: a local folder by default, S3 with FILE_STORAGE=s3 and a bucket', async () => {
    expect(() => fileStorageFromEnv({ FILE_STORAGE: 's3' }, '/tmp/x')).toThrow('FILE_STORAGE=s3 needs S3_BUCKET');
    expect(() => fileStorageFromEnv({ FILE_STORAGE: 'ftp' }, '/tmp/x')).toThrow('FILE_STORAGE must be local or s3, not ftp');
    expect(() => fileStorageFromEnv({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, '/tmp/x')).toThrow(
      /both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    const viaEnv = fileStorageFromEnv(
      {
        FILE_STORAGE: 's3',
        S3_BUCKET: 'env-bucket',
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_REGION: 'ap-south-1',
      },
      '/tmp/unused',
    );
    seen.length = 0;
    const key = await viaEnv.put(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'png');
    expect(new URL(seen[0]!.url, 'http://x').pathname).toBe(`/env-bucket/uploads/${key}`);
    expect(seen[0]!.headers['content-type']).toBe('image/png');
  });
});
