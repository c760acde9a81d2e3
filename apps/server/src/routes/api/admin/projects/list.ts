import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canAssignPartner,
  filterProjects,
  newProjectSchema,
  PARTNER_CERTIFICATIONS,
  PARTNER_STATUSES,
  PROJECT_PAGE_SIZE,
  PROJECT_STATUS_FILTERS,
  projectListQuerySchema,
  projectStatusCounts,
  pageOf,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { listActiveStaff, listPartnerSummaries } from '#src/repositories/partners';
import { listProjectRows, searchProperties } from '#src/repositories/projects';
import { createProject } from '#src/services/projects';
import { pageParams, projectItemSchema, staffPersonSchema, toProjectItem } from './views';

/** The Projects list with its counts and filters, the New Project form's choices, and New Project. */
export async function projectListRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  routes.get(
    '/api/admin/projects',
    {
      config: { access: 'permission:view_projects' },
      schema: {
        tags: ['admin'],
        summary:
          'Projects, newest first: search on project name, property name, contractor name or ID; status filter; counts per status',
        security,
        querystring: projectListQuerySchema,
        response: {
          200: pageOf(projectItemSchema).extend({
            counts: z.record(z.enum(PROJECT_STATUS_FILTERS), z.number().int()),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { search, status, page } = request.query;
      const rows = await listProjectRows(app.db);
      const facts = rows.map((r) => ({ ...r, contractorName: r.partnerName }));
      const matching = filterProjects(facts, { search, status });
      const pageSize = PROJECT_PAGE_SIZE.projects;
      const { limit, offset } = pageParams(page, pageSize);
      return {
        ...pageAnswer(
          { items: matching.slice(offset, offset + limit), total: matching.length },
          { page, pageSize },
          toProjectItem,
        ),
        counts: projectStatusCounts(facts, search),
      };
    },
  );

  routes.get(
    '/api/admin/projects/options',
    {
      config: { access: 'permission:view_projects' },
      schema: {
        tags: ['admin'],
        summary:
          'Choices of the project forms: contractors (an Expired one cannot be assigned) and staff',
        security,
        response: {
          200: z.object({
            contractors: z.array(
              z.object({
                id: z.number().int(),
                name: z.string(),
                certification: z.enum(PARTNER_CERTIFICATIONS),
                status: z.enum(PARTNER_STATUSES),
                assignable: z.boolean(),
              }),
            ),
            staff: z.array(staffPersonSchema),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const [partners, staff] = await Promise.all([
        listPartnerSummaries(app.db),
        listActiveStaff(app.db),
      ]);
      return {
        contractors: partners.map((p) => ({
          id: p.id,
          name: p.companyName,
          certification: p.certification,
          status: p.status,
          assignable: canAssignPartner(p.certification),
        })),
        staff,
      };
    },
  );

  routes.get(
    '/api/admin/projects/property-options',
    {
      config: { access: 'permission:create_projects' },
      schema: {
        tags: ['admin'],
        summary: "New Project's property search: by name or address (20 at most)",
        security,
        querystring: z.object({
          search: z
            .string()
            .trim()
            .max(100, { error: 'search must be at most 100 characters' })
            .default(''),
        }),
        response: {
          200: z.object({
            properties: z.array(
              z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
            ),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => ({ properties: await searchProperties(app.db, request.query.search, 20) }),
  );

  routes.post(
    '/api/admin/projects',
    {
      config: { access: 'permission:create_projects' },
      schema: {
        tags: ['admin'],
        summary:
          '+ New Project: Planning, the next free PRJ-NNN id, 30 percent of the estimate as deposit',
        description:
          'An Expired contractor cannot be assigned (409). Unknown property, contractor or staff answer 400 naming the field.',
        security,
        body: newProjectSchema,
        response: {
          201: z.object({ id: z.string(), message: z.string() }),
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const created = await createProject(app, request, request.body);
      return reply.code(201).send({
        id: created.id,
        message: `Project ${created.id} "${created.projectName}" created.`,
      });
    },
  );
}
