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
 * `LocalFileStorage` (the default) writes to `DATA_DIR/uploads`. At scale, when several server
 * instances share no disk, an S3-compatible store implements the same three methods
 * (put = PutObject, open = GetObject, remove = DeleteObject) and is handed to the routes instead;
 * see docs/operations.md.
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

/** A fresh random key in a folder (`property-12/3f…`): the only keys the stores accept. */
export const newStorageKey = (folder: string) =>
  `${folder}/${crypto.randomBytes(16).toString('hex')}`;

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  /** The file for a key, refusing anything that is not a key this store made. */
  private fileFor(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
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
