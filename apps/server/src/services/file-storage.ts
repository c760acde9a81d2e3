import crypto from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live. The database keeps each file's name and its `key`; the store keeps
 * the bytes under that key. Keys are made by `newStorageKey()` (never from a user's file name),
 * so a name like `../../etc/passwd` can never reach the file system.
 *
 * Which store a server uses is chosen once, in plugins/app/file-store.ts (decision 070):
 * `LocalFileStorage` writes to `DATA_DIR/uploads` (the embedded default), `DatabaseFileStorage`
 * (file-stores/database.ts) keeps files in PostgreSQL when DATABASE_URL is set, and
 * `S3FileStorage` (file-stores/s3.ts) uses any S3-compatible service named by FILE_STORE_URL.
 */
export interface FileStorage {
  /** Store the stream under `key`; stops with FileTooLargeError beyond `maxBytes`. Returns the size. */
  put(key: string, body: Readable, maxBytes: number): Promise<number>;
  /** The stored bytes, or null when the key holds nothing. */
  open(key: string): Promise<Readable | null>;
  /** Delete the bytes; a missing key is not an error. */
  remove(key: string): Promise<void>;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${String(maxBytes)} bytes.`);
    this.name = 'FileTooLargeError';
  }
}

const KEY_PATTERN = /^[a-z0-9-]+\/[a-f0-9]{32}$/;

/** Refuses anything that is not a key `newStorageKey` could have made. */
export function checkStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
}

/** A fresh random key in a folder (`property-12/3f…`): the only keys the stores accept. */
export const newStorageKey = (folder: string) =>
  `${folder}/${crypto.randomBytes(16).toString('hex')}`;

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  /** The file for a key, refusing anything that is not a key this store made. */
  private fileFor(key: string): string {
    checkStorageKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep))
      throw new Error('invalid storage key');
    return file;
  }

  async put(key: string, body: Readable, maxBytes: number): Promise<number> {
    const file = this.fileFor(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    let size = 0;
    const out = createWriteStream(partial, { flags: 'wx' });
    try {
      await pipeline(
        body,
        async function* limit(source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            size += chunk.length;
            if (size > maxBytes) throw new FileTooLargeError(maxBytes);
            yield chunk;
          }
        },
        out,
      );
      await fs.rename(partial, file);
      return size;
    } catch (error) {
      // The stream opens its file asynchronously: when the upload fails at once, the file can
      // appear after a removal made right away. Once the stream has closed it is there to remove.
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async open(key: string): Promise<Readable | null> {
    const file = this.fileFor(key);
    try {
      await fs.access(file);
    } catch {
      return null;
    }
    return createReadStream(file);
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.fileFor(key), { force: true });
  }
}
