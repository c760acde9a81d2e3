import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The stand-in's fixed credentials, which the S3 SDK signs with as it would with a real key. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * An S3-compatible service on a free local port (s3rver: the S3 REST API, signatures checked,
 * objects on disk), with one bucket. `fileStoreUrl` is what FILE_STORE_URL takes; `env` holds the
 * credentials to set beside it.
 */
export async function startS3StandIn(bucket = 'wildfire-files') {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'wd-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${String(port)}`;
  return {
    fileStoreUrl: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}`,
    env: CREDENTIALS,
    /** The objects the bucket holds, by key. */
    async objectKeys(): Promise<string[]> {
      const root = path.join(directory, bucket);
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && entry.name.endsWith('._S3rver_object'))
        .map((entry) =>
          path
            .relative(root, path.join(entry.parentPath, entry.name))
            .replace(/\._S3rver_object$/, ''),
        );
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
