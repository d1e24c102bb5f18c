// What an uploaded file is and what it is called, decided from its bytes alone. A client's name
// and extension say nothing about the content (a PDF/HTML polyglot can be called poly.html), so a
// file is stored and served under the extension of the type its bytes show, with the client's
// name kept only as a harmless base, and served with that type and nosniff.
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';

/** The types a shop may upload, by content, and the extension each is stored and served under. */
export const UPLOAD_EXTENSIONS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
export type UploadMime = keyof typeof UPLOAD_EXTENSIONS;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[UploadMime];

const isUploadMime = (mime: string): mime is UploadMime => Object.hasOwn(UPLOAD_EXTENSIONS, mime);

/** The file's type by its bytes, or undefined when it is not one we accept. */
export async function detectUpload(content: Buffer): Promise<{ mime: UploadMime; extension: UploadExtension } | undefined> {
  const type = await fileTypeFromBuffer(content);
  return type && isUploadMime(type.mime) ? { mime: type.mime, extension: UPLOAD_EXTENSIONS[type.mime] } : undefined;
}

/**
 * The client's name without any extension of its own (every dot goes, so `a.html.pdf` cannot
 * smuggle one in), reduced to plain characters, then the detected type's extension.
 */
export function safeFileName(clientName: string, extension: string, fallbackBase: string): string {
  const base = clientName
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w ()-]/g, '_')
    .trim()
    .slice(0, 100);
  return `${base || fallbackBase}.${extension}`;
}

/**
 * Sends a stored file as the type recorded from its bytes, named with that type's extension
 * (names stored before the extension was fixed are corrected here too), never sniffed.
 */
export function sendStoredFile(reply: FastifyReply, file: { content: Buffer; mime: string; name: string; disposition: 'attachment' | 'inline' }): FastifyReply {
  const mime = isUploadMime(file.mime) ? file.mime : 'application/octet-stream';
  const name = safeFileName(file.name, isUploadMime(file.mime) ? UPLOAD_EXTENSIONS[file.mime] : 'bin', 'document');
  return reply
    .type(mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `${file.disposition}; filename="${name}"`)
    .send(file.content);
}
