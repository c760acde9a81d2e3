import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CMS_MEDIA_EXTENSIONS,
  CMS_MEDIA_MAX_BYTES,
  CMS_PAGE_SIZE,
  cmsMediaFileType,
  MEDIA_TYPE_LABELS,
  MEDIA_TYPES,
  mediaListQuerySchema,
  pageOf,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { HttpError, notFound } from '#src/lib/http-errors';
import { checkRawUpload, megabytes, sendStoredFile, storeRawUpload } from '#src/lib/raw-uploads';
import { recordAudit } from '#src/repositories/audit';
import { deleteMedia, findMedia, insertMedia, listMedia } from '#src/repositories/cms';
import { newStorageKey } from '#src/services/file-storage';
import { positiveIdParam } from '../query';

const mediaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(MEDIA_TYPES),
  content_type: z.string(),
  size_bytes: z.number().int(),
  upload_date: z.string(),
  uploader: z.string().nullable(),
  url: z.string(),
});

const mediaParams = z.object({ mediaId: positiveIdParam('mediaId') });

const mediaUrl = (id: number) => `/api/admin/cms/media/${String(id)}/file`;
const LARGEST_MEDIA = Math.max(...Object.values(CMS_MEDIA_MAX_BYTES));
const MEDIA_TYPES_TEXT = `File type not allowed. Allowed: ${CMS_MEDIA_EXTENSIONS.join(', ')}.`;

/** The Media Library: images, videos and documents in the shared file store. */
export async function cmsMediaRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const storage = app.files;

  routes.get(
    '/api/admin/cms/media',
    {
      config: { access: 'permission:view_cms_content' },
      schema: {
        tags: ['admin'],
        summary: 'The Media Library, newest first, with the upload limits',
        security,
        querystring: mediaListQuerySchema,
        response: {
          200: pageOf(mediaSchema).extend({
            max_bytes: z.object({
              image: z.number().int(),
              video: z.number().int(),
              document: z.number().int(),
            }),
            allowed_extensions: z.array(z.string()),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { type, page } = request.query;
      const pageSize = CMS_PAGE_SIZE.media;
      const list = await listMedia(app.db, type, { page, pageSize });
      return {
        ...pageAnswer(list, { page, pageSize }, (m) => ({
          id: m.id,
          name: m.name,
          type: m.type,
          content_type: m.contentType,
          size_bytes: m.sizeBytes,
          upload_date: m.createdAt.toISOString(),
          uploader: m.uploaderName,
          url: mediaUrl(m.id),
        })),
        max_bytes: CMS_MEDIA_MAX_BYTES,
        allowed_extensions: CMS_MEDIA_EXTENSIONS,
      };
    },
  );

  routes.post(
    '/api/admin/cms/media',
    {
      config: { access: 'permission:create_cms_content' },
      schema: {
        tags: ['admin'],
        summary: 'Upload an image, video or document (raw bytes; name in X-File-Name)',
        description: `Types ${CMS_MEDIA_EXTENSIONS.join(', ')} only (400 otherwise). At most ${megabytes(CMS_MEDIA_MAX_BYTES.image)} for an image, ${megabytes(CMS_MEDIA_MAX_BYTES.document)} for a document and ${megabytes(CMS_MEDIA_MAX_BYTES.video)} for a video (413 beyond).`,
        security,
        response: { 201: mediaSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const { fileName, type } = checkRawUpload(request, {
        maxBytes: LARGEST_MEDIA,
        typeOf: cmsMediaFileType,
        typeNotAllowed: MEDIA_TYPES_TEXT,
      });
      const maxBytes = CMS_MEDIA_MAX_BYTES[type.mediaType];
      const declared = Number(request.headers['content-length'] ?? NaN);
      if (Number.isFinite(declared) && declared > maxBytes) {
        throw new HttpError(
          413,
          'payload_too_large',
          `${MEDIA_TYPE_LABELS[type.mediaType]} files may be at most ${megabytes(maxBytes)}.`,
        );
      }
      const key = newStorageKey('cms-media');
      const size = await storeRawUpload(storage, key, request, maxBytes);
      let id: number;
      try {
        id = await app.db.transaction(async (tx) => {
          const mediaId = await insertMedia(tx, {
            name: fileName,
            type: type.mediaType,
            storageKey: key,
            contentType: type.contentType,
            sizeBytes: size,
            uploadedBy: request.auth!.user.id,
          });
          await recordAudit(tx, request, {
            action: 'cms_media.upload',
            targetType: 'cms_media',
            targetId: String(mediaId),
            details: { name: fileName, type: type.mediaType, size_bytes: size },
          });
          return mediaId;
        });
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      return reply.code(201).send({
        id,
        name: fileName,
        type: type.mediaType,
        content_type: type.contentType,
        size_bytes: size,
        upload_date: new Date().toISOString(),
        uploader: request.auth!.user.name,
        url: mediaUrl(id),
      });
    },
  );

  routes.get(
    '/api/admin/cms/media/:mediaId/file',
    {
      config: { access: 'permission:view_cms_content' },
      schema: {
        tags: ['admin'],
        summary: 'The media file (download; the library previews images and videos from it)',
        security,
        params: mediaParams,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const media = await findMedia(app.db, request.params.mediaId);
      if (!media) throw notFound('Media file not found.');
      const body = await storage.open(media.storageKey);
      if (!body) throw notFound('Media file not found.');
      return sendStoredFile(reply, body, { ...media, fileName: media.name });
    },
  );

  routes.delete(
    '/api/admin/cms/media/:mediaId',
    {
      config: { access: 'permission:delete_cms_content' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a media file',
        security,
        params: mediaParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const media = await findMedia(app.db, request.params.mediaId);
      if (!media) throw notFound('Media file not found.');
      await app.db.transaction(async (tx) => {
        await deleteMedia(tx, media.id);
        await recordAudit(tx, request, {
          action: 'cms_media.delete',
          targetType: 'cms_media',
          targetId: String(media.id),
          details: { name: media.name },
        });
      });
      // After the row is gone: a failed removal leaves unreferenced bytes, never a dead row.
      await storage.remove(media.storageKey).catch((error: unknown) => {
        request.log.warn({ err: error, key: media.storageKey }, 'stored media not removed');
      });
      return reply.code(204).send(null);
    },
  );
}
