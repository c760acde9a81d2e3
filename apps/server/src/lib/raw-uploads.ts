import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILE_NAME_HEADER, sanitizeFileName } from '@wildfire/shared';
import { type FileStorage, FileTooLargeError } from '../services/file-storage';
import { badRequest, HttpError } from './http-errors';

/**
 * Raw-body file uploads and downloads (decision 011): the upload is the file itself, sent as
 * `application/octet-stream` with its name URI-encoded in the `X-File-Name` header, streamed into
 * a `FileStorage` that stops at the size limit. Shared by every route plugin that keeps files.
 */

/**
 * Let the plugin's routes take `application/octet-stream` bodies as the untouched request stream.
 * Call inside a route plugin (encapsulated): it applies to that plugin's routes only.
 */
export function acceptRawUploads(app: FastifyInstance) {
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => {
    done(null, payload);
  });
}

/** `10 MB` for a limit of 10 × 1024 × 1024 bytes. */
export const megabytes = (bytes: number) => `${String(Math.round(bytes / (1024 * 1024)))} MB`;

export const tooLarge = (maxBytes: number) =>
  new HttpError(413, 'payload_too_large', `The file is larger than ${megabytes(maxBytes)}.`);

export interface RawUploadRules<T> {
  maxBytes: number;
  /** The allowed type of a (sanitised) file name, or null when it is not allowed. */
  typeOf: (fileName: string) => T | null;
  /** Said when the type is not allowed, e.g. `File type not allowed. Allowed: pdf, docx.` */
  typeNotAllowed: string;
}

/**
 * Check an upload before reading a byte of it: the content type, the declared length, the file
 * name (URI-decoded, then sanitised: no folders, no odd characters) and its type.
 */
export function checkRawUpload<T>(
  request: FastifyRequest,
  rules: RawUploadRules<T>,
): { fileName: string; type: T } {
  if (request.headers['content-type']?.split(';')[0]?.trim() !== 'application/octet-stream') {
    throw badRequest('Send the file as application/octet-stream.');
  }
  const declared = Number(request.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > rules.maxBytes) throw tooLarge(rules.maxBytes);
  const header = request.headers[FILE_NAME_HEADER];
  if (typeof header !== 'string' || header === '') {
    throw badRequest(`${FILE_NAME_HEADER} header is required`);
  }
  let rawName: string;
  try {
    rawName = decodeURIComponent(header);
  } catch {
    throw badRequest(`${FILE_NAME_HEADER}: not a valid URI-encoded name`);
  }
  const fileName = sanitizeFileName(rawName);
  const type = rules.typeOf(fileName);
  if (type === null) throw badRequest(rules.typeNotAllowed);
  return { fileName, type };
}

/**
 * Stream the request body into the store under `key`. Beyond `maxBytes` it answers 413 and an
 * empty file 400, keeping nothing either way. Returns the size.
 */
export async function storeRawUpload(
  storage: FileStorage,
  key: string,
  request: FastifyRequest,
  maxBytes: number,
): Promise<number> {
  let size: number;
  try {
    size = await storage.put(key, request.body as Readable, maxBytes);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw tooLarge(maxBytes);
    throw error;
  }
  if (size === 0) {
    await storage.remove(key);
    throw badRequest('The file is empty.');
  }
  return size;
}

/** `attachment` with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Send stored bytes as a download under the file's own name; never sniffed, never cached. */
export function sendStoredFile(
  reply: FastifyReply,
  body: Readable,
  file: { fileName: string; contentType: string; sizeBytes: number },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body as never);
}
