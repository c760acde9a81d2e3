import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_PAGE_SIZE,
  activityEntrySchema,
  adminPageQuerySchema,
  adminUserDetailSchema,
  adminUserListSchema,
  adminUserUpdateSchema,
  loginRecordSchema,
  pageOf,
  userAlertRowSchema,
  userPropertyRowSchema,
  userTicketRowSchema,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import {
  listActivity,
  listUsers,
  loginHistory,
  userAlerts,
  userProperties,
} from '#src/repositories/admin-users';
import { userTickets } from '#src/repositories/support';
import { userProjects } from '#src/repositories/projects';
import { requireUser, updateUser, userDetail } from '#src/services/staff-admin';
import { userProjectRowSchema } from '../projects/views';
import { positiveIdParam, searchQuery } from '../query';
import { requireRecentAuthentication } from '#src/services/reauthentication';

const PAGE_SIZE = ADMIN_PAGE_SIZE.users;
const userParams = z.object({ userId: positiveIdParam('userId') });
const paging = (page: number) => ({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

/** Users in the back-office (admin-back-office.md 2.8 and 2.9): list, detail, edit, sub-pages. */
export default async function adminUserRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  routes.get(
    '/api/admin/users',
    {
      config: { access: 'permission:view_users' },
      schema: {
        tags: ['admin'],
        summary: 'Users, sorted by name, 10 a page; search on name and email',
        security,
        querystring: adminPageQuerySchema.extend({
          search: searchQuery,
          kind: z.enum(['staff', 'customer', 'partner']).optional(),
        }),
        response: { 200: adminUserListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, search, kind } = request.query;
      const found = await listUsers(app.db, { search, kind, ...paging(page) });
      return pageAnswer(found, { page, pageSize: PAGE_SIZE });
    },
  );

  routes.get(
    '/api/admin/users/:userId',
    {
      config: { access: 'permission:view_users' },
      schema: {
        tags: ['admin'],
        summary: 'One user: details, permissions, groups, recent sign-ins, panel access',
        security,
        params: userParams,
        response: { 200: adminUserDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => userDetail(app.db, request.params.userId),
  );

  routes.patch(
    '/api/admin/users/:userId',
    {
      config: { access: 'permission:edit_users' },
      schema: {
        tags: ['admin'],
        summary:
          'Edit a user; changing permissions also needs assign_permissions, and only permissions you hold',
        security,
        params: userParams,
        body: adminUserUpdateSchema,
        response: { 200: adminUserDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // Granting permissions needs a recent password or code (decision 012).
      if (request.body.permissions !== undefined) await requireRecentAuthentication(app, request);
      return updateUser(app, request, request.params.userId, request.body);
    },
  );

  const subPage = <T extends z.ZodType>(
    name: string,
    summary: string,
    item: T,
    load: (userId: number, page: number) => Promise<{ items: unknown[]; total: number }>,
  ) =>
    routes.get(
      `/api/admin/users/:userId/${name}`,
      {
        config: { access: 'permission:view_users' },
        schema: {
          tags: ['admin'],
          summary,
          security,
          params: userParams,
          querystring: adminPageQuerySchema,
          response: { 200: pageOf(item), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { userId } = request.params;
        const { page } = request.query;
        await requireUser(app.db, userId);
        const found = await load(userId, page);
        return pageAnswer(found, { page, pageSize: PAGE_SIZE }) as never;
      },
    );

  subPage('properties', "The user's properties", userPropertyRowSchema, async (userId, page) => {
    const all = await userProperties(app.db, userId);
    const { limit, offset } = paging(page);
    return { items: all.slice(offset, offset + limit), total: all.length };
  });
  subPage(
    'projects',
    "The user's projects: managed or sold by staff, at a customer's properties, of a partner's company",
    userProjectRowSchema,
    async (userId, page) => {
      const all = await userProjects(app.db, await requireUser(app.db, userId));
      const { limit, offset } = paging(page);
      return { items: all.slice(offset, offset + limit), total: all.length };
    },
  );
  subPage(
    'support',
    "Support tickets: those assigned to a staff member, a customer's own",
    userTicketRowSchema,
    async (userId, page) => userTickets(app.db, await requireUser(app.db, userId), paging(page)),
  );
  subPage(
    'alerts',
    'Alerts addressed to the user, newest first',
    userAlertRowSchema,
    (userId, page) => userAlerts(app.db, userId, paging(page)),
  );
  subPage('login-history', "The user's sign-ins, newest first", loginRecordSchema, (userId, page) =>
    loginHistory(app.db, userId, paging(page)),
  );
  subPage(
    'activity',
    "The user's activity log, newest first",
    activityEntrySchema,
    (userId, page) => listActivity(app.db, { userId, ...paging(page) }),
  );
}
