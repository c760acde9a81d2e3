import { Readable } from 'node:stream';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '#src/db/client';
import { storedFileParts } from '#src/db/schema/index';
import { type FileStorage, FileTooLargeError, checkStorageKey } from '../file-storage';

/** Each part is one row; 256 KB keeps rows small and a 10 MB file at forty inserts. */
export const FILE_PART_BYTES = 256 * 1024;

/**
 * Files in the database itself (the default with DATABASE_URL): every instance on that database
 * reads what any other stored, and the database's backup holds the files with their rows.
 *
 * Parts are written as they arrive, the size checked on the way; a file that fails part-way
 * (too large, the client gone) has its parts removed, and until the upload's own row names the
 * key nothing can reach them.
 */
export class DatabaseFileStorage implements FileStorage {
  constructor(private readonly db: Executor) {}

  async put(key: string, body: Readable, maxBytes: number): Promise<number> {
    checkStorageKey(key);
    let size = 0;
    let part = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const writePart = async () => {
      const data = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await this.db.insert(storedFileParts).values({ key, part: part++, data });
    };
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes) throw new FileTooLargeError(maxBytes);
        let rest = chunk;
        while (rest.length > 0) {
          const room = FILE_PART_BYTES - pendingBytes;
          pending.push(rest.subarray(0, room));
          pendingBytes += Math.min(room, rest.length);
          rest = rest.subarray(room);
          if (pendingBytes === FILE_PART_BYTES) await writePart();
        }
      }
      if (pendingBytes > 0 || part === 0) await writePart();
      return size;
    } catch (error) {
      body.destroy();
      await this.remove(key);
      throw error;
    }
  }

  async open(key: string): Promise<Readable | null> {
    checkStorageKey(key);
    const first = await this.partAfter(key, -1);
    if (!first) return null;
    const partAfter = this.partAfter.bind(this);
    // One part in memory at a time: the next is read when the reader has taken this one.
    async function* parts() {
      let current: typeof first = first;
      while (current) {
        yield current.data;
        current = await partAfter(key, current.part);
      }
    }
    return Readable.from(parts(), { objectMode: false });
  }

  async remove(key: string): Promise<void> {
    checkStorageKey(key);
    await this.db.delete(storedFileParts).where(eq(storedFileParts.key, key));
  }

  private async partAfter(key: string, part: number) {
    const [row] = await this.db
      .select({ part: storedFileParts.part, data: storedFileParts.data })
      .from(storedFileParts)
      .where(and(eq(storedFileParts.key, key), gt(storedFileParts.part, part)))
      .orderBy(asc(storedFileParts.part))
      .limit(1);
    return row;
  }
}
