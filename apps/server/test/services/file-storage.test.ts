import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { storedFileParts } from '#src/db/schema/index';
import {
  type FileStorage,
  FileTooLargeError,
  LocalFileStorage,
  newStorageKey,
} from '#src/services/file-storage';
import { DatabaseFileStorage, FILE_PART_BYTES } from '#src/services/file-stores/database';
import { S3FileStorage } from '#src/services/file-stores/s3';
import { parseS3Url } from '#src/services/file-stores/s3-location';
import { build } from '../helper';
import { startS3StandIn } from '../stand-ins/s3';

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A body arriving in pieces of the given size, as an upload does. */
const inPieces = (bytes: Buffer, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
  );

/**
 * The three stores keep the same promises (services/file-storage.ts): what they store they give
 * back byte for byte, a stream past its limit leaves nothing, and no name but a key they made
 * reaches them.
 */
function theStoreContract(
  open: () => Promise<{ storage: FileStorage; holds: (key: string) => Promise<boolean> }>,
) {
  return async () => {
    const { storage, holds } = await open();

    it('stores, opens and removes bytes under a generated key', async () => {
      const key = newStorageKey('property-1');
      expect(
        await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]), 100),
      ).toBe(11);
      expect((await read((await storage.open(key))!)).toString()).toBe('hello world');
      await storage.remove(key);
      expect(await storage.open(key)).toBeNull();
      expect(await holds(key)).toBe(false);
      // Removing what is gone is not an error.
      await storage.remove(key);
    });

    it('gives back a file of several parts byte for byte, and an empty one', async () => {
      const bytes = crypto.randomBytes(2 * FILE_PART_BYTES + 12_345);
      const key = newStorageKey('hr-7');
      expect(await storage.put(key, inPieces(bytes, 64 * 1024 + 7), 10 * 1024 * 1024)).toBe(
        bytes.length,
      );
      expect((await read((await storage.open(key))!)).equals(bytes)).toBe(true);
      const empty = newStorageKey('hr-7');
      expect(await storage.put(empty, Readable.from([]), 10)).toBe(0);
      expect((await read((await storage.open(empty))!)).length).toBe(0);
    });

    it('stops a stream beyond the size limit and keeps nothing', async () => {
      const key = newStorageKey('property-1');
      const body = inPieces(crypto.randomBytes(FILE_PART_BYTES + 1000), 50_000);
      await expect(storage.put(key, body, FILE_PART_BYTES)).rejects.toBeInstanceOf(
        FileTooLargeError,
      );
      expect(await storage.open(key)).toBeNull();
      expect(await holds(key)).toBe(false);
    });

    it('refuses keys it did not make, so no path can leave the store', async () => {
      for (const key of ['../outside', 'property-1/../../etc/passwd', '/etc/passwd', 'a/b/c']) {
        await expect(storage.put(key, Readable.from([Buffer.from('x')]), 10)).rejects.toThrow(
          'invalid storage key',
        );
        await expect(storage.open(key)).rejects.toThrow('invalid storage key');
      }
    });
  };
}

describe(
  'local file storage (DATA_DIR/uploads)',
  theStoreContract(async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'wd-uploads-'));
    afterAll(() => fs.rm(root, { recursive: true, force: true }));
    return {
      storage: new LocalFileStorage(root),
      holds: async (key) =>
        (await fs.readdir(path.join(root, path.dirname(key))).catch(() => [])).length > 0,
    };
  }),
);

describe(
  'file storage in the database (the default with DATABASE_URL)',
  theStoreContract(async () => {
    const { app } = await build();
    return {
      storage: new DatabaseFileStorage(app.db),
      holds: async (key) =>
        (await app.db.select().from(storedFileParts).where(eq(storedFileParts.key, key))).length >
        0,
    };
  }),
);

describe(
  'file storage in an S3-compatible bucket (FILE_STORE_URL)',
  theStoreContract(async () => {
    const s3 = await startS3StandIn();
    for (const [name, value] of Object.entries(s3.env)) vi.stubEnv(name, value);
    const storage = new S3FileStorage(parseS3Url(s3.fileStoreUrl));
    afterAll(async () => {
      storage.close();
      await s3.close();
      vi.unstubAllEnvs();
    });
    return { storage, holds: async (key) => (await s3.objectKeys()).includes(key) };
  }),
);

describe('FILE_STORE_URL', () => {
  it('names a bucket, a folder in it and the service; never credentials', () => {
    expect(
      parseS3Url('s3://files/wildfire?endpoint=http%3A%2F%2F10.0.0.9%3A9000&region=eu-west-1'),
    ).toEqual({
      bucket: 'files',
      prefix: 'wildfire/',
      client: { region: 'eu-west-1', endpoint: 'http://10.0.0.9:9000', forcePathStyle: true },
    });
    expect(parseS3Url('s3://files').client.forcePathStyle).toBe(false);
    expect(() => parseS3Url('s3://key:secret@files')).toThrow('must not hold credentials');
    expect(() => parseS3Url('https://files.example.com')).toThrow('must be s3://');
  });
});
