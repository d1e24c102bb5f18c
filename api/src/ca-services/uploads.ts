// Reading a service request's multipart body (docs/decisions/012-ca-service-requests.md): text
// fields as key/value, each file checked by its content and stored at once (so at most one file is
// in memory), with its SHA-256. Any failure removes what was stored, so a refused request leaves
// nothing behind.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SERVICE_UPLOAD_LIMITS, SERVICE_UPLOAD_MESSAGES } from '@platform/shared/schemas';
import { ApiError } from '../http/errors.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { detectUpload, safeFileName } from '../storage/uploaded-file.ts';

export interface StoredFile {
  id: string;
  document: string;
  key: string;
  mime: string;
  size: number;
  sha256: string;
  fileName: string;
}

/** Removes stored files (a refused request's, or an expired one's after its rows are gone). */
export async function discard(files: FileStorage, keys: readonly string[]) {
  await Promise.all(keys.map((key) => files.remove(key).catch(() => undefined)));
}

/** The parts of a request whose files may only be the `documents` named (key → label for messages). */
export async function receive(files: FileStorage, request: FastifyRequest, documents: ReadonlyMap<string, string>) {
  if (!request.isMultipart()) throw new ApiError(415, 'Send the request as multipart/form-data');
  const fields: Record<string, string> = {};
  const stored: StoredFile[] = [];
  const drop = () =>
    discard(
      files,
      stored.map((file) => file.key),
    );
  try {
    for await (const part of request.parts({
      limits: { fileSize: SERVICE_UPLOAD_LIMITS.maxFileBytes, files: SERVICE_UPLOAD_LIMITS.maxFiles, fields: 40, parts: 60, fieldSize: 4000 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const label = documents.get(part.fieldname);
      if (!label) {
        part.file.resume();
        throw new ApiError(400, 'This service does not take that document', { fields: { [part.fieldname.slice(0, 40)]: 'Unknown document' } });
      }
      const content = await part.toBuffer();
      // What a file may be is decided by its content: the name and the browser's claimed type
      // are ignored.
      const type = await detectUpload(content);
      if (!type) {
        throw new ApiError(415, SERVICE_UPLOAD_MESSAGES.wrongType(label), { fields: { [part.fieldname]: SERVICE_UPLOAD_MESSAGES.wrongType(label) } });
      }
      const key = await files.put(content, type.extension);
      stored.push({
        id: randomUUID(),
        document: part.fieldname,
        key,
        mime: type.mime,
        size: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        fileName: safeFileName(part.filename, type.extension, part.fieldname),
      });
    }
  } catch (error) {
    await drop();
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, SERVICE_UPLOAD_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new ApiError(413, SERVICE_UPLOAD_MESSAGES.tooMany);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ApiError(400, 'The request has too many fields');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiError(415, 'Send the request as multipart/form-data');
    throw new ApiError(400, 'The upload could not be read. Please choose the files again.');
  }
  return { fields, stored, discard: drop };
}
