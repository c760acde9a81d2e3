import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAP_PANEL_FIELDS,
  mapPanelFromRow,
  mapPanelState,
  type MapPanelRow,
} from '@wildfire/shared';
import { alerts, firePerimeters, leads, properties, sites } from '#src/db/schema/index';
import { startGeocoderStandIn } from '../../stand-ins/geocoder-stand-in';
import { build } from '../../helper';

const OJAI_ADDRESS = '1129 Maricopa Hwy, Ojai, CA 93023';
const THOUSAND_OAKS_LEAD = '3000 Lang Ranch Pkwy, Thousand Oaks, CA 91362';

interface MapAnswer {
  panel_fields: string[];
  panels: MapPanelRow[];
  leads: Array<{ id: number; property_name: string; status: string; latitude: number }>;
  projects: Array<{ id: string; project_name: string; progress: number; status: string }>;
  fire_zones: Array<{ name: string; polygon: Array<[number, number]> }>;
  unplaced: number;
}

/** The panels of an answer as objects, read by the order its `panel_fields` names. */
const panelsOf = (map: MapAnswer) => map.panels.map(mapPanelFromRow);

describe('GET /api/admin/map (the back-office map)', async () => {
  const geocoder = await startGeocoderStandIn();
  // Ojai's panel has no coordinates: the geocoder places it. The Thousand Oaks lead is unknown.
  geocoder.places.set(OJAI_ADDRESS.toLowerCase(), {
    lat: 34.4531,
    lon: -119.26,
    displayName: '1129, Maricopa Highway, Ojai, California, United States',
  });
  const { app, injectAs } = await build({ GEOCODER_URL: geocoder.url });
  const mapAs = (email: string | null) => injectAs(email, { method: 'GET', url: '/api/admin/map' });

  it('no session is 401, a customer 403', async () => {
    expect((await mapAs(null)).statusCode).toBe(401);
    const customer = await mapAs('owner@demo.test');
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('sends each panel as a row of values in the order panel_fields names', async () => {
    const map = (await mapAs('admin@demo.test')).json<MapAnswer>();
    expect(map.panel_fields).toEqual([...MAP_PANEL_FIELDS]);
    expect(map.panels[0]).toEqual([
      'WD-1001',
      1001,
      expect.any(Number),
      'Malibu Canyon Residence',
      '3700 Las Flores Canyon Rd, Malibu, CA 90265',
      34.0437,
      -118.6382,
      true,
      expect.any(Number),
      false,
      [],
    ]);
  });

  it('staff get panels, leads, projects in progress and the fire zones from the database', async () => {
    const res = await mapAs('admin@demo.test');
    expect(res.statusCode).toBe(200);
    const map = res.json<MapAnswer>();

    expect(panelsOf(map).map((p) => p.site_id)).toEqual([
      'WD-1001',
      'WD-1002',
      'WD-1003',
      'WD-1004',
      'WD-1005',
    ]);
    expect(panelsOf(map)[0]).toEqual({
      site_id: 'WD-1001',
      panel_number: 1001,
      property_id: expect.any(Number),
      name: 'Malibu Canyon Residence',
      address: '3700 Las Flores Canyon Rd, Malibu, CA 90265',
      latitude: 34.0437,
      longitude: -118.6382,
      online: true,
      last_seen_at: expect.any(Number),
      system_on: false,
      alarms: [],
    });
    // The popup reads each panel's state as every screen does.
    expect(mapPanelState(panelsOf(map)[0]!, Date.now())).toMatchObject({
      status: 'Online',
      system: 'STANDBY',
    });
    // The never-reported Altadena panel.
    const altadena = panelsOf(map).find((p) => p.site_id === 'WD-1004')!;
    expect(altadena).toMatchObject({ online: false, last_seen_at: null, system_on: null });
    expect(mapPanelState(altadena, Date.now())).toMatchObject({
      status: 'Never reported',
      system: null,
    });

    expect(new Set(map.leads.map((l) => l.status))).toEqual(new Set(['hot', 'warm', 'cold']));
    expect(map.projects.length).toBeGreaterThan(0);
    expect(map.projects.every((p) => p.status === 'In Progress')).toBe(true);
    expect(map.projects.find((p) => p.id === 'PRJ-001')).toMatchObject({
      project_name: 'Malibu perimeter line extension',
      progress: 85,
    });
    // No fire data fetched: no fire drawn (the prototype's fixed zone is gone).
    expect(map.fire_zones).toEqual([]);
  });

  it('draws the current fire perimeters as fire zones, named with incident and size', async () => {
    await app.db.insert(firePerimeters).values({
      id: '77',
      incidentName: 'Canyon Fire',
      acres: 1250,
      containment: 15,
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-118.7, 34.1],
            [-118.6, 34.1],
            [-118.6, 34.2],
            [-118.7, 34.1],
          ],
        ],
      },
    });
    const map = (await mapAs('admin@demo.test')).json<MapAnswer>();
    expect(map.fire_zones).toEqual([
      {
        id: '77',
        name: 'Canyon Fire (1,250 acres, 15 % contained)',
        polygon: [
          [34.1, -118.7],
          [34.1, -118.6],
          [34.2, -118.6],
          [34.1, -118.7],
        ],
      },
    ]);
    await app.db.delete(firePerimeters);
  });

  it('a site without coordinates is placed by geocoding its address and stored; one that cannot be placed is skipped', async () => {
    const map = (await mapAs('admin@demo.test')).json<MapAnswer>();
    expect(panelsOf(map).find((p) => p.site_id === 'WD-1003')).toMatchObject({
      name: 'Ojai Valley Ranch',
      latitude: 34.4531,
      longitude: -119.26,
    });
    const [ojai] = await app.db
      .select()
      .from(properties)
      .where(eq(properties.address, OJAI_ADDRESS));
    expect([ojai!.latitude, ojai!.longitude]).toEqual([34.4531, -119.26]);
    // The geocoder does not know the Thousand Oaks lead: skipped and counted.
    expect(map.leads.map((l) => l.property_name)).not.toContain('Thousand Oaks Ridge Home');
    expect(map.unplaced).toBe(1);
    const [lead] = await app.db.select().from(leads).where(eq(leads.address, THOUSAND_OAKS_LEAD));
    expect(lead!.latitude).toBeNull();
    // Asked once: neither found nor not-found addresses are looked up again on the next load.
    const asked = geocoder.requests.length;
    await mapAs('admin@demo.test');
    expect(geocoder.requests.length).toBe(asked);
  });

  it('a site with zero coordinates and an unreachable geocoder is skipped, the rest still answer', async () => {
    await app.db
      .update(properties)
      .set({ latitude: 0, longitude: 0 })
      .where(eq(properties.address, '2116 Main St, Julian, CA 92036'));
    geocoder.intercept = () => ({ status: 503, body: {} });
    try {
      const res = await mapAs('admin@demo.test');
      expect(res.statusCode).toBe(200);
      const map = res.json<MapAnswer>();
      expect(panelsOf(map).map((p) => p.site_id)).not.toContain('WD-1005');
      expect(panelsOf(map).map((p) => p.site_id)).toContain('WD-1001');
      // The Julian project sits on that property: skipped with it.
      expect(map.projects.map((p) => p.id)).not.toContain('PRJ-004');
    } finally {
      geocoder.intercept = null;
    }
  });

  it('the system status comes from the panel: Active when SYSTEM_STATUS is on, Offline when never reported', async () => {
    // Written as the panel reported it (jsonb), so the database's own comparison is what is tested.
    const report = (siteId: string, tag: string, json: string) =>
      app.db.execute(sql`
        insert into tag_latest (site_id, tag, "group", value, panel_time)
        values (${siteId}, ${tag}, 'status', ${json}::jsonb, now())
        on conflict (site_id, tag) do update set value = excluded.value`);
    const statusOf = async (siteId: string) => {
      const map = (await mapAs('admin@demo.test')).json<MapAnswer>();
      const panel = panelsOf(map).find((p) => p.site_id === siteId);
      return panel && (mapPanelState(panel, Date.now()).system ?? 'Offline');
    };

    // "On" is isOn of @wildfire/shared: the number 1 (1.0 too) or true, nothing else.
    const cases: Array<[json: string, status: string]> = [
      ['1', 'ACTIVE'],
      ['1.0', 'ACTIVE'],
      ['true', 'ACTIVE'],
      ['0', 'STANDBY'],
      ['false', 'STANDBY'],
      ['2', 'STANDBY'],
      ['"1"', 'STANDBY'],
      ['"ON"', 'STANDBY'],
    ];
    for (const [json, status] of cases) {
      await report('WD-1001', 'SYSTEM_STATUS', json);
      expect({ json, status: await statusOf('WD-1001') }).toEqual({ json, status });
    }

    // Older firmware reports STATUS_SYSTEM instead; SYSTEM_STATUS wins when both are there.
    await app.db.execute(
      sql`delete from tag_latest where site_id = 'WD-1002' and tag = 'SYSTEM_STATUS'`,
    );
    await report('WD-1002', 'STATUS_SYSTEM', 'true');
    expect(await statusOf('WD-1002')).toBe('ACTIVE');
    await report('WD-1002', 'SYSTEM_STATUS', '0');
    expect(await statusOf('WD-1002')).toBe('STANDBY');

    // A panel that never reported is Offline, whatever its tags say.
    const [site] = await app.db.select().from(sites).where(eq(sites.siteId, 'WD-1004'));
    expect(site!.lastSeenAt).toBeNull();
    await report('WD-1004', 'SYSTEM_STATUS', '1');
    expect(await statusOf('WD-1004')).toBe('Offline');

    // An offline panel reads Offline, not its last ACTIVE.
    await report('WD-1001', 'SYSTEM_STATUS', '1');
    await app.db.update(sites).set({ online: false }).where(eq(sites.siteId, 'WD-1001'));
    expect(await statusOf('WD-1001')).toBe('Offline');
    await app.db.update(sites).set({ online: true }).where(eq(sites.siteId, 'WD-1001'));
  });

  it("each panel carries its active alarms, so the popup reads Fault as the panel's screens do", async () => {
    const [malibu] = await app.db.select().from(sites).where(eq(sites.siteId, 'WD-1001'));
    await app.db.insert(alerts).values({
      propertyId: malibu!.propertyId,
      type: 'urgent',
      title: 'Water tank low',
      description: 'Water tank at 0 %',
      source: 'rule',
      ruleKey: 'low_water:WD-1001',
      siteId: 'WD-1001',
      condition: 'low_water',
    });
    const map = (await mapAs('admin@demo.test')).json<MapAnswer>();
    const panel = panelsOf(map).find((p) => p.site_id === 'WD-1001')!;
    expect(panel.alarms).toEqual(['low_water:urgent']);
    expect(mapPanelState(panel, Date.now())).toMatchObject({ status: 'Fault' });
  });
});
