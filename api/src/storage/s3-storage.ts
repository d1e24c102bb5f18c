// Uploaded files in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, …) through the
// AWS SDK v3, for when several API processes or machines must read the same files (api/README.md,
// "File storage"). Same contract as the local folder: keys are made here, a put is whole or
// absent (S3 writes an object atomically; the SHA-256 sent with it makes the store refuse bytes
// that arrive damaged), a missing key reads as undefined.
import { createHash } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import { newStorageKey, STORAGE_KEY, type FileStorage } from './file-storage.ts';

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

export interface S3StorageOptions {
  bucket: string;
  /** Folder inside the bucket, e.g. `uploads/` (default). */
  prefix?: string;
  region?: string;
  /** An S3-compatible store's address (MinIO, R2); absent for AWS itself. */
  endpoint?: string;
  /** `bucket` in the path instead of the host name (most self-hosted stores want this). */
  forcePathStyle?: boolean;
  /** Absent: the SDK's default chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

// The SDK is loaded on the first file stored or read, not when the API starts: it is tens of
// megabytes of modules, and a server whose files stay in a folder (the default) never needs it.
let sdk: Promise<typeof import('@aws-sdk/client-s3')> | undefined;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

export function s3FileStorage(options: S3StorageOptions, client?: S3Client): FileStorage {
  let s3: Promise<S3Client> | undefined;
  const connected = () =>
    (s3 ??= client
      ? Promise.resolve(client)
      : loadSdk().then(
          ({ S3Client }) =>
            new S3Client({
              region: options.region ?? 'ap-south-1',
              ...(options.endpoint ? { endpoint: options.endpoint } : {}),
              forcePathStyle: options.forcePathStyle ?? false,
              ...(options.credentials ? { credentials: options.credentials } : {}),
            }),
        ));
  const prefix = options.prefix ?? 'uploads/';
  const Bucket = options.bucket;
  return {
    async put(content, extension) {
      const key = newStorageKey(extension);
      const [{ PutObjectCommand }, s3] = await Promise.all([loadSdk(), connected()]);
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: prefix + key,
          Body: content,
          ContentLength: content.length,
          ContentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
          ChecksumSHA256: createHash('sha256').update(content).digest('base64'),
        }),
      );
      return key;
    },
    async get(key) {
      if (!STORAGE_KEY.test(key)) return undefined;
      const [{ GetObjectCommand, S3ServiceException }, s3] = await Promise.all([loadSdk(), connected()]);
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: prefix + key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      if (!STORAGE_KEY.test(key)) return;
      const [{ DeleteObjectCommand }, s3] = await Promise.all([loadSdk(), connected()]);
      await s3.send(new DeleteObjectCommand({ Bucket, Key: prefix + key }));
    },
  };
}
