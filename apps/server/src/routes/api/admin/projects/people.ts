import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROJECT_PROPERTY_USER_ROLES,
  PROJECT_PROPERTY_USER_VIEW,
  PROPERTY_ACCESS_LEVELS,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { listCrew } from '#src/repositories/partners';
import { clientRepresentative, listPropertyPeople } from '#src/repositories/projects';
import { projectOr404 } from '#src/services/projects';
import { projectParams, crewMemberViewSchema, isoOrNull, toCrewMember } from './views';

/** The people around a project: its property's users and its contractor's crew. */
export async function projectPeopleRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  routes.get(
    '/api/admin/projects/:projectId/property-users',
    {
      config: { access: 'permission:view_projects' },
      schema: {
        tags: ['admin'],
        summary: "Property Users: the people of the project's property, from its memberships",
        security,
        params: projectParams,
        response: {
          200: z.object({
            users: z.array(
              z.object({
                id: z.number().int(),
                name: z.string(),
                email: z.string(),
                phone: z.string().nullable(),
                role: z.enum(PROJECT_PROPERTY_USER_ROLES),
                is_primary: z.boolean(),
                access_level: z.enum(PROPERTY_ACCESS_LEVELS),
                last_login: z.string().nullable(),
              }),
            ),
          }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const row = await projectOr404(app.db, request.params.projectId);
      const people = await listPropertyPeople(app.db, row.propertyId, row.accountId);
      const primary = clientRepresentative(people);
      return {
        users: people.map((p) => ({
          id: p.userId,
          name: p.name,
          email: p.email,
          phone: p.phone,
          role: PROJECT_PROPERTY_USER_VIEW[p.role].role,
          is_primary: p.userId === primary?.userId,
          access_level: PROJECT_PROPERTY_USER_VIEW[p.role].accessLevel,
          last_login: isoOrNull(p.lastLogin),
        })),
      };
    },
  );

  routes.get(
    '/api/admin/projects/:projectId/team',
    {
      config: { access: 'permission:view_projects' },
      schema: {
        tags: ['admin'],
        summary: "Contractor Team: the crew of the project's contractor",
        security,
        params: projectParams,
        response: {
          200: z.object({
            contractor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
            members: z.array(crewMemberViewSchema),
          }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const row = await projectOr404(app.db, request.params.projectId);
      if (row.partnerId === null || row.partnerName === null) {
        return { contractor: null, members: [] };
      }
      const crew = await listCrew(app.db, row.partnerId);
      return {
        contractor: { id: row.partnerId, name: row.partnerName },
        members: crew.map(toCrewMember),
      };
    },
  );
}
