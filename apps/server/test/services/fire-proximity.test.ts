import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  alerts,
  autoActivations,
  backgroundLeases,
  commands,
  fireSources,
  panelMessages,
  sites,
} from '#src/db/schema/index';
import { FireProximityService } from '#src/services/fire-proximity';
import { build } from '../helper';
import { startFireDataStandIn, squareAround } from '../stand-ins/fire-data';
import { startNwsStandIn } from '../stand-ins/nws-stand-in';

/** Julian Hillside Cabin (single@demo.test), WD-1005: far from the other demo properties. */
const JULIAN = { latitude: 33.0786, longitude: -116.602, point: '33.0786,-116.602' };
const SITE = 'WD-1005';
const MILE = 1 / 69;

/** A square fire half a mile across each way whose edge is `miles` north of Julian. */
const fireNorth = (objectId: number, miles: number, extra: object = {}) => ({
  objectId,
  name: `Fire ${String(objectId)}`,
  acres: 800,
  containment: 10,
  ring: squareAround(JULIAN.latitude + (miles + 0.5) * MILE, JULIAN.longitude, 0.5),
  ...extra,
});

describe('fire proximity from the fire data stand-ins', async () => {
  const fire = await startFireDataStandIn();
  const nws = await startNwsStandIn();
  nws.points.set(JULIAN.point, { city: 'Julian', state: 'CA', stations: [], alerts: [] });
  // Panel timers off: the poll and the countdown run only when a test calls them.
  const { app, injectAs } = await build({
    FIRE_PERIMETERS_URL: fire.perimetersUrl,
    FIRMS_URL: fire.url,
    FIRMS_MAP_KEY: fire.mapKey,
    WEATHER_API_URL: nws.url,
  });
  let clock = Date.parse('2026-11-27T15:00:00Z');
  const tick = (minutes: number) => new Date((clock += minutes * 60_000));
  const poll = () => app.fireProximity.poll(tick(5));
  /** A new perimeter edit, as WFIGS makes a few times a day. */
  const edited = () => {
    fire.lastEditDate += 3_600_000;
  };

  const fireAlarms = () =>
    app.db
      .select({ type: alerts.type, description: alerts.description, resolvedAt: alerts.resolvedAt })
      .from(alerts)
      .where(and(eq(alerts.siteId, SITE), eq(alerts.condition, 'fire_nearby')));
  const openFireAlarm = async () => (await fireAlarms()).find((a) => a.resolvedAt === null);
  const card = async (email = 'single@demo.test', site = SITE) =>
    (await injectAs(email, { method: 'GET', url: `/api/fire?site_id=${site}` })).json();

  it('unknown data: an unreachable source reads unknown since its last success, never "no fire"', async () => {
    fire.intercept = () => ({ status: 503, body: 'busy' });
    await poll();
    fire.intercept = null;
    const answer = await card();
    const perimeters = answer.sources.find((s: { source: string }) => s.source === 'perimeters');
    expect(perimeters).toMatchObject({
      state: 'unknown',
      last_success_at: null,
      error: 'answered 503',
    });
    expect(answer.nearest_perimeter).toBeNull();
  });

  it('distances: the nearest perimeter edge with direction, size and containment; a prescribed burn is skipped', async () => {
    fire.perimeters = [fireNorth(1, 20), fireNorth(2, 0, { name: 'Planned Burn', category: 'RX' })];
    edited();
    await poll();
    const answer = await card();
    expect(answer.sources.map((s: { state: string }) => s.state)).toEqual([
      'current',
      'current',
      'current',
    ]);
    expect(answer.nearest_perimeter).toMatchObject({
      incident_name: 'Fire 1',
      acres: 800,
      containment: 10,
      direction: 'north',
      inside: false,
    });
    expect(answer.nearest_perimeter.distance_miles).toBeGreaterThan(19.5);
    expect(answer.nearest_perimeter.distance_miles).toBeLessThan(20.5);
    expect(answer.level).toBe('info');
  });

  it('thresholds: info within 30 miles, warning within 10, urgent within 3, one alarm updated', async () => {
    expect(await openFireAlarm()).toMatchObject({ type: 'info' });
    fire.perimeters = [fireNorth(1, 8)];
    edited();
    await poll();
    expect(await openFireAlarm()).toMatchObject({ type: 'warning' });
    fire.perimeters = [fireNorth(1, 2)];
    edited();
    await poll();
    const alarm = await openFireAlarm();
    expect(alarm?.type).toBe('urgent');
    expect(alarm?.description).toContain('Fire 1 2.0 miles north (800 acres, 10 % contained)');
    expect((await fireAlarms()).filter((a) => a.resolvedAt === null)).toHaveLength(1);
  });

  it('one instance at a time: a poll while another instance holds the lease does nothing', async () => {
    const now = tick(1);
    await app.db.insert(backgroundLeases).values({
      name: 'fire-data-poll',
      holder: 'another-instance',
      until: new Date(clock + 60_000),
    });
    fire.reset();
    expect(await app.fireProximity.poll(now)).toBe(false);
    expect(fire.requests).toEqual([]);
    // Lapsed: the next poll takes it over.
    expect(await app.fireProximity.poll(tick(2))).toBe(true);
  });

  it('lastEditDate: unchanged perimeter data is not fetched again', async () => {
    fire.reset();
    await poll();
    expect(fire.requests.some((p) => p.includes('/query'))).toBe(false);
    expect(fire.requests.some((p) => p.includes('f=json'))).toBe(true);
  });

  it('error in a 200 answer: the perimeters read unknown and the alarm stays', async () => {
    edited();
    fire.intercept = (path) =>
      path.includes('/query')
        ? {
            body: {
              error: { code: 500, message: 'Error performing query operation', details: [] },
            },
          }
        : undefined;
    await poll();
    fire.intercept = null;
    const [row] = await app.db
      .select()
      .from(fireSources)
      .where(eq(fireSources.source, 'perimeters'));
    expect(row?.lastError).toBe('the layer answered error 500');
    expect(await openFireAlarm()).toMatchObject({ type: 'urgent' });
  });

  it('hotspots: FIRMS CSV read, low confidence ignored, the key never in the screens', async () => {
    fire.hotspots = [
      { latitude: JULIAN.latitude - 0.5 * MILE, longitude: JULIAN.longitude, confidence: 'l' },
      { latitude: JULIAN.latitude - 6 * MILE, longitude: JULIAN.longitude, confidence: 'n' },
    ];
    await poll();
    const answer = await card();
    expect(answer.nearest_hotspot).toMatchObject({ confidence: 'n', direction: 'south' });
    expect(answer.nearest_hotspot.distance_miles).toBeCloseTo(6, 0);
    expect(JSON.stringify(answer)).not.toContain(fire.mapKey);
  });

  it('clearing: when the fire is out the alarm clears with one notice', async () => {
    fire.perimeters = [];
    fire.hotspots = [];
    edited();
    await poll();
    await poll();
    expect(await openFireAlarm()).toBeUndefined();
    const notices = await app.db
      .select({ title: alerts.title })
      .from(alerts)
      .where(and(eq(alerts.propertyId, 5), eq(alerts.title, 'Fire no longer nearby')));
    expect(notices).toHaveLength(1);
  });

  it('an Evacuation Immediate or Fire Warning covering the property is urgent with no fire mapped', async () => {
    nws.points.set(JULIAN.point, {
      city: 'Julian',
      state: 'CA',
      stations: [],
      alerts: [{ id: 'urn:oid:fire-warning-1', event: 'Fire Warning' }],
    });
    // A new service object: the NWS answers are cached per point for 5 minutes of real time.
    await new FireProximityService(app).poll(tick(10));
    expect(await openFireAlarm()).toMatchObject({ type: 'urgent' });
    expect((await openFireAlarm())?.description).toContain('a Fire Warning covers the property');
    nws.points.set(JULIAN.point, { city: 'Julian', state: 'CA', stations: [], alerts: [] });
    await new FireProximityService(app).poll(tick(10));
    expect(await openFireAlarm()).toBeUndefined();
  });

  describe('automatic activation', () => {
    const setRule = (email: string, body: object) =>
      injectAs(email, {
        method: 'PUT',
        url: `/api/fire/auto-activation?site_id=${SITE}`,
        payload: body,
      });
    const panelHeard = (at: Date, online = true) =>
      app.db.update(sites).set({ online, lastSeenAt: at }).where(eq(sites.siteId, SITE));
    const activations = () =>
      app.db.select().from(autoActivations).where(eq(autoActivations.siteId, SITE));

    it('a Guest cannot set it; bad values are refused with the field named', async () => {
      const guest = await injectAs('guest@demo.test', {
        method: 'PUT',
        url: '/api/fire/auto-activation?site_id=WD-1001',
        payload: { enabled: true, within_miles: 5, countdown_minutes: 10 },
      });
      expect(guest.statusCode).toBe(403);
      const bad = await setRule('single@demo.test', {
        enabled: true,
        within_miles: 11,
        countdown_minutes: 31,
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.fields)).toEqual(
        expect.arrayContaining(['within_miles', 'countdown_minutes']),
      );
    });

    it('countdown: every member told at once; nothing sent before it ends; cancel stops it', async () => {
      expect(
        (
          await setRule('single@demo.test', {
            enabled: true,
            within_miles: 5,
            countdown_minutes: 10,
          })
        ).statusCode,
      ).toBe(200);
      fire.perimeters = [fireNorth(7, 4)];
      edited();
      await poll();
      const [counting] = await activations();
      expect(counting).toMatchObject({
        status: 'counting',
        rule: 'distance',
        fireKey: 'perimeter:7',
      });
      expect(counting!.startsAt.getTime() - clock).toBe(10 * 60_000);
      const told = await app.db
        .select({ type: alerts.type, details: alerts.details })
        .from(alerts)
        .where(and(eq(alerts.propertyId, 5), eq(alerts.title, 'Automatic activation')));
      expect(told).toEqual([
        { type: 'urgent', details: expect.stringContaining(`/?property=${SITE}`) },
      ]);

      await app.fireProximity.processDue(tick(9));
      expect((await activations())[0]!.status).toBe('counting');
      const cancel = await injectAs('single@demo.test', {
        method: 'POST',
        url: `/api/fire/auto-activation/cancel?site_id=${SITE}`,
      });
      expect(cancel.json()).toMatchObject({ status: 'cancelled' });
      await app.fireProximity.processDue(tick(5));
      expect(await app.db.select().from(commands).where(eq(commands.siteId, SITE))).toEqual([]);
    });

    it('never twice for the same fire without a new approval', async () => {
      await poll();
      await poll();
      expect(await activations()).toHaveLength(1);
    });

    it('the automatic command: sent as a person’s is, recorded as automatic with rule and fire', async () => {
      await setRule('single@demo.test', { enabled: true, within_miles: 5, countdown_minutes: 0 });
      const now = tick(5);
      await panelHeard(now);
      await app.fireProximity.evaluate(now);
      const sent = (await activations()).find((a) => a.status !== 'cancelled');
      expect(sent).toMatchObject({ status: 'sent' });
      const [command] = await app.db.select().from(commands).where(eq(commands.siteId, SITE));
      expect(command).toMatchObject({
        tag: 'HMI_SYSTEM_CMD',
        value: 1,
        requestedBy: null,
        automatic: { rule: 'distance', fireKey: 'perimeter:7', activationId: sent!.id },
      });
      expect(command!.sentAt).not.toBeNull();
      const [down] = await app.db
        .select({ payload: panelMessages.payload })
        .from(panelMessages)
        .where(and(eq(panelMessages.siteId, SITE), eq(panelMessages.direction, 'down')));
      expect(JSON.parse(down!.payload as string)).toMatchObject({
        command_id: command!.id,
        tag: 'HMI_SYSTEM_CMD',
        value: 1,
      });
    });

    it('never while the panel is offline: an urgent alarm instead of a command', async () => {
      await setRule('single@demo.test', { enabled: true, within_miles: 5, countdown_minutes: 0 });
      const now = tick(5);
      await panelHeard(new Date(now.getTime() - 10 * 60_000), false);
      await app.fireProximity.evaluate(now);
      const latest = (await activations()).sort((a, b) => b.id - a.id)[0];
      expect(latest).toMatchObject({ status: 'blocked', error: 'the panel is offline' });
      expect(await app.db.select().from(commands).where(eq(commands.siteId, SITE))).toHaveLength(1);
      const [blocked] = await app.db
        .select({ type: alerts.type })
        .from(alerts)
        .where(
          and(
            eq(alerts.siteId, SITE),
            eq(alerts.condition, 'auto_activation_blocked'),
            isNull(alerts.resolvedAt),
          ),
        );
      expect(blocked).toEqual({ type: 'urgent' });
    });

    it('the blocked alarm clears with one notice when the owner approves the rule again', async () => {
      await setRule('single@demo.test', { enabled: true, within_miles: 5, countdown_minutes: 3 });
      const open = await app.db
        .select()
        .from(alerts)
        .where(
          and(
            eq(alerts.siteId, SITE),
            eq(alerts.condition, 'auto_activation_blocked'),
            isNull(alerts.resolvedAt),
          ),
        );
      expect(open).toEqual([]);
      const notices = await app.db
        .select()
        .from(alerts)
        .where(
          and(eq(alerts.siteId, SITE), eq(alerts.title, 'Automatic activation approved again')),
        );
      expect(notices).toHaveLength(1);
    });

    it('a countdown survives a restart: its end is stored and any instance carries it out', async () => {
      await setRule('single@demo.test', { enabled: true, within_miles: 5, countdown_minutes: 3 });
      await app.fireProximity.evaluate(tick(1));
      const counting = (await activations()).find((a) => a.status === 'counting');
      expect(counting).toBeDefined();
      // A second service object stands for the instance after a restart.
      const restarted = new FireProximityService(app);
      const now = tick(3);
      await panelHeard(now);
      expect(await restarted.processDue(now)).toBe(1);
      expect((await activations()).find((a) => a.id === counting!.id)?.status).toBe('sent');
    });
  });
  it('staff see the panels at risk within 10 miles with readiness and automatic activation; customers cannot', async () => {
    const answer = await injectAs('admin@demo.test', { method: 'GET', url: '/api/admin/fire' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.perimeters.map((p: { id: string }) => p.id)).toEqual(['7']);
    expect(body.at_risk).toEqual([
      expect.objectContaining({
        site_id: SITE,
        incident_name: 'Fire 7',
        auto_activation: true,
        readiness: expect.stringMatching(/^(ready|not_ready|unknown)$/),
      }),
    ]);
    const detail = await injectAs('admin@demo.test', {
      method: 'GET',
      url: `/api/admin/panels/${SITE}`,
    });
    expect(detail.json().auto_activation).toMatchObject({ enabled: true, within_miles: 5 });
    const customer = await injectAs('single@demo.test', { method: 'GET', url: '/api/admin/fire' });
    expect(customer.statusCode).toBe(403);
  });
});

describe('fire data without a FIRMS map key', async () => {
  const { app, injectAs } = await build({
    FIRE_PERIMETERS_URL: 'http://127.0.0.1:9/query',
    WEATHER_API_URL: 'http://127.0.0.1:9',
  });

  it('hotspots are off and say so; a refused connection is recorded, not hung on', async () => {
    await app.fireProximity.poll();
    const answer = (
      await injectAs('owner@demo.test', { method: 'GET', url: '/api/fire?site_id=WD-1001' })
    ).json();
    expect(answer.sources).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'hotspots', state: 'off' }),
        expect.objectContaining({ source: 'perimeters', state: 'unknown', error: 'network' }),
      ]),
    );
  });
});
