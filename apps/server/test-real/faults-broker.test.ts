import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PanelModel, SimulatedPanel } from '@wildfire/panel-sim';
import { eventually } from '../test/helper';
import {
  BROKER_URL,
  call,
  createDatabase,
  provisionSite,
  randomSuffix,
  signIn,
  startApp,
  uniquePanelNumber,
  type RunningApp,
} from './support/real-servers';
import { TcpProxy } from './support/tcp-proxy';

/**
 * The broker stops and comes back while the server runs: the server and the simulated panel
 * reach Mosquitto through a proxy that the test cuts (connections reset, new ones refused) and
 * restores.
 */
describe('fault: the broker stops and comes back', () => {
  const suffix = randomSuffix();
  const siteId = `FBR-${suffix}`;
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let proxy: TcpProxy;
  let server: RunningApp;
  let panel: SimulatedPanel;
  let owner: string;
  let live: { text: () => string; stop: () => Promise<void> };

  const historySince = async (since: Date) =>
    (
      await database.query<{ n: number }>(
        `select count(*)::int as n from tag_history where site_id = $1 and panel_time > $2`,
        [siteId, since.toISOString()],
      )
    )[0]!.n;
  const write = (value: number) =>
    call(server.base, owner, 'POST', `/api/scada/write?site_id=${siteId}`, {
      tag: 'HMI_SYSTEM_CMD',
      value,
    });
  const commandOf = async (id: string) =>
    (
      await call<{ status: string; error: string | null }>(
        server.base,
        owner,
        'GET',
        `/api/scada/commands/${id}`,
      )
    ).body;

  /** The owner's live stream of the site, read in the background. */
  const watchLive = async () => {
    const res = await fetch(`${server.base}/api/live?site_id=${siteId}`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    const reader = res.body!.getReader();
    let text = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    })();
    return { text: () => text, stop: () => reader.cancel() };
  };

  beforeAll(async () => {
    database = await createDatabase('wd_fault_broker');
    proxy = await TcpProxy.open(BROKER_URL);
    const brokerThroughProxy = proxy.urlFor(BROKER_URL);
    server = await startApp({
      DATABASE_URL: database.url,
      MQTT_URL: brokerThroughProxy,
      MQTT_SHARE_GROUP: `wildfire-fault-broker-${suffix}`,
    });
    const panelNumber = uniquePanelNumber();
    await provisionSite(database.query, siteId, panelNumber);
    owner = await signIn(server.base, 'owner@demo.test');
    panel = new SimulatedPanel({
      siteId,
      model: new PanelModel({ panelNumber, pumps: 2, pressureSensors: 2, temperatureSensors: 2 }),
      brokerUrl: brokerThroughProxy,
      tickMs: 250,
      mqttOptions: { reconnectPeriod: 500, connectTimeout: 2_000 },
    }).start();
    await eventually(() => panel.connected, 10_000);
    live = await watchLive();
    await eventually(() => live.text().includes('event: hello'));
  });

  afterAll(async () => {
    await live?.stop();
    await panel?.stop();
    await server?.app.close();
    await proxy?.close();
    await database?.drop();
  });

  it('before the outage: telemetry is stored and a command is acknowledged by the panel', async () => {
    await eventually(async () => (await historySince(new Date(0))) > 0, 10_000);
    const res = await write(1);
    expect(res.status).toBe(202);
    const id = res.body.command_id as string;
    await eventually(async () => (await commandOf(id)).status === 'acknowledged', 10_000);
    expect(panel.stats.commandsExecuted).toBe(1);
  });

  it('during the outage: a command reports failure with a plain reason instead of vanishing', async () => {
    await proxy.cut();
    await eventually(() => !server.app.broker.isConnected() && !panel.connected);

    const health = await call(server.base, null, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({
      status: 'degraded',
      database: { status: 'up' },
      broker: { status: 'down' },
    });

    const res = await write(0);
    expect(res.status).toBe(202);
    expect(res.body.status).toBe('failed');
    expect(res.ms).toBeLessThan(3_000);
    const failed = await commandOf(res.body.command_id as string);
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'Could not send the command to the panel: the message broker is unreachable',
    });
    // Stored, with who asked for it, like every command.
    const rows = await database.query(`select status from commands where id = $1`, [
      res.body.command_id,
    ]);
    expect(rows).toEqual([{ status: 'failed' }]);

    // What does not need the broker goes on working.
    expect((await call(server.base, owner, 'GET', '/api/site')).status).toBe(200);
  });

  it('after the outage: the server and the panel reconnect by themselves, ingest and live updates resume, a new command is acknowledged', async () => {
    const connectsBefore = panel.stats.connects;
    await proxy.restore();
    const back = new Date();

    await eventually(
      async () => (await call(server.base, null, 'GET', '/api/health')).status === 200,
      15_000,
    );
    await eventually(() => panel.stats.connects > connectsBefore, 15_000);
    // The panel reports again (a full snapshot on reconnect) and it is stored.
    await eventually(async () => (await historySince(back)) > 0, 15_000);
    // Browsers watching the site get its values again.
    const seen = live.text().length;
    await eventually(() => live.text().slice(seen).includes('event: tags'), 15_000);

    const res = await write(0);
    expect(res.status).toBe(202);
    const id = res.body.command_id as string;
    await eventually(async () => (await commandOf(id)).status === 'acknowledged', 10_000);
    // The command that failed during the outage never reached the panel afterwards.
    expect(panel.stats.commandsExecuted).toBe(2);
  });

  it('a broker that hangs: the command reports failure after 3 s; if it still reaches the panel, the record follows the panel', async () => {
    proxy.stall();
    const res = await write(1);
    expect(res.status).toBe(202);
    expect(res.body.status).toBe('failed');
    expect(res.ms).toBeLessThan(6_000);
    const id = res.body.command_id as string;
    expect(await commandOf(id)).toMatchObject({
      status: 'failed',
      error: 'Could not send the command to the panel: the broker did not confirm in time',
    });

    // The broker answers again within the command's 10 s: the panel gets it, runs it and says so.
    proxy.resume();
    await eventually(() => panel.stats.commandsExecuted === 3, 10_000);
    await eventually(async () => (await commandOf(id)).status === 'acknowledged', 10_000);
    expect((await commandOf(id)).error).toBeNull();
  });
});
