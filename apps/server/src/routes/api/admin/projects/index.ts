import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APP_UPDATE_TYPES,
  appUpdateSchema,
  canAssignPartner,
  depositWaiverSchema,
  filterProjects,
  NOTE_PRIORITIES,
  newProjectSchema,
  PARTNER_CERTIFICATIONS,
  PARTNER_STATUSES,
  PROJECT_MESSAGE_RECIPIENTS,
  PROJECT_PAGE_SIZE,
  PROJECT_PROPERTY_USER_ROLES,
  PROJECT_PROPERTY_USER_VIEW,
  PROJECT_STATUS_FILTERS,
  projectListQuerySchema,
  projectMessageSchema,
  projectNoteSchema,
  projectStatusCounts,
  projectUpdateSchema,
  PROPERTY_ACCESS_LEVELS,
  STANDARD_DEPOSIT_PERCENT,
  userTypeLabel,
  WAIVER_AUTHORITY_LABELS,
  waiverNeedsReauthentication,
  waiverRefusal,
} from '@wildfire/shared';
import { errorResponses } from '../../../../lib/errors-schema';
import { badRequest } from '../../../../lib/http-errors';
import { recordAudit } from '../../../../repositories/audit';
import { listActiveStaff, listCrew, listPartnerSummaries } from '../../../../repositories/partners';
import {
  clientRepresentative,
  insertProjectNote,
  listProjectEvents,
  listProjectNotes,
  listProjectRows,
  listProjectUpdates,
  listPropertyPeople,
  searchProperties,
} from '../../../../repositories/projects';
import {
  addAppUpdate,
  createProject,
  projectOr404,
  sendProjectMessage,
  updateProject,
  waiveDeposit,
} from '../../../../services/projects';
import {
  crewMemberViewSchema,
  depositSchema,
  isoOrNull,
  pageOfSchema,
  pageParams,
  projectItemSchema,
  toCrewMember,
  toProjectItem,
} from './views';

/** A project id as the product writes them (PRJ-001); anything else is simply not found. */
export const projectParams = z.object({
  projectId: z
    .string()
    .trim()
    .min(1, { error: 'projectId is required' })
    .max(40, { error: 'projectId is too long' }),
});

const pageQuery = z.object({
  page: z.coerce.number().int().min(1, { error: 'page must be 1 or more' }).max(100_000).default(1),
});

const person = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

const projectDetailSchema = z.object({
  project: projectItemSchema.extend({
    description: z.string(),
    notes: z.array(z.string()),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  property: z.object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  client_rep: person.nullable(),
  contractor: z
    .object({
      id: z.number().int(),
      name: z.string(),
      certification: z.enum(PARTNER_CERTIFICATIONS),
      assignable: z.boolean(),
    })
    .nullable(),
  deposit: depositSchema.extend({
    standard_percent: z.number(),
    waived: z.boolean(),
    waived_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    waived_reason: z.string().nullable(),
    waived_at: z.string().nullable(),
  }),
  /** What the caller may do about the deposit. */
  waiver: z.object({
    your_authority: z.string().nullable(),
    can_waive: z.boolean(),
    refusal: z.string().nullable(),
    needs_reauthentication: z.boolean(),
  }),
});

const historySchema = z.object({
  id: z.number().int(),
  summary: z.string(),
  actor: z.string().nullable(),
  created_at: z.string(),
});

const noteSchema = z.object({
  id: z.number().int(),
  author: z.string().nullable(),
  role: z.string().nullable(),
  content: z.string(),
  priority: z.enum(NOTE_PRIORITIES),
  is_private: z.boolean(),
  timestamp: z.string(),
});

export const appUpdateViewSchema = z.object({
  id: z.number().int(),
  contractor_name: z.string(),
  member_name: z.string().nullable(),
  update_type: z.enum(APP_UPDATE_TYPES),
  message: z.string(),
  location: z
    .object({
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
  photos: z.array(z.string()),
  next_scheduled_date: z.string().nullable(),
  timestamp: z.string(),
});

export const toAppUpdateView = (u: {
  id: number;
  contractorName: string;
  memberName: string | null;
  updateType: (typeof APP_UPDATE_TYPES)[number];
  message: string;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  photos: string[];
  nextScheduledDate: string | null;
  createdAt: Date;
}): z.infer<typeof appUpdateViewSchema> => ({
  id: u.id,
  contractor_name: u.contractorName,
  member_name: u.memberName,
  update_type: u.updateType,
  message: u.message,
  location:
    u.latitude === null && u.address === null
      ? null
      : { latitude: u.latitude, longitude: u.longitude, address: u.address },
  photos: u.photos,
  next_scheduled_date: u.nextScheduledDate,
  timestamp: u.createdAt.toISOString(),
});

/** Projects (admin-back-office.md 2.22 and 2.23): list, New Project, detail and its tabs. */
export default async function adminProjectRoutes(app: FastifyInstance) {
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
          200: pageOfSchema(projectItemSchema).extend({
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
        items: matching.slice(offset, offset + limit).map(toProjectItem),
        total: matching.length,
        page,
        page_size: pageSize,
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
            staff: z.array(person),
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

  routes.get(
    '/api/admin/projects/:projectId',
    {
      config: { access: 'permission:view_projects' },
      schema: {
        tags: ['admin'],
        summary: 'One project: info, property, contractor, client rep and deposit',
        security,
        params: projectParams,
        response: { 200: projectDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await projectOr404(app.db, request.params.projectId);
      const people = await listPropertyPeople(app.db, row.propertyId, row.accountId);
      const rep = clientRepresentative(people);
      const item = toProjectItem(row);
      const authority = request.auth!.user.waiverAuthority;
      const refusal = waiverRefusal(authority, row.depositRequiredCents);
      const open = !row.depositWaived && item.deposit.status !== 'Paid';
      return {
        project: {
          ...item,
          description: row.description,
          notes: row.notes,
          created_at: row.createdAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
        },
        property: {
          id: row.propertyId,
          name: row.propertyName,
          address: row.propertyAddress,
          // Zero means "not placed yet" in imported data.
          latitude: row.latitude === 0 && row.longitude === 0 ? null : row.latitude,
          longitude: row.latitude === 0 && row.longitude === 0 ? null : row.longitude,
        },
        client_rep: rep ? { id: rep.userId, name: rep.name, email: rep.email } : null,
        contractor:
          row.partnerId !== null && row.partnerName !== null && row.partnerCertification !== null
            ? {
                id: row.partnerId,
                name: row.partnerName,
                certification: row.partnerCertification,
                assignable: canAssignPartner(row.partnerCertification),
              }
            : null,
        deposit: {
          ...item.deposit,
          standard_percent: STANDARD_DEPOSIT_PERCENT,
          waived: row.depositWaived,
          waived_by:
            row.depositWaivedBy !== null && row.depositWaivedByName !== null
              ? { id: row.depositWaivedBy, name: row.depositWaivedByName }
              : null,
          waived_reason: row.depositWaivedReason,
          waived_at: isoOrNull(row.depositWaivedAt),
        },
        waiver: {
          your_authority: authority ? WAIVER_AUTHORITY_LABELS[authority] : null,
          can_waive:
            open && refusal === null && (request.permissions ?? []).includes('edit_projects'),
          refusal: open ? refusal : null,
          needs_reauthentication: waiverNeedsReauthentication(row.depositRequiredCents),
        },
      };
    },
  );

  routes.patch(
    '/api/admin/projects/:projectId',
    {
      config: { access: 'permission:edit_projects' },
      schema: {
        tags: ['admin'],
        summary: 'Edit the project info; every change is written to the history',
        description:
          'Approved (or leaving Planning for In Progress or Completed) needs the deposit Paid or Waived (409). A new estimate sets the deposit to 30 percent of it unless waived. Changing the contractor, project manager or sales executive also needs assign_project_resources; an Expired contractor answers 409.',
        security,
        params: projectParams,
        body: projectUpdateSchema,
        response: { 200: projectItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await updateProject(app, request, request.params.projectId, request.body);
      return toProjectItem(await projectOr404(app.db, request.params.projectId));
    },
  );

  routes.post(
    '/api/admin/projects/:projectId/deposit/waiver',
    {
      config: { access: 'permission:edit_projects' },
      schema: {
        tags: ['admin'],
        summary: 'Waive the deposit, with a reason, within your waiver authority (section 6.5)',
        description:
          'Account Manager up to $5,000, Regional Manager up to $15,000, VP of Sales up to $30,000, CEO any amount; anyone else gets 403 naming the authority needed. Above $5,000 it needs a recent password or code (403 reauthentication_required).',
        security,
        params: projectParams,
        body: depositWaiverSchema,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      await waiveDeposit(app, request, request.params.projectId, request.body.reason);
      return { message: 'Deposit waived.' };
    },
  );

  routes.post(
    '/api/admin/projects/:projectId/messages',
    {
      config: { access: 'permission:edit_projects' },
      schema: {
        tags: ['admin'],
        summary:
          'Send Message to the project manager or client rep (their inbox) or the contractor (its Messages and email)',
        security,
        params: projectParams,
        body: projectMessageSchema,
        response: {
          201: z.object({
            recipient: z.enum(PROJECT_MESSAGE_RECIPIENTS),
            recipient_name: z.string(),
            message: z.string(),
          }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const sent = await sendProjectMessage(app, request, request.params.projectId, request.body);
      return reply.code(201).send({ ...sent, message: `Message sent to ${sent.recipient_name}.` });
    },
  );

  routes.get(
    '/api/admin/projects/:projectId/history',
    {
      config: { access: 'permission:view_projects' },
      schema: {
        tags: ['admin'],
        summary: 'Project history, newest first',
        security,
        params: projectParams,
        querystring: pageQuery,
        response: { 200: pageOfSchema(historySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { projectId } = request.params;
      const { page } = request.query;
      await projectOr404(app.db, projectId);
      const pageSize = PROJECT_PAGE_SIZE.history;
      const list = await listProjectEvents(app.db, projectId, pageParams(page, pageSize));
      return {
        items: list.items.map((e) => ({
          id: e.id,
          summary: e.summary,
          actor: e.actorName,
          created_at: e.createdAt.toISOString(),
        })),
        total: list.total,
        page,
        page_size: pageSize,
      };
    },
  );

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

  routes.get(
    '/api/admin/projects/:projectId/updates',
    {
      config: { access: 'permission:view_projects' },
      schema: {
        tags: ['admin'],
        summary: 'App Updates from the crew, newest first',
        security,
        params: projectParams,
        querystring: pageQuery,
        response: {
          200: pageOfSchema(appUpdateViewSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { projectId } = request.params;
      const { page } = request.query;
      await projectOr404(app.db, projectId);
      const pageSize = PROJECT_PAGE_SIZE.updates;
      const list = await listProjectUpdates(app.db, projectId, pageParams(page, pageSize));
      return {
        items: list.items.map(toAppUpdateView),
        total: list.total,
        page,
        page_size: pageSize,
      };
    },
  );

  routes.post(
    '/api/admin/projects/:projectId/updates',
    {
      config: { access: 'permission:edit_projects' },
      schema: {
        tags: ['admin'],
        summary: "Record an App Update on the crew's behalf",
        security,
        params: projectParams,
        body: appUpdateSchema,
        response: { 201: appUpdateViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { member_id: memberId, ...fields } = request.body;
      const row = await addAppUpdate(app, request, request.params.projectId, fields, {
        memberId,
        fromPartner: false,
      });
      return reply.code(201).send(toAppUpdateView(row));
    },
  );

  routes.get(
    '/api/admin/projects/:projectId/notes',
    {
      config: { access: 'permission:view_projects' },
      schema: {
        tags: ['admin'],
        summary:
          'Internal Notes, newest first; a private note shows only to its author and to staff with edit_projects',
        security,
        params: projectParams,
        querystring: pageQuery,
        response: { 200: pageOfSchema(noteSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { projectId } = request.params;
      const { page } = request.query;
      await projectOr404(app.db, projectId);
      const pageSize = PROJECT_PAGE_SIZE.notes;
      const list = await listProjectNotes(
        app.db,
        projectId,
        {
          userId: request.auth!.user.id,
          seeAllPrivate: (request.permissions ?? []).includes('edit_projects'),
        },
        pageParams(page, pageSize),
      );
      return {
        items: list.items.map((n) => ({
          id: n.id,
          author: n.authorName,
          role: n.authorType === null ? null : userTypeLabel(n.authorType),
          content: n.content,
          priority: n.priority,
          is_private: n.isPrivate,
          timestamp: n.createdAt.toISOString(),
        })),
        total: list.total,
        page,
        page_size: pageSize,
      };
    },
  );

  routes.post(
    '/api/admin/projects/:projectId/notes',
    {
      config: { access: 'permission:edit_projects' },
      schema: {
        tags: ['admin'],
        summary: 'Add an internal note (blank text is refused and nothing is stored)',
        security,
        params: projectParams,
        body: projectNoteSchema,
        response: { 201: noteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { projectId } = request.params;
      const content = request.body.content.trim();
      // Internal note: ignored when the text is blank (section 5).
      if (content === '') throw badRequest('content: a note needs some text');
      await projectOr404(app.db, projectId);
      const actor = request.auth!.user;
      const note = await app.db.transaction(async (tx) => {
        const row = await insertProjectNote(tx, {
          projectId,
          authorId: actor.id,
          content,
          priority: request.body.priority,
          isPrivate: request.body.is_private,
        });
        await recordAudit(tx, request, {
          action: 'project_note.add',
          targetType: 'project',
          targetId: projectId,
          details: { note_id: row.id, private: row.isPrivate },
        });
        return row;
      });
      return reply.code(201).send({
        id: note.id,
        author: actor.name,
        role: userTypeLabel(actor.userType),
        content: note.content,
        priority: note.priority,
        is_private: note.isPrivate,
        timestamp: note.createdAt.toISOString(),
      });
    },
  );
}
