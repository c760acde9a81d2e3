import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FileTooLargeError,
  LocalFileStorage,
  newStorageKey,
} from '../../src/services/file-storage';

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('local file storage (DATA_DIR/uploads)', async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'wd-uploads-'));
  afterAll(() => fs.rm(root, { recursive: true, force: true }));
  const storage = new LocalFileStorage(root);

  it('stores, opens and removes bytes under a generated key', async () => {
    const key = newStorageKey('property-1');
    expect(
      await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]), 100),
    ).toBe(11);
    expect((await read((await storage.open(key))!)).toString()).toBe('hello world');
    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
    await storage.remove(key);
  });

  it('stops a stream beyond the size limit and keeps nothing', async () => {
    const key = newStorageKey('property-1');
    const body = Readable.from([Buffer.alloc(60), Buffer.alloc(60)]);
    await expect(storage.put(key, body, 100)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await storage.open(key)).toBeNull();
    expect(await fs.readdir(path.join(root, 'property-1'))).toEqual([]);
  });

  it('refuses keys it did not make, so no path can leave the store', async () => {
    for (const key of ['../outside', 'property-1/../../etc/passwd', '/etc/passwd', 'a/b/c']) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]), 10)).rejects.toThrow(
        'invalid storage key',
      );
      await expect(storage.open(key)).rejects.toThrow('invalid storage key');
    }
  });
});
