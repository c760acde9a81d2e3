import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type FileStorage, LocalFileStorage } from '#src/services/file-storage';
import { DatabaseFileStorage } from '#src/services/file-stores/database';
import { S3FileStorage } from '#src/services/file-stores/s3';
import { parseS3Url } from '#src/services/file-stores/s3-location';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files' bytes live (decision 070). */
    files: FileStorage;
  }
}

/**
 * The one file store of this server, shared by every route that keeps files: an S3-compatible
 * bucket when FILE_STORE_URL names one, PostgreSQL itself with DATABASE_URL (so N instances need
 * nothing more), and DATA_DIR/uploads on the embedded database.
 */
export default fp(
  async function fileStore(app: FastifyInstance) {
    const { fileStoreUrl, dataDir } = app.config;
    if (fileStoreUrl) {
      const store = new S3FileStorage(parseS3Url(fileStoreUrl));
      app.decorate('files', store);
      app.addHook('onClose', async () => store.close());
    } else if (app.database.driver === 'postgres') {
      app.decorate('files', new DatabaseFileStorage(app.db));
    } else {
      app.decorate('files', new LocalFileStorage(path.join(dataDir, 'uploads')));
    }
  },
  { name: 'file-store', dependencies: ['database'] },
);
