import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUDIENCE_LABELS,
  CHANNEL_LABELS,
  DEFAULT_ESCALATION_POLICY,
  escalationPolicySchema,
  onCallShiftSchema,
  PRIORITY_ROUTES,
  type AlertPriority,
  type EscalationChannel,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { badRequest, notFound } from '#src/lib/http-errors';
import { idParams, propertyParams } from '#src/lib/query-schemas';
import { recordAudit } from '#src/repositories/audit';
import {
  addShift,
  deleteShift,
  deliveryFigures,
  escalationQueue,
  listShifts,
  onCallCandidates,
  savePolicy,
} from '#src/repositories/escalation';
import { onCallAt, policyOf } from '#src/services/escalation';

const policySchema = z.object({
  emergency_contacts_after_minutes: z.number().int(),
  on_call_after_minutes: z.number().int(),
  reminder_every_minutes: z.number().int(),
  is_default: z.boolean(),
  can_edit: z.boolean(),
});

const shiftSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  on_call_now: z.boolean(),
});

const eventSchema = z.object({
  at: z.string(),
  step: z.string(),
  step_label: z.string(),
  who: z.string(),
  channel: z.string().nullable(),
  channel_label: z.string().nullable(),
  status: z.enum(['sent', 'failed', 'not_configured', 'nobody', 'done']),
  error: z.string().nullable(),
  /** Which try of a Slack post or call this is (1: the first). */
  attempt: z.number().int(),
  /** When a failed Slack post or call is tried again; null when it is not. */
  next_attempt_at: z.string().nullable(),
});

const queueItemSchema = z.object({
  alert_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  priority: z.string(),
  priority_label: z.string(),
  property_name: z.string().nullable(),
  site_id: z.string().nullable(),
  owner_name: z.string().nullable(),
  owner_phone: z.string().nullable(),
  raised_at: z.string(),
  on_call_at: z.string(),
  state: z.enum(['escalating', 'acknowledged', 'cleared']),
  acknowledged_by: z.string().nullable(),
  history: z.array(eventSchema),
});

const STEP_LABELS: Record<string, string> = {
  ...AUDIENCE_LABELS,
  reminder: 'Reminder',
  acknowledged: 'Acknowledged',
  acknowledged_notice: 'Told it was acknowledged',
};

/**
 * Escalation until acknowledged (docs/alerts-escalation.md): a property's policy for its Owner
 * and Property Managers; the on-call rota, the On-call queue and the delivery figures for staff.
 */
export default async function escalationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  const policyJson = async (propertyId: number, canEdit: boolean) => {
    const policy = await policyOf(app.db, propertyId);
    return {
      emergency_contacts_after_minutes: policy.emergencyContactsAfterMinutes,
      on_call_after_minutes: policy.onCallAfterMinutes,
      reminder_every_minutes: policy.reminderEveryMinutes,
      is_default: policy === DEFAULT_ESCALATION_POLICY,
      can_edit: canEdit,
    };
  };

  routes.get(
    '/api/properties/:propertyId/escalation-policy',
    {
      config: { access: 'property:view' },
      schema: {
        tags: ['alerts'],
        summary: 'Who an unacknowledged urgent alarm reaches, and when',
        security,
        params: propertyParams,
        response: { 200: policySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const role = request.propertyAccess!.role;
      return policyJson(request.params.propertyId, role === 'owner' || role === 'manager');
    },
  );

  routes.put(
    '/api/properties/:propertyId/escalation-policy',
    {
      config: { access: 'property:control' },
      schema: {
        tags: ['alerts'],
        summary: 'Set the escalation policy (Owner or Property Manager)',
        security,
        params: propertyParams,
        body: escalationPolicySchema,
        response: { 200: policySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { propertyId } = request.params;
      await savePolicy(app.db, propertyId, request.body, request.auth!.user.id);
      await recordAudit(app.db, request, {
        action: 'escalation_policy.update',
        targetType: 'property',
        targetId: String(propertyId),
        details: request.body,
      });
      return policyJson(propertyId, true);
    },
  );

  routes.get(
    '/api/admin/on-call/shifts',
    {
      config: { access: 'permission:view_alerts' },
      schema: {
        tags: ['admin'],
        summary: 'The on-call rota: shifts ending from a week ago on, and who is on call now',
        security,
        response: {
          200: z.object({
            shifts: z.array(shiftSchema),
            on_call_now: z.array(z.object({ user_id: z.number().int(), name: z.string() })),
            can_manage: z.boolean(),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const now = new Date();
      const [shifts, current] = await Promise.all([
        listShifts(app.db, new Date(now.getTime() - 7 * 24 * 3_600_000)),
        onCallAt(app.db, now),
      ]);
      return {
        shifts: shifts.map((s) => ({
          id: s.id,
          user_id: s.userId,
          name: s.name,
          starts_at: s.startsAt.toISOString(),
          ends_at: s.endsAt.toISOString(),
          on_call_now: s.startsAt <= now && s.endsAt > now,
        })),
        on_call_now: current.map((p) => ({ user_id: p.userId, name: p.name })),
        can_manage: request.permissions?.includes('alert_escalation') ?? false,
      };
    },
  );

  routes.get(
    '/api/admin/on-call/staff',
    {
      config: { access: 'permission:alert_escalation' },
      schema: {
        tags: ['admin'],
        summary: 'Staff who may be put on the rota',
        security,
        response: {
          200: z.object({
            staff: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({ staff: await onCallCandidates(app.db) }),
  );

  routes.post(
    '/api/admin/on-call/shifts',
    {
      config: { access: 'permission:alert_escalation' },
      schema: {
        tags: ['admin'],
        summary: 'Put a staff member on call for a stretch of hours',
        security,
        body: onCallShiftSchema,
        response: { 201: shiftSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { user_id: userId, starts_at: startsAt, ends_at: endsAt } = request.body;
      const candidates = await onCallCandidates(app.db);
      const person = candidates.find((c) => c.id === userId);
      if (!person) throw badRequest('user_id: choose a staff member.');
      const shift = await addShift(app.db, {
        userId,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        createdBy: request.auth!.user.id,
      });
      await recordAudit(app.db, request, {
        action: 'on_call_shift.add',
        targetType: 'user',
        targetId: String(userId),
        details: { starts_at: startsAt, ends_at: endsAt },
      });
      const now = new Date();
      return reply.code(201).send({
        id: shift.id,
        user_id: userId,
        name: person.name,
        starts_at: shift.startsAt.toISOString(),
        ends_at: shift.endsAt.toISOString(),
        on_call_now: shift.startsAt <= now && shift.endsAt > now,
      });
    },
  );

  routes.delete(
    '/api/admin/on-call/shifts/:id',
    {
      config: { access: 'permission:alert_escalation' },
      schema: {
        tags: ['admin'],
        summary: 'Remove a shift from the rota',
        security,
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const removed = await deleteShift(app.db, request.params.id);
      if (!removed) throw notFound('No shift with this id.');
      await recordAudit(app.db, request, {
        action: 'on_call_shift.remove',
        targetType: 'user',
        targetId: String(removed.userId),
      });
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/admin/on-call/queue',
    {
      config: { access: 'permission:view_alerts' },
      schema: {
        tags: ['admin'],
        summary:
          'Alarms escalated to the on-call staff: still escalating, or settled within a day, with their history',
        security,
        response: {
          200: z.object({ items: z.array(queueItemSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const now = new Date();
      const items = await escalationQueue(app.db, new Date(now.getTime() - 24 * 3_600_000));
      return {
        items: items.map((item) => ({
          alert_id: item.alertId,
          title: item.title,
          description: item.description,
          priority: item.priority,
          priority_label: PRIORITY_ROUTES[item.priority as AlertPriority]?.label ?? item.priority,
          property_name: item.propertyName,
          site_id: item.siteId,
          owner_name: item.ownerName,
          owner_phone: item.ownerPhone,
          raised_at: item.raisedAt.toISOString(),
          on_call_at: item.onCallAt.toISOString(),
          state: item.state,
          acknowledged_by: item.acknowledgedBy,
          history: item.history.map((e) => ({
            at: e.at.toISOString(),
            step: e.step,
            step_label: STEP_LABELS[e.step] ?? e.step,
            who: e.who,
            channel: e.channel,
            channel_label:
              e.channel === null
                ? null
                : (CHANNEL_LABELS[e.channel as EscalationChannel] ?? e.channel),
            status: e.status,
            error: e.error,
            attempt: e.attempt,
            next_attempt_at: e.nextAttemptAt?.toISOString() ?? null,
          })),
        })),
      };
    },
  );

  routes.get(
    '/api/admin/system/delivery-figures',
    {
      config: { access: 'permission:view_system_logs' },
      schema: {
        tags: ['admin'],
        summary:
          'Per channel, median and 95th percentile time from alarm to provider acceptance over the last day, against the targets',
        security,
        response: {
          200: z.object({
            since: z.string(),
            channels: z.array(
              z.object({
                channel: z.string(),
                label: z.string(),
                count: z.number().int(),
                median_ms: z.number().nullable(),
                p95_ms: z.number().nullable(),
                target_ms: z.number().nullable(),
                within_target: z.boolean().nullable(),
              }),
            ),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const since = new Date(Date.now() - 24 * 3_600_000);
      return { since: since.toISOString(), channels: await deliveryFigures(app.db, since) };
    },
  );
}
