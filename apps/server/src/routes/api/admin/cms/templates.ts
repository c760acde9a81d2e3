import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_TYPES,
  contentFromTemplateSchema,
  slugify,
  templateCreateSchema,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { notFound } from '#src/lib/http-errors';
import { recordAudit } from '#src/repositories/audit';
import {
  deleteTemplate,
  findContent,
  findTemplate,
  freeSlug,
  insertContent,
  insertTemplate,
  listTemplates,
} from '#src/repositories/cms';
import { positiveIdParam } from '../query';
import { contentDetailSchema, toDetail } from './content-view';

const templateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(CONTENT_TYPES),
  description: z.string(),
  body: z.string(),
  created_by: z.string().nullable(),
  last_modified: z.string(),
});

const templateParams = z.object({ templateId: positiveIdParam('templateId') });

/** Templates, and Use Template: a new draft from one. */
export async function cmsTemplateRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

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
}
