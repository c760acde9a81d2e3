import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { IClientOptions } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PanelModel, SimulatedPanel } from '@wildfire/panel-sim';
import { COMMAND_TIMEOUT_MS, panelTopic } from '@wildfire/shared';
import { properties, sites } from '#src/db/schema/index';
import { build, eventually } from '../helper';

/**
 * Fault: a panel goes silent in the middle of a command (the gateway loses power or signal
 * after the command reached it, before it answered). Real time and the server's own sweep:
 * the command must end `timed_out` after 10 s, the API must say so, and the panel must not run
 * the stale command when it comes back.
 */
describe('fault: a panel goes silent mid-command', async () => {
  const { app, injectAs } = await build({}, { panelTimers: true });
  // A panel of this file only, so a shared broker (the CI run on Mosquitto) holds no one else's.
  const siteId = `SIL-${crypto.randomBytes(4).toString('hex')}`;
  const panelNumber = 600_000 + crypto.randomInt(0, 99_999);
  let panel: SimulatedPanel;
  /** Set to make the panel drop off as soon as the next command reaches it. */
  let silenceOnNextCommand = false;

  const write = (value: number) =>
    injectAs('owner@demo.test', {
      method: 'POST',
      url: `/api/scada/write?site_id=${siteId}`,
      payload: { tag: 'HMI_SYSTEM_CMD', value },
    });
  const commandOf = async (id: string) =>
    (await injectAs('owner@demo.test', { method: 'GET', url: `/api/scada/commands/${id}` })).json<{
      status: string;
      error: string | null;
      requested_at: string;
      completed_at: string | null;
    }>();

  beforeAll(async () => {
    const [demo] = await app.db
      .select({ accountId: properties.accountId })
      .from(properties)
      .innerJoin(sites, eq(sites.propertyId, properties.id))
      .where(eq(sites.siteId, 'WD-1001'));
    const [property] = await app.db
      .insert(properties)
      .values({ accountId: demo!.accountId, name: 'Silent Ridge', address: 'Silent Ridge' })
      .returning();
    await app.db.insert(sites).values({ siteId, propertyId: property!.id, panelNumber });

    panel = new SimulatedPanel({
      siteId,
      model: new PanelModel({ panelNumber, pumps: 2, pressureSensors: 2, temperatureSensors: 2 }),
      connect: (options: IClientOptions) => {
        const client = app.broker.connect(options);
        // Runs before the panel's own handler: the command arrives, and the panel is gone.
        client.prependListener('message', (topic) => {
          if (silenceOnNextCommand && topic === panelTopic(siteId, 'commands')) {
            silenceOnNextCommand = false;
            panel.goOffline();
          }
        });
        return client;
      },
      mqttOptions: { reconnectPeriod: 200 },
    }).start();
    await eventually(() => panel.connected);
    // Heard from by the server: a panel that never reported cannot be sent commands (409).
    await eventually(async () => {
      const [site] = await app.db.select().from(sites).where(eq(sites.siteId, siteId));
      return site?.online && site.lastSeenAt;
    });
  });

  afterAll(async () => {
    await panel?.stop();
    // The panel keeps a persistent session, as real panels do: end it on a shared broker.
    const session = app.broker.connect({ clientId: `panel-${siteId}`, clean: true });
    await eventually(() => session.connected).catch(() => undefined);
    await session.endAsync();
  });

  it('the command times out after 10 s, the API says so plainly, and the panel does not run it later', async () => {
    // While the panel answers, a command is acknowledged.
    const first = await write(1);
    expect(first.statusCode).toBe(202);
    const firstId = first.json<{ command_id: string }>().command_id;
    await eventually(async () => (await commandOf(firstId)).status === 'acknowledged');
    expect(panel.stats.commandsExecuted).toBe(1);

    silenceOnNextCommand = true;
    const sent = await write(0);
    expect(sent.statusCode).toBe(202);
    const id = sent.json<{ command_id: string; status: string }>().command_id;
    await eventually(() => !silenceOnNextCommand && !panel.connected);

    // Well within the 10 s the command still waits for the panel.
    await new Promise((r) => setTimeout(r, COMMAND_TIMEOUT_MS / 2));
    expect((await commandOf(id)).status).toBe('pending');

    const timedOut = await eventually(async () => {
      const command = await commandOf(id);
      return command.status === 'timed_out' ? command : null;
    }, COMMAND_TIMEOUT_MS);
    expect(timedOut.error).toBe('The panel did not answer within 10 seconds.');
    const waited = Date.parse(timedOut.completed_at!) - Date.parse(timedOut.requested_at);
    expect(waited).toBeGreaterThanOrEqual(COMMAND_TIMEOUT_MS);
    expect(waited).toBeLessThan(COMMAND_TIMEOUT_MS + 3_000);
    const logs = await injectAs('owner@demo.test', {
      method: 'GET',
      url: `/api/panel-logs?site_id=${siteId}`,
    });
    expect(logs.json<{ logs: Array<{ level: string; message: string }> }>().logs).toContainEqual(
      expect.objectContaining({
        level: 'WARN',
        message: 'Command HMI_SYSTEM_CMD timed out: no answer from the panel',
      }),
    );

    // The panel comes back: the command it never answered has expired, so it is not run, and a
    // late answer could not turn the time-out into something else.
    const connects = panel.stats.connects;
    panel.goOnline();
    await eventually(() => panel.stats.connects > connects);
    await new Promise((r) => setTimeout(r, 500));
    expect(panel.stats.commandsExecuted).toBe(1);
    expect(panel.model.tags().SYSTEM_STATUS).toBe(1);
    expect((await commandOf(id)).status).toBe('timed_out');
  }, 40_000);
});
