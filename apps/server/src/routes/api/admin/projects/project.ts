import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canAssignPartner,
  depositWaiverSchema,
  PARTNER_CERTIFICATIONS,
  PROJECT_MESSAGE_RECIPIENTS,
  projectMessageSchema,
  projectUpdateSchema,
  STANDARD_DEPOSIT_PERCENT,
  WAIVER_AUTHORITY_LABELS,
  waiverNeedsReauthentication,
  waiverRefusal,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { clientRepresentative, listPropertyPeople } from '#src/repositories/projects';
import {
  projectOr404,
  sendProjectMessage,
  updateProject,
  waiveDeposit,
} from '#src/services/projects';
import {
  depositSchema,
  isoOrNull,
  projectItemSchema,
  projectParams,
  staffPersonSchema,
  toProjectItem,
} from './views';

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
  client_rep: staffPersonSchema.nullable(),
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

/** One project: its detail, Edit Project, the deposit waiver and Send Message. */
export async function projectDetailRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

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
}
