import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#src/app';
import { build, testConfig } from '../helper';
import { startS3StandIn } from '../stand-ins/s3';

/**
 * Two instances of the server with FILE_STORE_URL on one S3-compatible bucket and one database,
 * each with a data folder of its own: a file uploaded through one downloads through the other.
 * (The same with the files kept in PostgreSQL is in test-real/two-instances.test.ts.)
 */
describe('files in an S3-compatible bucket are shared by every instance', async () => {
  const s3 = await startS3StandIn();
  for (const [name, value] of Object.entries(s3.env)) vi.stubEnv(name, value);
  const a = await build({ FILE_STORE_URL: s3.fileStoreUrl });
  const b = await buildApp(
    testConfig({
      FILE_STORE_URL: s3.fileStoreUrl,
      DATA_DIR: path.join(os.tmpdir(), `wd-test-${String(process.pid)}-second-instance`),
    }),
    { database: a.database, logger: false, panelTimers: false },
  );
  afterAll(async () => {
    await b.close();
    await s3.close();
    vi.unstubAllEnvs();
  });

  it('uploaded through one instance, downloaded through the other, deleted through the first', async () => {
    const token = await a.login('ops@demo.test');
    const auth = { authorization: `Bearer ${token}` };
    const [property] = (
      await a.injectAs('ops@demo.test', { method: 'GET', url: '/api/admin/properties' })
    ).json<{ items: { property_id: number }[] }>().items;
    const files = `/api/admin/properties/${String(property!.property_id)}/files`;
    const bytes = Buffer.from(crypto.randomBytes(200 * 1024).toString('hex'));

    const upload = await a.app.inject({
      method: 'POST',
      url: files,
      headers: { ...auth, 'content-type': 'application/octet-stream', 'x-file-name': 'survey.txt' },
      payload: bytes,
    });
    expect(upload.statusCode).toBe(201);
    const { id } = upload.json<{ id: number }>();
    expect(await s3.objectKeys()).toHaveLength(1);

    const download = await b.inject({
      method: 'GET',
      url: `${files}/${String(id)}`,
      headers: auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);

    const removed = await a.app.inject({
      method: 'DELETE',
      url: `${files}/${String(id)}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(204);
    expect(await s3.objectKeys()).toHaveLength(0);
  });
});
