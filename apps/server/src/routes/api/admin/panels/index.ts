import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  connectionLabel,
  derivePanelState,
  FLEET_PAGE_SIZE,
  FLEET_TEXTS,
  isPingWarning,
  panelSystemHealth,
  panelTableStatus,
  type PanelState,
  scheduleMaintenanceSchema,
  toTagMap,
  pageOf,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { badRequest, notFound, serviceUnavailable } from '#src/lib/http-errors';
import {
  credentialFacts,
  deletePanelCredentials,
  newPanelSecret,
  type PanelCredentialFacts,
  storePanelSecret,
} from '#src/services/panel-credentials';
import { siteStateFields } from '#src/lib/panel-state-schemas';
import { recordAudit } from '#src/repositories/audit';
import { connectionJson, siteFacts, type SiteFacts } from '#src/repositories/panel-state';
import {
  countPumpCycles,
  createMaintenanceProject,
  findFleetPanel,
  findStaffUser,
  type FleetPanel,
  latestTags,
  listFleetPanels,
  listGatewayEvents,
  listOpenMaintenance,
  listPanelMessages,
  setPanelAssignee,
} from '#src/repositories/fleet';

/** A panel as staff name it: its four-digit number (`1001`) or its site id (`WD-1001`). */
const panelParams = z.object({
  panelId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'panelId must contain only letters, digits, - and _' }),
});

const pageField = z.coerce.number().int().min(1).max(100_000).default(1);

const panelSummary = z.object({
  panel_id: z.number().int().describe('The four-digit panel number'),
  site_id: z.string(),
  property_id: z.number().int(),
  property_name: z.string(),
  address: z.string(),
  assigned_user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  ping_ms: z.number().int().nullable().describe('Null while the panel is not heard from'),
  ping_warning: z.boolean().describe('Ping time above 150 ms'),
  signal_dbm: z.number().int().nullable(),
  digi_status: z.enum(['Online', 'Offline', 'Never reported']),
  system_status: z.enum(['Standby', 'Activated', 'Offline']),
  ...siteStateFields,
  last_update: z.string().nullable(),
  firmware: z.string().nullable(),
});

/** Each panel's state, derived as every screen derives it (derivePanelState). */
async function statesOf(app: FastifyInstance, panels: FleetPanel[]) {
  const facts = await siteFacts(
    app.db,
    panels.map((p) => p.siteId),
  );
  const now = Date.now();
  return (p: FleetPanel) => {
    const known: SiteFacts = facts.get(p.siteId) ?? {
      connection: { online: p.online, lastSeenAt: p.lastSeenAt?.getTime() ?? null },
      alarms: [],
    };
    return {
      facts: known,
      state: derivePanelState(
        { connection: known.connection, systemTag: p.systemTag, alarms: known.alarms },
        now,
      ),
    };
  };
}

const toSummary = (
  p: FleetPanel,
  { facts, state }: { facts: SiteFacts; state: PanelState },
): z.infer<typeof panelSummary> => ({
  panel_id: p.panelNumber,
  site_id: p.siteId,
  property_id: p.propertyId,
  property_name: p.propertyName,
  address: p.address,
  assigned_user:
    p.assignedUserId !== null && p.assignedUserName !== null
      ? { id: p.assignedUserId, name: p.assignedUserName }
      : null,
  // An offline panel's last ping is history, not its link now.
  ping_ms: state.connection.state === 'online' ? p.pingMs : null,
  ping_warning: state.connection.state === 'online' && isPingWarning(p.pingMs),
  signal_dbm: p.signalDbm,
  digi_status: connectionLabel(state.connection),
  system_status: panelTableStatus(state),
  status: state.status,
  connection: connectionJson(facts.connection),
  problems: state.problems,
  last_update: p.lastSeenAt?.toISOString() ?? null,
  firmware: p.firmware,
});

/** One panel's row, with its state derived now. */
const summaryOf = async (app: FastifyInstance, panel: FleetPanel) =>
  toSummary(panel, (await statesOf(app, [panel]))(panel));

const panelDetail = z.object({
  panel: panelSummary.extend({
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  info: z.object({
    panel_id: z.number().int(),
    model: z.string().nullable(),
    firmware_version: z.string().nullable(),
    install_date: z.string().nullable(),
    last_maintenance: z.string().nullable(),
  }),
  connectivity: z.object({
    digi_device: z.string(),
    digi_status: z.enum(['Online', 'Offline', 'Never reported']),
    ip: z.string().nullable(),
    serial: z.string().nullable(),
    signal_dbm: z.number().int().nullable(),
    provider: z.string().nullable(),
  }),
  health: z.object({
    battery_level: z.number().nullable(),
    temperature: z.number().nullable(),
    water_pressure: z.number().nullable(),
    pump_cycles: z.number().int().describe('Pump starts in the last 30 days'),
    reported_at: z.string().nullable(),
  }),
  maintenance: z.array(
    z.object({
      project_id: z.string(),
      status: z.string(),
      date: z.string().nullable(),
      description: z.string(),
    }),
  ),
  credentials: z
    .object({
      exists: z.boolean(),
      issued_at: z.string().nullable(),
      last_connected_at: z.string().nullable(),
    })
    .describe('The panel’s broker credentials: whether it has any, when issued, last used'),
  auto_activation: z
    .object({
      enabled: z.boolean(),
      within_miles: z.number().int().nullable(),
      countdown_minutes: z.number().int().nullable(),
    })
    .describe('The owner’s automatic activation rule (docs/fire-data.md): whether it is on'),
});

const credentialsJson = (facts: PanelCredentialFacts) => ({
  exists: facts.exists,
  issued_at: facts.issuedAt?.toISOString() ?? null,
  last_connected_at: facts.lastConnectedAt?.toISOString() ?? null,
});

/** Tell an external broker (dynamic security); a failure is a 503 and rolls the change back. */
async function applyOnBroker(app: FastifyInstance, siteId: string, secret: string | null) {
  if (app.broker.mode !== 'external') return;
  try {
    await app.broker.applyPanelCredentials(siteId, secret);
  } catch (error) {
    app.log.error({ err: error, siteId }, 'the broker did not take the panel credentials');
    throw serviceUnavailable('The message broker did not take the change; nothing was changed.');
  }
}

/** The panel or the spec's 404: 'Panel ID {id} not found in the system.' */
async function panelOr404(app: FastifyInstance, panelId: string): Promise<FleetPanel> {
  const panel = await findFleetPanel(app.db, panelId);
  if (!panel) throw notFound(FLEET_TEXTS.panelNotFound(panelId));
  return panel;
}

/** Panels (admin-back-office.md 2.3, 2.12): the fleet, one panel, its gateway and message log. */
export default async function adminPanelRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  routes.get(
    '/api/admin/panels',
    {
      config: { access: 'permission:view_panels' },
      schema: {
        tags: ['admin'],
        summary: 'The Panels table, by panel number, optionally only one staff member’s panels',
        security,
        querystring: z.object({
          userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
          page: pageField,
        }),
        response: {
          200: pageOf(panelSummary).extend({
            filter_user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { userId, page } = request.query;
      const pageSize = FLEET_PAGE_SIZE.panels;
      const [list, filterUser] = await Promise.all([
        listFleetPanels(app.db, { page, pageSize, assignedUserId: userId }),
        userId !== undefined ? findStaffUser(app.db, userId) : Promise.resolve(null),
      ]);
      const stateOf = await statesOf(app, list.items);
      return {
        ...pageAnswer(list, { page, pageSize }, (p) => toSummary(p, stateOf(p))),
        filter_user: filterUser,
      };
    },
  );

  routes.get(
    '/api/admin/panels/:panelId',
    {
      config: { access: 'permission:view_panels' },
      schema: {
        tags: ['admin'],
        summary: 'Panel detail: information, connectivity, system health, open maintenance',
        security,
        params: panelParams,
        response: { 200: panelDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const panel = await panelOr404(app, request.params.panelId);
      const [tags, pumpCycles, maintenance, credentials, rule] = await Promise.all([
        latestTags(app.db, panel.siteId),
        countPumpCycles(app.db, panel.siteId),
        listOpenMaintenance(app.db, panel.propertyId),
        credentialFacts(app.db, panel.siteId),
        app.fireProximity.ruleOf(panel.propertyId),
      ]);
      const health = panelSystemHealth(toTagMap(tags));
      const state = (await statesOf(app, [panel]))(panel);
      const reportedAt = tags.reduce<Date | null>(
        (newest, t) => (newest === null || t.receivedAt > newest ? t.receivedAt : newest),
        null,
      );
      return {
        panel: {
          ...toSummary(panel, state),
          latitude: panel.latitude,
          longitude: panel.longitude,
        },
        info: {
          panel_id: panel.panelNumber,
          model: panel.model,
          firmware_version: panel.firmware,
          install_date: panel.installDate,
          last_maintenance: panel.lastMaintenanceAt?.toISOString() ?? null,
        },
        connectivity: {
          // The gateway connects to the broker under the panel's site id.
          digi_device: panel.siteId,
          digi_status: connectionLabel(state.state.connection),
          ip: panel.gatewayIp,
          serial: panel.gatewaySerial,
          signal_dbm: panel.signalDbm,
          provider: panel.cellularProvider,
        },
        health: {
          battery_level: health.batteryLevel,
          temperature: health.temperature,
          water_pressure: health.waterPressure,
          pump_cycles: pumpCycles,
          reported_at: reportedAt?.toISOString() ?? null,
        },
        maintenance: maintenance.map((m) => ({
          project_id: m.id,
          status: m.status,
          date: m.startDate,
          description: m.description,
        })),
        credentials: credentialsJson(credentials),
        auto_activation: rule.enabled
          ? {
              enabled: true,
              within_miles: rule.withinMiles,
              countdown_minutes: rule.countdownMinutes,
            }
          : { enabled: false, within_miles: null, countdown_minutes: null },
      };
    },
  );

  routes.post(
    '/api/admin/panels/:panelId/credentials',
    {
      config: { access: 'permission:manage_panels' },
      schema: {
        tags: ['admin'],
        summary:
          'Issue the panel’s broker credentials, or rotate them: the secret is shown this once, the old one stops working and its connection is dropped',
        security,
        params: panelParams,
        response: {
          201: z.object({
            username: z.string().describe('The site id'),
            password: z.string().describe('Shown only in this answer; stored as a hash'),
            issued_at: z.string(),
          }),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const panel = await panelOr404(app, request.params.panelId);
      const secret = newPanelSecret();
      const { issuedAt, rotated } = await app.db.transaction(async (tx) => {
        const before = await credentialFacts(tx, panel.siteId);
        const stored = await storePanelSecret(
          tx,
          panel.siteId,
          secret,
          request.auth?.user.id ?? null,
        );
        await recordAudit(tx, request, {
          action: before.exists ? 'panel.credentials.rotate' : 'panel.credentials.issue',
          targetType: 'site',
          targetId: panel.siteId,
        });
        // An external broker learns it before the change is committed: if it cannot, nothing changes.
        await applyOnBroker(app, panel.siteId, secret);
        return { issuedAt: stored.issuedAt, rotated: before.exists };
      });
      if (app.broker.mode === 'embedded')
        await app.broker.applyPanelCredentials(panel.siteId, secret);
      // The in-process demo simulator plays this panel: it takes the new secret as a field
      // technician would.
      app.simulator?.panels.get(panel.siteId)?.setPassword(secret);
      request.log.info({ siteId: panel.siteId, rotated }, 'panel credentials issued');
      reply.header('cache-control', 'no-store');
      return reply
        .status(201)
        .send({ username: panel.siteId, password: secret, issued_at: issuedAt.toISOString() });
    },
  );

  routes.delete(
    '/api/admin/panels/:panelId/credentials',
    {
      config: { access: 'permission:manage_panels' },
      schema: {
        tags: ['admin'],
        summary:
          'Revoke the panel’s broker credentials: it is disconnected and cannot sign in again',
        security,
        params: panelParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const panel = await panelOr404(app, request.params.panelId);
      await app.db.transaction(async (tx) => {
        if (!(await deletePanelCredentials(tx, panel.siteId))) {
          throw notFound(`Panel ${panel.siteId} has no credentials.`);
        }
        await recordAudit(tx, request, {
          action: 'panel.credentials.revoke',
          targetType: 'site',
          targetId: panel.siteId,
        });
        await applyOnBroker(app, panel.siteId, null);
      });
      if (app.broker.mode === 'embedded')
        await app.broker.applyPanelCredentials(panel.siteId, null);
      return reply.status(204).send(null);
    },
  );

  routes.patch(
    '/api/admin/panels/:panelId',
    {
      config: { access: 'permission:manage_panels' },
      schema: {
        tags: ['admin'],
        summary: 'Assign the panel to a staff member (null: Unassigned)',
        security,
        params: panelParams,
        body: z.object({
          assigned_user_id: z.number().int().positive().max(2_147_483_647).nullable(),
        }),
        response: { 200: panelSummary, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const panel = await panelOr404(app, request.params.panelId);
      const { assigned_user_id: userId } = request.body;
      if (userId !== null && !(await findStaffUser(app.db, userId))) {
        throw badRequest('assigned_user_id: only a staff member can be assigned to a panel');
      }
      await app.db.transaction(async (tx) => {
        await setPanelAssignee(tx, panel.siteId, userId);
        await recordAudit(tx, request, {
          action: 'panel.assign',
          targetType: 'site',
          targetId: panel.siteId,
          details: { assigned_user_id: userId },
        });
      });
      return summaryOf(app, (await findFleetPanel(app.db, panel.siteId))!);
    },
  );

  routes.get(
    '/api/admin/panels/:panelId/digi-status',
    {
      config: { access: 'permission:view_panels' },
      schema: {
        tags: ['admin'],
        summary: 'The gateway now and its online/offline history, newest first',
        security,
        params: panelParams,
        querystring: z.object({ page: pageField }),
        response: {
          200: z.object({
            panel: panelSummary,
            history: pageOf(
              z.object({
                id: z.number().int(),
                at: z.string(),
                online: z.boolean(),
                reason: z.string().nullable(),
                ping_ms: z.number().int().nullable(),
              }),
            ),
          }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const panel = await panelOr404(app, request.params.panelId);
      const { page } = request.query;
      const pageSize = FLEET_PAGE_SIZE.digiHistory;
      const history = await listGatewayEvents(app.db, panel.siteId, { page, pageSize });
      return {
        panel: await summaryOf(app, panel),
        history: pageAnswer(history, { page, pageSize }, (e) => ({
          id: e.id,
          at: e.at.toISOString(),
          online: e.online,
          reason: e.reason,
          ping_ms: e.pingMs,
        })),
      };
    },
  );

  routes.get(
    '/api/admin/panels/:panelId/mqtt-log',
    {
      config: { access: 'permission:view_panels' },
      schema: {
        tags: ['admin'],
        summary: "The panel's MQTT messages, newest first",
        description:
          'Payloads are returned as the text that was sent; clients must show them as text.',
        security,
        params: panelParams,
        querystring: z.object({ page: pageField }),
        response: {
          200: pageOf(
            z.object({
              id: z.number().int(),
              at: z.string(),
              direction: z.enum(['up', 'down']),
              channel: z.string(),
              payload: z.string(),
              valid: z.boolean(),
              error: z.string().nullable(),
            }),
          ).extend({ panel: panelSummary }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const panel = await panelOr404(app, request.params.panelId);
      const { page } = request.query;
      const pageSize = FLEET_PAGE_SIZE.mqttLog;
      const log = await listPanelMessages(app.db, panel.siteId, { page, pageSize });
      return {
        panel: await summaryOf(app, panel),
        ...pageAnswer(log, { page, pageSize }, (m) => ({
          id: m.id,
          at: m.at.toISOString(),
          direction: m.direction,
          channel: m.channel,
          payload: m.payload,
          valid: m.valid,
          error: m.error,
        })),
      };
    },
  );

  routes.post(
    '/api/admin/panels/:panelId/maintenance',
    {
      config: { access: 'permission:manage_panels' },
      schema: {
        tags: ['admin'],
        summary: 'Schedule Maintenance: a maintenance project (Planning) at the panel’s property',
        security,
        params: panelParams,
        body: scheduleMaintenanceSchema,
        response: {
          201: z.object({ project_id: z.string(), date: z.string(), message: z.string() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const panel = await panelOr404(app, request.params.panelId);
      const { date, description } = request.body;
      const project = await app.db.transaction(async (tx) => {
        const created = await createMaintenanceProject(tx, {
          propertyId: panel.propertyId,
          propertyName: panel.propertyName,
          date,
          description,
        });
        await recordAudit(tx, request, {
          action: 'panel.schedule_maintenance',
          targetType: 'project',
          targetId: created.id,
          details: { site_id: panel.siteId, date },
        });
        return created;
      });
      return reply.code(201).send({
        project_id: project.id,
        date,
        message: `Maintenance scheduled for ${date}: project ${project.id} created.`,
      });
    },
  );
}
