// Which file storage the API uses, from the environment (api/README.md, "File storage"): a local
// folder unless FILE_STORAGE=s3 names a bucket.
import { localFileStorage, type FileStorage } from './file-storage.ts';
import { s3FileStorage } from './s3-storage.ts';

export function fileStorageFromEnv(env: NodeJS.ProcessEnv, uploadsDir: string): FileStorage {
  const kind = env.FILE_STORAGE ?? 'local';
  if (kind === 'local') return localFileStorage(uploadsDir);
  if (kind !== 's3') throw new Error(`FILE_STORAGE must be local or s3, not ${kind}`);
  if (!env.S3_BUCKET) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
  const keyId = env.S3_ACCESS_KEY_ID;
  const secret = env.S3_SECRET_ACCESS_KEY;
  if (!!keyId !== !!secret) throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS default credentials are used then)');
  return s3FileStorage({
    bucket: env.S3_BUCKET,
    ...(env.S3_PREFIX !== undefined ? { prefix: env.S3_PREFIX } : {}),
    ...(env.S3_REGION ? { region: env.S3_REGION } : {}),
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    ...(keyId && secret ? { credentials: { accessKeyId: keyId, secretAccessKey: secret } } : {}),
  });
}
