import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  crewMemberSchema,
  filterPartners,
  newPartnerSchema,
  PARTNER_FILTERS,
  partnerListQuerySchema,
  partnerMessageSchema,
  partnerStats,
  partnerUpdateSchema,
  PROJECT_PAGE_SIZE,
  pageOf,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { badRequest, forbidden, notFound } from '#src/lib/http-errors';
import { recordAudit } from '#src/repositories/audit';
import {
  deleteCrewMember,
  findCrewMember,
  findPartner,
  findPartnerSummary,
  insertCrewMember,
  insertPartner,
  insertPartnerMessage,
  listCrew,
  listPartnerMessages,
  listPartnerProperties,
  listPartnerSummaries,
  updatePartner,
} from '#src/repositories/partners';
import { projectsWhere } from '#src/repositories/projects';
import { positiveIdParam } from '../query';
import {
  crewMemberViewSchema,
  pageParams,
  partnerItemSchema,
  projectItemSchema,
  toCrewMember,
  toPartnerItem,
  toProjectItem,
} from '../projects/views';

const PARTNER_NOT_FOUND = 'Partner not found.';

const partnerParams = z.object({ partnerId: positiveIdParam('partnerId') });
const memberParams = partnerParams.extend({ memberId: positiveIdParam('memberId') });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1, { error: 'page must be 1 or more' }).max(100_000).default(1),
});

const messageViewSchema = z.object({
  id: z.number().int(),
  direction: z.enum(['to_partner', 'from_partner']),
  author: z.string(),
  subject: z.string(),
  content: z.string(),
  project_id: z.string().nullable(),
  created_at: z.string(),
});

const partnerDetailSchema = z.object({
  partner: partnerItemSchema,
  properties: z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string() })),
  crew: z.array(crewMemberViewSchema),
});

/** Service Partners (admin-back-office.md 2.21): list, View, Projects, Messages, crew. */
export default async function adminPartnerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  const partnerOr404 = async (partnerId: number) => {
    const partner = await findPartner(app.db, partnerId);
    if (!partner) throw notFound(PARTNER_NOT_FOUND);
    return partner;
  };

  const detailOf = async (partnerId: number) => {
    const summary = await findPartnerSummary(app.db, partnerId);
    if (!summary) throw notFound(PARTNER_NOT_FOUND);
    const [propertyRows, crew] = await Promise.all([
      listPartnerProperties(app.db, partnerId),
      listCrew(app.db, partnerId),
    ]);
    return {
      partner: toPartnerItem(summary),
      properties: propertyRows,
      crew: crew.map(toCrewMember),
    };
  };

  routes.get(
    '/api/admin/partners',
    {
      config: { access: 'permission:view_partners' },
      schema: {
        tags: ['admin'],
        summary:
          'Service partners: search on company, contact, location or any specialty; one stat-card filter; stats over every partner',
        security,
        querystring: partnerListQuerySchema,
        response: {
          200: pageOf(partnerItemSchema).extend({
            /** M of "Showing N of M partners": every partner, whatever the search. */
            all_partners: z.number().int(),
            stats: z.record(z.enum(PARTNER_FILTERS), z.number().int()),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { search, filter, page } = request.query;
      const all = await listPartnerSummaries(app.db);
      const matching = filterPartners(all, { search, filter: filter ?? null });
      const pageSize = PROJECT_PAGE_SIZE.partners;
      const { limit, offset } = pageParams(page, pageSize);
      return {
        ...pageAnswer(
          { items: matching.slice(offset, offset + limit), total: matching.length },
          { page, pageSize },
          toPartnerItem,
        ),
        all_partners: all.length,
        stats: partnerStats(all),
      };
    },
  );

  routes.post(
    '/api/admin/partners',
    {
      config: { access: 'permission:manage_partners' },
      schema: {
        tags: ['admin'],
        summary: 'Add a service partner: Waiting Onboarding, certification Pending',
        security,
        body: newPartnerSchema,
        response: { 201: partnerDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await app.db.transaction(async (tx) => {
        const row = await insertPartner(tx, {
          companyName: body.company_name,
          contactName: body.contact_name,
          email: body.email,
          phone: body.phone,
          serviceType: body.service_type,
          certification: 'Pending',
          status: 'Waiting Onboarding',
          location: body.location,
          specialties: body.specialties,
          joinDate: new Date().toISOString().slice(0, 10),
        });
        await recordAudit(tx, request, {
          action: 'partner.create',
          targetType: 'partner',
          targetId: String(row.id),
          details: { company_name: row.companyName },
        });
        return row;
      });
      return reply.code(201).send(await detailOf(created.id));
    },
  );

  routes.get(
    '/api/admin/partners/:partnerId',
    {
      config: { access: 'permission:view_partners' },
      schema: {
        tags: ['admin'],
        summary: 'One partner (View): details, the properties it services, its crew',
        security,
        params: partnerParams,
        response: { 200: partnerDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => detailOf(request.params.partnerId),
  );

  routes.patch(
    '/api/admin/partners/:partnerId',
    {
      config: { access: 'permission:manage_partners' },
      schema: {
        tags: ['admin'],
        summary: 'Edit a partner; status and certification also need partner_contracts',
        security,
        params: partnerParams,
        body: partnerUpdateSchema,
        response: { 200: partnerDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { partnerId } = request.params;
      const body = request.body;
      const current = await partnerOr404(partnerId);
      const contractChange =
        (body.status !== undefined && body.status !== current.status) ||
        (body.certification !== undefined && body.certification !== current.certification);
      if (contractChange && !(request.permissions ?? []).includes('partner_contracts')) {
        throw forbidden(
          "Changing a partner's status or certification needs the Partner Contracts permission.",
        );
      }
      await app.db.transaction(async (tx) => {
        await updatePartner(tx, partnerId, {
          ...(body.company_name !== undefined && { companyName: body.company_name }),
          ...(body.contact_name !== undefined && { contactName: body.contact_name }),
          ...(body.email !== undefined && { email: body.email }),
          ...(body.phone !== undefined && { phone: body.phone }),
          ...(body.service_type !== undefined && { serviceType: body.service_type }),
          ...(body.location !== undefined && { location: body.location }),
          ...(body.specialties !== undefined && { specialties: body.specialties }),
          ...(body.rating !== undefined && { rating: body.rating }),
          ...(body.status !== undefined && { status: body.status }),
          ...(body.certification !== undefined && { certification: body.certification }),
        });
        await recordAudit(tx, request, {
          action: 'partner.update',
          targetType: 'partner',
          targetId: String(partnerId),
          details: {
            changed: Object.keys(body),
            ...(contractChange && {
              status: body.status ?? current.status,
              certification: body.certification ?? current.certification,
            }),
          },
        });
      });
      return detailOf(partnerId);
    },
  );

  routes.get(
    '/api/admin/partners/:partnerId/projects',
    {
      config: { access: 'permission:view_partners' },
      schema: {
        tags: ['admin'],
        summary: "The partner's projects, newest first",
        security,
        params: partnerParams,
        querystring: pageQuery,
        response: {
          200: pageOf(projectItemSchema).extend({ partner: partnerItemSchema }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { partnerId } = request.params;
      const { page } = request.query;
      const summary = await findPartnerSummary(app.db, partnerId);
      if (!summary) throw notFound(PARTNER_NOT_FOUND);
      const rows = await projectsWhere(app.db, { kind: 'partners', partnerIds: [partnerId] });
      const pageSize = PROJECT_PAGE_SIZE.projects;
      const { limit, offset } = pageParams(page, pageSize);
      return {
        partner: toPartnerItem(summary),
        ...pageAnswer(
          { items: rows.slice(offset, offset + limit), total: rows.length },
          { page, pageSize },
          toProjectItem,
        ),
      };
    },
  );

  // ---- crew ----

  routes.post(
    '/api/admin/partners/:partnerId/members',
    {
      config: { access: 'permission:manage_partners' },
      schema: {
        tags: ['admin'],
        summary: "Add a member to the partner's crew",
        security,
        params: partnerParams,
        body: crewMemberSchema,
        response: { 201: crewMemberViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { partnerId } = request.params;
      const body = request.body;
      await partnerOr404(partnerId);
      const member = await app.db.transaction(async (tx) => {
        const row = await insertCrewMember(tx, {
          partnerId,
          name: body.name,
          role: body.role,
          phone: body.phone === '' ? null : body.phone,
          email: body.email,
          isLead: body.is_lead,
          certifications: body.certifications,
          currentStatus: body.current_status,
        });
        await recordAudit(tx, request, {
          action: 'partner_member.add',
          targetType: 'partner',
          targetId: String(partnerId),
          details: { member_id: row.id, name: row.name },
        });
        return row;
      });
      return reply.code(201).send(toCrewMember(member));
    },
  );

  routes.delete(
    '/api/admin/partners/:partnerId/members/:memberId',
    {
      config: { access: 'permission:manage_partners' },
      schema: {
        tags: ['admin'],
        summary: "Remove a member from the partner's crew (their app updates stay)",
        security,
        params: memberParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { partnerId, memberId } = request.params;
      const member = await findCrewMember(app.db, partnerId, memberId);
      if (!member) throw notFound('Crew member not found.');
      await app.db.transaction(async (tx) => {
        await deleteCrewMember(tx, memberId);
        await recordAudit(tx, request, {
          action: 'partner_member.remove',
          targetType: 'partner',
          targetId: String(partnerId),
          details: { member_id: memberId, name: member.name },
        });
      });
      return reply.code(204).send(null);
    },
  );

  // ---- messages ----

  routes.get(
    '/api/admin/partners/:partnerId/messages',
    {
      config: { access: 'permission:view_partners' },
      schema: {
        tags: ['admin'],
        summary: 'Messages with the partner, newest first',
        security,
        params: partnerParams,
        querystring: pageQuery,
        response: {
          200: pageOf(messageViewSchema).extend({ partner: partnerItemSchema }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { partnerId } = request.params;
      const { page } = request.query;
      const summary = await findPartnerSummary(app.db, partnerId);
      if (!summary) throw notFound(PARTNER_NOT_FOUND);
      const pageSize = PROJECT_PAGE_SIZE.messages;
      const list = await listPartnerMessages(app.db, partnerId, pageParams(page, pageSize));
      return {
        partner: toPartnerItem(summary),
        ...pageAnswer(list, { page, pageSize }, (m) => ({
          id: m.id,
          direction: m.direction,
          author: m.authorName,
          subject: m.subject,
          content: m.content,
          project_id: m.projectId,
          created_at: m.createdAt.toISOString(),
        })),
      };
    },
  );

  routes.post(
    '/api/admin/partners/:partnerId/messages',
    {
      config: { access: 'permission:manage_partners' },
      schema: {
        tags: ['admin'],
        summary: 'Write to the partner: kept on its Messages page and emailed to its contact',
        security,
        params: partnerParams,
        body: partnerMessageSchema,
        response: { 201: messageViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { partnerId } = request.params;
      const { subject, content, project_id: projectId } = request.body;
      const partner = await partnerOr404(partnerId);
      if (projectId) {
        const [own] = (
          await projectsWhere(app.db, { kind: 'partners', partnerIds: [partnerId] })
        ).filter((p) => p.id === projectId);
        if (!own) throw badRequest(`project_id: not a project of ${partner.companyName}`);
      }
      const actor = request.auth!.user;
      const message = await app.db.transaction(async (tx) => {
        const row = await insertPartnerMessage(tx, {
          partnerId,
          authorId: actor.id,
          authorName: actor.name,
          direction: 'to_partner',
          subject,
          content,
          projectId: projectId || null,
        });
        await recordAudit(tx, request, {
          action: 'partner.message',
          targetType: 'partner',
          targetId: String(partnerId),
          details: { message_id: row.id, subject },
        });
        return row;
      });
      await app.mailer.send(app.db, {
        to: partner.email,
        subject,
        text: `Hello ${partner.contactName},\n\n${content}\n\n— ${actor.name}, Wildfire Defense`,
      });
      return reply.code(201).send({
        id: message.id,
        direction: message.direction,
        author: message.authorName,
        subject: message.subject,
        content: message.content,
        project_id: message.projectId,
        created_at: message.createdAt.toISOString(),
      });
    },
  );
}
