import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkContentMove,
  CMS_PAGE_SIZE,
  contentCreateSchema,
  contentListQuerySchema,
  contentStatusChangeSchema,
  contentUpdateSchema,
  slugify,
  type PermissionId,
  pageOf,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { conflict, forbidden, HttpError, notFound } from '#src/lib/http-errors';
import { recordAudit } from '#src/repositories/audit';
import {
  deleteContent,
  findContent,
  freeSlug,
  insertContent,
  listContent,
  moveContent,
  slugTaken,
  updateContent,
} from '#src/repositories/cms';
import { hasTwoFactor } from '#src/services/two-factor';
import {
  contentDetailSchema,
  contentParams,
  toDetail,
  toSummary,
  contentSummarySchema,
} from './content-view';

/** The Content Library and its workflow: draft → review → approved → published → archived. */
export async function cmsContentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const contentOr404 = async (id: number) => {
    const content = await findContent(app.db, id);
    if (!content) throw notFound('Content not found.');
    return content;
  };
  const holds = (request: FastifyRequest, permission: PermissionId) =>
    request.permissions?.includes(permission) ?? false;

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
      return pageAnswer(list, { page, pageSize }, toSummary);
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
}
