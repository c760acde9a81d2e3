import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_PAGE_SIZE,
  adminPageQuerySchema,
  groupCreateSchema,
  groupDetailSchema,
  groupListSchema,
  groupMemberAddSchema,
  groupUpdateSchema,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { listGroups } from '#src/repositories/staff-access';
import {
  addMemberByEmail,
  createGroup,
  editGroup,
  removeMember,
  requireGroupDetail,
} from '#src/services/staff-admin';
import { positiveIdParam, searchQuery } from '../query';
import { requireRecentAuthentication } from '#src/services/reauthentication';

const PAGE_SIZE = ADMIN_PAGE_SIZE.groups;
const groupParams = z.object({ groupId: positiveIdParam('groupId') });

/** Permission groups (admin-back-office.md 2.8 and 2.10): a member holds the group's permissions. */
export default async function adminGroupRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  routes.get(
    '/api/admin/groups',
    {
      config: { access: 'permission:view_users' },
      schema: {
        tags: ['admin'],
        summary: 'Groups, sorted by name, 10 a page; search on name and description',
        security,
        querystring: adminPageQuerySchema.extend({ search: searchQuery }),
        response: { 200: groupListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, search } = request.query;
      const found = await listGroups(app.db, {
        search,
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      });
      return pageAnswer(found, { page, pageSize: PAGE_SIZE });
    },
  );

  routes.get(
    '/api/admin/groups/:groupId',
    {
      config: { access: 'permission:view_users' },
      schema: {
        tags: ['admin'],
        summary: 'One group with its permissions and members',
        security,
        params: groupParams,
        response: { 200: groupDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => requireGroupDetail(app.db, request.params.groupId),
  );

  routes.post(
    '/api/admin/groups',
    {
      config: { access: 'permission:manage_user_groups' },
      schema: {
        tags: ['admin'],
        summary:
          'Create a group (permissions also need assign_permissions, and only ones you hold)',
        security,
        body: groupCreateSchema,
        response: { 201: groupDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      // Granting permissions needs a recent password or code (decision 012).
      if (request.body.permissions?.length) await requireRecentAuthentication(app, request);
      const created = await createGroup(app, request, request.body);
      return reply.code(201).send(created);
    },
  );

  routes.patch(
    '/api/admin/groups/:groupId',
    {
      config: { access: 'permission:manage_user_groups' },
      schema: {
        tags: ['admin'],
        summary: 'Edit a group (changing permissions also needs assign_permissions)',
        security,
        params: groupParams,
        body: groupUpdateSchema,
        response: { 200: groupDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      if (request.body.permissions !== undefined) await requireRecentAuthentication(app, request);
      return editGroup(app, request, request.params.groupId, request.body);
    },
  );

  routes.post(
    '/api/admin/groups/:groupId/members',
    {
      config: { access: 'permission:manage_user_groups' },
      schema: {
        tags: ['admin'],
        summary: "Add a staff member by email: they gain all of the group's permissions at once",
        security,
        params: groupParams,
        body: groupMemberAddSchema,
        response: { 201: groupDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await requireRecentAuthentication(app, request);
      const detail = await addMemberByEmail(
        app,
        request,
        request.params.groupId,
        request.body.email,
      );
      return reply.code(201).send(detail);
    },
  );

  routes.delete(
    '/api/admin/groups/:groupId/members/:userId',
    {
      config: { access: 'permission:manage_user_groups' },
      schema: {
        tags: ['admin'],
        summary: 'Remove a member from a group',
        security,
        params: groupParams.extend({ userId: positiveIdParam('userId') }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeMember(app, request, request.params.groupId, request.params.userId);
      return reply.code(204).send(null);
    },
  );
}
