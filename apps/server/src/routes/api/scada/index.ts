import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkTagWrite,
  COMMAND_STATUSES,
  derivePanelConnection,
  mayWriteTag,
  PANEL_OFFLINE_COMMAND_MESSAGE,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { badRequest, conflict, forbidden, notFound } from '#src/lib/http-errors';
import { deliverCommand } from '#src/services/commands';
import { siteIdSchema } from '#src/lib/query-schemas';
import { recordAudit } from '#src/repositories/audit';
import {
  findCommand,
  findCommandByRequest,
  insertCommand,
  type CommandRow,
} from '#src/repositories/commands';
import { connectionFacts } from '#src/repositories/panel-state';
import { findSiteAccess } from '#src/repositories/sites';
import { findScadaDefinition } from '#src/repositories/telemetry';

const siteQuery = z.object({ site_id: siteIdSchema });

const commandSchema = z.object({
  command_id: z.string(),
  status: z.enum(COMMAND_STATUSES),
  site_id: z.string(),
  tag: z.string(),
  value: z.number(),
  requested_at: z.string(),
  sent_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  error: z.string().nullable(),
});

const toCommand = (c: CommandRow) => ({
  command_id: c.id,
  status: c.status,
  site_id: c.siteId,
  tag: c.tag,
  value: c.value,
  requested_at: c.requestedAt.toISOString(),
  sent_at: c.sentAt?.toISOString() ?? null,
  completed_at: c.completedAt?.toISOString() ?? null,
  error: c.error,
});

export default async function scadaRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/scada/definition',
    {
      config: { access: 'site:view' },
      schema: {
        tags: ['telemetry'],
        summary: 'What the panel reports and accepts',
        security: [{ bearer: [] }],
        querystring: siteQuery,
        response: {
          200: z.object({ _embedded: z.object({ definition: z.record(z.string(), z.unknown()) }) }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const definition = await findScadaDefinition(app.db, request.siteAccess!.siteId);
      return { _embedded: { definition: definition ?? {} } };
    },
  );

  routes.post(
    '/api/scada/write',
    {
      config: { access: 'site:operate' },
      schema: {
        tags: ['telemetry'],
        summary: 'Send a command or setpoint to the panel',
        description:
          'Stores the command as pending and answers 202; follow it with GET /api/scada/commands/{command_id}. Starting and stopping (the command tags): Owners, Property Managers and Property Users. Setpoints: Owners and Property Managers only. A panel that is offline or never reported cannot receive it: 409, and the attempt is recorded as a failed command.',
        security: [{ bearer: [] }],
        querystring: siteQuery,
        body: z.object({
          tag: z.string().min(1).max(64),
          value: z.union([z.number(), z.boolean()]),
          /** The client's id for this request: retrying with it never sends the command twice. */
          request_id: z
            .string()
            .regex(/^[A-Za-z0-9_-]{8,64}$/, {
              error: 'request_id must be 8-64 letters, digits, - or _',
            })
            .optional(),
        }),
        response: {
          202: z.object({ command_id: z.string(), status: z.enum(COMMAND_STATUSES) }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const check = checkTagWrite(request.body.tag, request.body.value);
      if (!check.ok) throw badRequest(`body.${check.field}: ${check.message}`);
      const { siteId, role } = request.siteAccess!;
      if (!mayWriteTag(role, check.tag)) {
        throw forbidden("Only the property's Owner or Property Manager can change its settings.");
      }
      const userId = request.auth!.user.id;
      const requestId = request.body.request_id;
      if (requestId) {
        const earlier = await findCommandByRequest(app.db, userId, requestId);
        if (earlier) {
          if (
            earlier.siteId !== siteId ||
            earlier.tag !== check.tag ||
            earlier.value !== check.value
          ) {
            throw conflict('request_id was already used for a different command.');
          }
          return reply.code(202).send({ command_id: earlier.id, status: earlier.status });
        }
      }
      // A panel the server knows is not listening would leave the person waiting for nothing.
      const facts = (await connectionFacts(app.db, [siteId])).get(siteId);
      const connection = facts && derivePanelConnection(facts, Date.now());
      if (!connection || connection.state !== 'online') {
        await app.db.transaction(async (tx) => {
          const refused = await insertCommand(tx, {
            siteId,
            tag: check.tag,
            value: check.value,
            requestedBy: userId,
            status: 'failed',
            error: PANEL_OFFLINE_COMMAND_MESSAGE,
            completedAt: new Date(),
          });
          await recordAudit(tx, request, {
            action: 'scada.write',
            targetType: 'command',
            targetId: refused.id,
            details: {
              site_id: siteId,
              tag: check.tag,
              value: check.value,
              refused: connection?.state ?? 'never_reported',
            },
          });
        });
        throw conflict(PANEL_OFFLINE_COMMAND_MESSAGE);
      }
      const stored = await app.db.transaction(async (tx) => {
        const row = await insertCommand(tx, {
          siteId,
          tag: check.tag,
          value: check.value,
          requestedBy: userId,
          clientRequestId: requestId ?? null,
        });
        await recordAudit(tx, request, {
          action: 'scada.write',
          targetType: 'command',
          targetId: row.id,
          details: { site_id: siteId, tag: check.tag, value: check.value },
        });
        return row;
      });
      // Stored first, then sent: a delivery failure is recorded on the command, never lost.
      const command = await deliverCommand(app, stored);
      return reply.code(202).send({ command_id: command.id, status: command.status });
    },
  );

  routes.get(
    '/api/scada/commands/:commandId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['telemetry'],
        summary: 'Where a command stands: pending, acknowledged, failed or timed_out',
        security: [{ bearer: [] }],
        params: z.object({ commandId: z.uuid({ error: 'commandId must be a command id' }) }),
        response: { 200: commandSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const command = await findCommand(app.db, request.params.commandId);
      // A command of a site the caller cannot see is answered exactly like an unknown one.
      const access =
        command && (await findSiteAccess(app.db, request.auth!.user.id, command.siteId));
      if (!command || !access) throw notFound('Command not found.');
      return toCommand(command);
    },
  );
}
