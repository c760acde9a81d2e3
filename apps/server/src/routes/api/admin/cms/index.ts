import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkContentMove,
  CMS_ANALYTICS_DAYS,
  CMS_MEDIA_EXTENSIONS,
  CMS_MEDIA_MAX_BYTES,
  CMS_PAGE_SIZE,
  CMS_TOP_CONTENT_COUNT,
  cmsMediaFileType,
  CONTENT_STATUSES,
  CONTENT_TYPES,
  contentCreateSchema,
  contentFromTemplateSchema,
  contentListQuerySchema,
  contentStatusChangeSchema,
  contentUpdateSchema,
  lastDays,
  MEDIA_TYPE_LABELS,
  MEDIA_TYPES,
  mediaListQuerySchema,
  slugify,
  templateCreateSchema,
  wordCount,
  type PermissionId,
} from '@wildfire/shared';
import { errorResponses } from '../../../../lib/errors-schema';
import { conflict, forbidden, HttpError, notFound } from '../../../../lib/http-errors';
import {
  acceptRawUploads,
  checkRawUpload,
  megabytes,
  sendStoredFile,
  storeRawUpload,
} from '../../../../lib/raw-uploads';
import { recordAudit } from '../../../../repositories/audit';
import {
  contentStats,
  deleteContent,
  deleteMedia,
  deleteTemplate,
  findContent,
  findMedia,
  findTemplate,
  freeSlug,
  insertContent,
  insertMedia,
  insertTemplate,
  listContent,
  listMedia,
  listTemplates,
  moveContent,
  slugTaken,
  topContent,
  updateContent,
  viewsPerDay,
  type ContentRow,
} from '../../../../repositories/cms';
import { newStorageKey } from '../../../../services/file-storage';
import { hasTwoFactor } from '../../../../services/two-factor';
import { positiveIdParam } from '../query';

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

const contentSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  type: z.enum(CONTENT_TYPES),
  status: z.enum(CONTENT_STATUSES),
  author: z.string().nullable(),
  last_modified: z.string(),
  publish_date: z.string().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  word_count: z.number().int(),
  views: z.number().int(),
});
const contentDetailSchema = contentSummarySchema.extend({ body: z.string() });

const toSummary = (row: ContentRow): z.infer<typeof contentSummarySchema> => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  type: row.type,
  status: row.status,
  author: row.authorName,
  last_modified: row.updatedAt.toISOString(),
  publish_date: row.publishedAt?.toISOString() ?? null,
  category: row.category,
  tags: row.tags,
  word_count: wordCount(row.body),
  views: row.views,
});
const toDetail = (row: ContentRow) => ({ ...toSummary(row), body: row.body });

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

const templateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(CONTENT_TYPES),
  description: z.string(),
  body: z.string(),
  created_by: z.string().nullable(),
  last_modified: z.string(),
});

const contentParams = z.object({ contentId: positiveIdParam('contentId') });
const mediaParams = z.object({ mediaId: positiveIdParam('mediaId') });
const templateParams = z.object({ templateId: positiveIdParam('templateId') });

const mediaUrl = (id: number) => `/api/admin/cms/media/${String(id)}/file`;
const LARGEST_MEDIA = Math.max(...Object.values(CMS_MEDIA_MAX_BYTES));
const MEDIA_TYPES_TEXT = `File type not allowed. Allowed: ${CMS_MEDIA_EXTENSIONS.join(', ')}.`;

/** CMS (admin-back-office.md 2.24): content and its workflow, media, templates, analytics. */
export default async function adminCmsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const storage = app.files;
  acceptRawUploads(app);

  const contentOr404 = async (id: number) => {
    const content = await findContent(app.db, id);
    if (!content) throw notFound('Content not found.');
    return content;
  };
  const holds = (request: FastifyRequest, permission: PermissionId) =>
    request.permissions?.includes(permission) ?? false;

  routes.get(
    '/api/admin/cms/stats',
    {
      config: { access: 'permission:view_cms_content' },
      schema: {
        tags: ['admin'],
        summary: 'The stats cards: content per status, total views, media and templates',
        security,
        response: {
          200: z.object({
            total: z.number().int(),
            by_status: z.object(
              Object.fromEntries(CONTENT_STATUSES.map((s) => [s, z.number().int()])) as Record<
                (typeof CONTENT_STATUSES)[number],
                z.ZodNumber
              >,
            ),
            total_views: z.number().int(),
            media: z.number().int(),
            templates: z.number().int(),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const stats = await contentStats(app.db);
      return {
        total: stats.total,
        by_status: Object.fromEntries(
          CONTENT_STATUSES.map((s) => [s, stats.byStatus[s] ?? 0]),
        ) as Record<(typeof CONTENT_STATUSES)[number], number>,
        total_views: stats.views,
        media: stats.media,
        templates: stats.templates,
      };
    },
  );

  // ---- Content Library ----

  routes.get(
    '/api/admin/cms/content',
    {
      config: { access: 'permission:view_cms_content' },
      schema: {
        tags: ['admin'],
        summary: 'The Content Library, last modified first',
        description:
          '`type` and `status` filter; `search` matches the title, category or any tag (case-insensitive); they combine (AND).',
        security,
        querystring: contentListQuerySchema,
        response: { 200: pageOf(contentSummarySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { type, status, search, page } = request.query;
      const pageSize = CMS_PAGE_SIZE.content;
      const list = await listContent(app.db, { type, status, search }, { page, pageSize });
      return { items: list.items.map(toSummary), total: list.total, page, page_size: pageSize };
    },
  );

  routes.get(
    '/api/admin/cms/content/:contentId',
    {
      config: { access: 'permission:view_cms_content' },
      schema: {
        tags: ['admin'],
        summary: 'One content item with its body',
        security,
        params: contentParams,
        response: { 200: contentDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toDetail(await contentOr404(request.params.contentId)),
  );

  routes.post(
    '/api/admin/cms/content',
    {
      config: { access: 'permission:create_cms_content' },
      schema: {
        tags: ['admin'],
        summary: 'New content, as a draft',
        description:
          'Without a slug, one is made from the title (with -2, -3… when taken); a slug given and taken answers 409.',
        security,
        body: contentCreateSchema,
        response: { 201: contentDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await app.db.transaction(async (tx) => {
        let slug: string;
        if (body.slug) {
          if (await slugTaken(tx, body.slug)) {
            throw conflict(`The slug "${body.slug}" is already used by other content.`);
          }
          slug = body.slug;
        } else {
          slug = await freeSlug(tx, slugify(body.title));
        }
        const id = await insertContent(tx, {
          slug,
          title: body.title,
          type: body.type,
          body: body.body,
          category: body.category,
          tags: body.tags,
          authorId: request.auth!.user.id,
        });
        await recordAudit(tx, request, {
          action: 'cms_content.create',
          targetType: 'cms_content',
          targetId: String(id),
          details: { title: body.title, type: body.type, slug },
        });
        return (await findContent(tx, id))!;
      });
      return reply.code(201).send(toDetail(created));
    },
  );

  routes.patch(
    '/api/admin/cms/content/:contentId',
    {
      config: { access: 'permission:edit_cms_content' },
      schema: {
        tags: ['admin'],
        summary: 'Edit content (title, type, body, category, tags, slug)',
        description:
          'Published content is live: only staff who may publish change it (403 otherwise). A slug taken by other content answers 409.',
        security,
        params: contentParams,
        body: contentUpdateSchema,
        response: { 200: contentDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { contentId } = request.params;
      const changes = request.body;
      const updated = await app.db.transaction(async (tx) => {
        const current = await findContent(tx, contentId);
        if (!current) throw notFound('Content not found.');
        if (current.status === 'published' && !holds(request, 'publish_cms_content')) {
          throw forbidden(
            'This content is published: only staff with the Publish CMS Content permission can change it.',
          );
        }
        if (changes.slug && (await slugTaken(tx, changes.slug, contentId))) {
          throw conflict(`The slug "${changes.slug}" is already used by other content.`);
        }
        await updateContent(tx, contentId, changes);
        await recordAudit(tx, request, {
          action: 'cms_content.update',
          targetType: 'cms_content',
          targetId: String(contentId),
          details: { fields: Object.keys(changes) },
        });
        return (await findContent(tx, contentId))!;
      });
      return toDetail(updated);
    },
  );

  routes.post(
    '/api/admin/cms/content/:contentId/status',
    {
      // Each move needs its own permission, checked below: publishing publish_cms_content,
      // every other move edit_cms_content.
      config: { access: 'permission:view_cms_content' },
      schema: {
        tags: ['admin'],
        summary: 'Move content through the workflow',
        description:
          'draft → review → approved → published → archived, and back review → draft and archived → draft; any other move answers 409. Publishing needs publish_cms_content, every other move edit_cms_content (403 otherwise).',
        security,
        params: contentParams,
        body: contentStatusChangeSchema,
        response: { 200: contentDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { contentId } = request.params;
      const { status: to } = request.body;
      const current = await contentOr404(contentId);
      const check = checkContentMove(current.status, to, request.permissions ?? []);
      if (!check.ok) {
        throw check.reason === 'forbidden' ? forbidden(check.message) : conflict(check.message);
      }
      // The route's own permission reads only; the move changes data (decision 012).
      if (!(await hasTwoFactor(app.db, request.auth!.user.id))) {
        throw new HttpError(
          403,
          'two_factor_required',
          'This needs two-factor sign-in. Sign out and sign in again to set it up.',
        );
      }
      const moved = await app.db.transaction(async (tx) => {
        if (!(await moveContent(tx, contentId, current.status, to))) {
          throw conflict('Someone changed the status of this content meanwhile. Reload it.');
        }
        await recordAudit(tx, request, {
          action: to === 'published' ? 'cms_content.publish' : 'cms_content.status',
          targetType: 'cms_content',
          targetId: String(contentId),
          details: { from: current.status, to },
        });
        return (await findContent(tx, contentId))!;
      });
      return toDetail(moved);
    },
  );

  routes.delete(
    '/api/admin/cms/content/:contentId',
    {
      config: { access: 'permission:delete_cms_content' },
      schema: {
        tags: ['admin'],
        summary: 'Delete content (and its view counts)',
        security,
        params: contentParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { contentId } = request.params;
      const content = await contentOr404(contentId);
      await app.db.transaction(async (tx) => {
        await deleteContent(tx, contentId);
        await recordAudit(tx, request, {
          action: 'cms_content.delete',
          targetType: 'cms_content',
          targetId: String(contentId),
          details: { title: content.title, slug: content.slug, status: content.status },
        });
      });
      return reply.code(204).send(null);
    },
  );

  // ---- Media Library ----

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
        items: list.items.map((m) => ({
          id: m.id,
          name: m.name,
          type: m.type,
          content_type: m.contentType,
          size_bytes: m.sizeBytes,
          upload_date: m.createdAt.toISOString(),
          uploader: m.uploaderName,
          url: mediaUrl(m.id),
        })),
        total: list.total,
        page,
        page_size: pageSize,
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

  // ---- Templates ----

  const toTemplate = (t: Awaited<ReturnType<typeof listTemplates>>[number]) => ({
    id: t.id,
    name: t.name,
    type: t.type,
    description: t.description,
    body: t.body,
    created_by: t.creatorName,
    last_modified: t.updatedAt.toISOString(),
  });

  routes.get(
    '/api/admin/cms/templates',
    {
      config: { access: 'permission:view_cms_content' },
      schema: {
        tags: ['admin'],
        summary: 'Templates, by name',
        security,
        response: {
          200: z.object({ templates: z.array(templateSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({ templates: (await listTemplates(app.db)).map(toTemplate) }),
  );

  routes.post(
    '/api/admin/cms/templates',
    {
      config: { access: 'permission:create_cms_content' },
      schema: {
        tags: ['admin'],
        summary: 'New template',
        security,
        body: templateCreateSchema,
        response: { 201: templateSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const template = await app.db.transaction(async (tx) => {
        const id = await insertTemplate(tx, { ...request.body, createdBy: request.auth!.user.id });
        await recordAudit(tx, request, {
          action: 'cms_template.create',
          targetType: 'cms_template',
          targetId: String(id),
          details: { name: request.body.name, type: request.body.type },
        });
        return (await findTemplate(tx, id))!;
      });
      return reply.code(201).send(toTemplate(template));
    },
  );

  routes.delete(
    '/api/admin/cms/templates/:templateId',
    {
      config: { access: 'permission:delete_cms_content' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a template (content made from it stays)',
        security,
        params: templateParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const template = await findTemplate(app.db, request.params.templateId);
      if (!template) throw notFound('Template not found.');
      await app.db.transaction(async (tx) => {
        await deleteTemplate(tx, template.id);
        await recordAudit(tx, request, {
          action: 'cms_template.delete',
          targetType: 'cms_template',
          targetId: String(template.id),
          details: { name: template.name },
        });
      });
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/admin/cms/templates/:templateId/content',
    {
      config: { access: 'permission:create_cms_content' },
      schema: {
        tags: ['admin'],
        summary: "Use Template: a new draft with the template's type and body",
        security,
        params: templateParams,
        body: contentFromTemplateSchema,
        response: { 201: contentDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { title, category } = request.body;
      const created = await app.db.transaction(async (tx) => {
        const template = await findTemplate(tx, request.params.templateId);
        if (!template) throw notFound('Template not found.');
        const slug = await freeSlug(tx, slugify(title));
        const id = await insertContent(tx, {
          slug,
          title,
          type: template.type,
          body: template.body,
          category,
          tags: [],
          authorId: request.auth!.user.id,
        });
        await recordAudit(tx, request, {
          action: 'cms_content.create',
          targetType: 'cms_content',
          targetId: String(id),
          details: { title, type: template.type, slug, template_id: template.id },
        });
        return (await findContent(tx, id))!;
      });
      return reply.code(201).send(toDetail(created));
    },
  );

  // ---- Analytics ----

  routes.get(
    '/api/admin/cms/analytics',
    {
      config: { access: 'permission:view_cms_content' },
      schema: {
        tags: ['admin'],
        summary: `Views of published content: per day over the last ${String(CMS_ANALYTICS_DAYS)} days and the top content`,
        description:
          'Counted by GET /api/content/{slug}: each answer adds one view to the content and to the day (UTC).',
        security,
        response: {
          200: z.object({
            days: z.number().int(),
            total_views: z.number().int(),
            period_views: z.number().int(),
            views_per_day: z.array(z.object({ day: z.string(), views: z.number().int() })),
            top_content: z.array(
              z.object({
                id: z.number().int(),
                title: z.string(),
                type: z.enum(CONTENT_TYPES),
                status: z.enum(CONTENT_STATUSES),
                views: z.number().int(),
                period_views: z.number().int(),
              }),
            ),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const days = lastDays(new Date(), CMS_ANALYTICS_DAYS);
      const from = days[0]!;
      const [perDay, top, stats] = await Promise.all([
        viewsPerDay(app.db, from),
        topContent(app.db, from, CMS_TOP_CONTENT_COUNT),
        contentStats(app.db),
      ]);
      const series = days.map((day) => ({ day, views: perDay.get(day) ?? 0 }));
      return {
        days: CMS_ANALYTICS_DAYS,
        total_views: stats.views,
        period_views: series.reduce((n, d) => n + d.views, 0),
        views_per_day: series,
        top_content: top.map((t) => ({
          id: t.id,
          title: t.title,
          type: t.type,
          status: t.status,
          views: t.views,
          period_views: Number(t.recentViews),
        })),
      };
    },
  );
}
