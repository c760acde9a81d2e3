import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  gatewayEvents,
  panelMessages,
  projects,
  sites,
  tagHistory,
  tagLatest,
} from '#src/db/schema/index';
import { demoUserId } from '#src/seed/seed-demo';
import { build } from '../helper';
import { startGeocoderStandIn } from '../stand-ins/geocoder-stand-in';

const ADMIN = 'admin@demo.test';
const SUPPORT = 'support@demo.test'; // Customer Support: view_panels, no manage_panels
const OPS = 'ops@demo.test'; // Field Operations: view_panels and manage_panels
const NO_PANELS = 'accounts@demo.test'; // staff without view_panels
const CUSTOMER = 'owner@demo.test';

describe('admin panels (Panels, panel detail, Digi status, MQTT log)', async () => {
  const geocoder = await startGeocoderStandIn();
  const { app, injectAs } = await build({ GEOCODER_URL: geocoder.url });
  const get = (email: string | null, url: string) => injectAs(email, { method: 'GET', url });

  describe('every panel route needs view_panels', () => {
    for (const url of [
      '/api/admin/panels',
      '/api/admin/panels/1001',
      '/api/admin/panels/1001/digi-status',
      '/api/admin/panels/1001/mqtt-log',
    ]) {
      it(`GET ${url}: anonymous 401, customer 403, staff without it 403, with it 200`, async () => {
        expect((await get(null, url)).statusCode).toBe(401);
        expect((await get(CUSTOMER, url)).statusCode).toBe(403);
        expect((await get(NO_PANELS, url)).statusCode).toBe(403);
        expect((await get(SUPPORT, url)).statusCode).toBe(200);
        expect((await get(ADMIN, url)).statusCode).toBe(200);
      });
    }
  });

  it('lists the five demo panels with the spec columns from the sites table', async () => {
    const res = await get(ADMIN, '/api/admin/panels');
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      items: Array<Record<string, unknown>>;
      total: number;
      page: number;
      page_size: number;
    }>();
    expect(body.total).toBe(5);
    expect(body.page).toBe(1);
    expect(body.items.map((p) => p.panel_id)).toEqual([1001, 1002, 1003, 1004, 1005]);
    const topanga = body.items[1]!;
    expect(topanga).toMatchObject({
      site_id: 'WD-1002',
      property_name: 'Topanga Ridge Retreat',
      assigned_user: { name: 'Omar Haddad' },
      ping_ms: 172,
      ping_warning: true,
      digi_status: 'Online',
      system_status: 'Standby',
    });
    expect(body.items[0]).toMatchObject({ ping_ms: 48, ping_warning: false });
    // Altadena never reported: Never reported, system status Offline, no last update.
    expect(body.items[3]).toMatchObject({
      digi_status: 'Never reported',
      system_status: 'Offline',
      status: 'Never reported',
      last_update: null,
    });
  });

  it('an offline panel reads Offline in both columns, its ping "—" (none), with since when and why', async () => {
    const systemTag = and(eq(tagLatest.siteId, 'WD-1002'), eq(tagLatest.tag, 'SYSTEM_STATUS'));
    await app.db.update(tagLatest).set({ value: 1 }).where(systemTag);
    await app.db.update(sites).set({ online: false }).where(eq(sites.siteId, 'WD-1002'));
    await app.db
      .insert(gatewayEvents)
      .values({ siteId: 'WD-1002', online: false, reason: 'connection lost' });
    const body = (await get(ADMIN, '/api/admin/panels')).json<{
      items: Array<Record<string, unknown>>;
    }>();
    expect(body.items.find((p) => p.site_id === 'WD-1002')).toMatchObject({
      digi_status: 'Offline',
      system_status: 'Offline',
      status: 'Offline',
      ping_ms: null,
      ping_warning: false,
      connection: { online: false, offline_reason: 'connection lost' },
      problems: [{ condition: 'panel_offline', severity: 'urgent' }],
    });
    const detail = (await get(ADMIN, '/api/admin/panels/1002')).json<{
      panel: Record<string, unknown>;
      connectivity: { digi_status: string };
    }>();
    expect(detail.panel).toMatchObject({ system_status: 'Offline', ping_ms: null });
    expect(detail.connectivity.digi_status).toBe('Offline');
    await app.db.update(sites).set({ online: true }).where(eq(sites.siteId, 'WD-1002'));
    await app.db.update(tagLatest).set({ value: 0 }).where(systemTag);
  });

  it('system status Activated comes from the SYSTEM_STATUS tag', async () => {
    const systemTag = and(eq(tagLatest.siteId, 'WD-1001'), eq(tagLatest.tag, 'SYSTEM_STATUS'));
    await app.db.update(tagLatest).set({ value: 1 }).where(systemTag);
    const body = (await get(ADMIN, '/api/admin/panels')).json<{
      items: Array<{ panel_id: number; system_status: string }>;
    }>();
    expect(body.items.find((p) => p.panel_id === 1001)!.system_status).toBe('Activated');
    await app.db.update(tagLatest).set({ value: 0 }).where(systemTag);
  });

  it('userId filter shows only the panels assigned to that staff member', async () => {
    const opsId = await demoUserId(app.db, OPS);
    const body = (await get(ADMIN, `/api/admin/panels?userId=${String(opsId)}`)).json<{
      items: Array<{ panel_id: number }>;
      total: number;
      filter_user: { id: number; name: string } | null;
    }>();
    expect(body.items.map((p) => p.panel_id)).toEqual([1002, 1005]);
    expect(body.total).toBe(2);
    expect(body.filter_user).toEqual({ id: opsId, name: 'Omar Haddad' });

    const pmId = await demoUserId(app.db, 'pm@demo.test');
    const none = (await get(ADMIN, `/api/admin/panels?userId=${String(pmId)}`)).json<{
      items: unknown[];
      total: number;
    }>();
    expect(none).toMatchObject({ items: [], total: 0 });
    expect((await get(ADMIN, '/api/admin/panels?userId=abc')).statusCode).toBe(400);
  });

  it('pages are server-side', async () => {
    const page2 = (await get(ADMIN, '/api/admin/panels?page=2')).json<{
      items: unknown[];
      total: number;
      page: number;
    }>();
    expect(page2).toMatchObject({ items: [], total: 5, page: 2 });
    expect((await get(ADMIN, '/api/admin/panels?page=0')).statusCode).toBe(400);
  });

  it("unknown panel: 404 'Panel ID {id} not found in the system.'", async () => {
    for (const url of [
      '/api/admin/panels/9999',
      '/api/admin/panels/9999/digi-status',
      '/api/admin/panels/9999/mqtt-log',
    ]) {
      const res = await get(ADMIN, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'not_found', message: 'Panel ID 9999 not found in the system.' },
      });
    }
    expect((await get(ADMIN, '/api/admin/panels/..%2Fetc')).statusCode).toBe(400);
  });

  it('panel detail: information, connectivity and system health from the tags', async () => {
    const res = await get(ADMIN, '/api/admin/panels/WD-1001');
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, Record<string, unknown>>>();
    expect(body.info).toMatchObject({
      panel_id: 1001,
      model: 'WD-Pro 3000',
      firmware_version: '2.4.1',
    });
    expect(body.info!.install_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.connectivity).toMatchObject({
      digi_device: 'WD-1001',
      ip: '10.64.10.1',
      serial: 'DG-IX20-5A1001',
      signal_dbm: -71,
      provider: 'Verizon',
    });
    expect(typeof body.health!.battery_level).toBe('number');
    expect(typeof body.health!.water_pressure).toBe('number');
    expect(body.panel).toMatchObject({ property_name: 'Malibu Canyon Residence' });
  });

  it('pump cycles count each pump start of the last 30 days', async () => {
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    await app.db.insert(tagHistory).values([
      { siteId: 'WD-1003', tag: 'PUMP_1_STATUS', value: 1, panelTime: at(50) },
      { siteId: 'WD-1003', tag: 'PUMP_1_STATUS', value: 1, panelTime: at(49) },
      { siteId: 'WD-1003', tag: 'PUMP_1_STATUS', value: 0, panelTime: at(40) },
      { siteId: 'WD-1003', tag: 'PUMP_1_STATUS', value: 1, panelTime: at(30) },
      { siteId: 'WD-1003', tag: 'PUMP_2_STATUS', value: 1, panelTime: at(20) },
      // Older than 30 days: not counted.
      { siteId: 'WD-1003', tag: 'PUMP_2_STATUS', value: 1, panelTime: at(60 * 24 * 31) },
    ]);
    const body = (await get(ADMIN, '/api/admin/panels/1003')).json<{
      health: { pump_cycles: number };
    }>();
    expect(body.health.pump_cycles).toBe(3);
  });

  it('Digi status: the gateway now and its history, newest first', async () => {
    const body = (await get(ADMIN, '/api/admin/panels/1001/digi-status')).json<{
      panel: { digi_status: string; ping_ms: number };
      history: { items: Array<{ at: string; online: boolean }>; total: number };
    }>();
    expect(body.panel).toMatchObject({ digi_status: 'Online', ping_ms: 48 });
    expect(body.history.total).toBe(2);
    expect(body.history.items.map((e) => e.online)).toEqual([true, false]);
  });

  it('MQTT log: newest first, paginated, the payload as text', async () => {
    const base = Date.now();
    await app.db.insert(panelMessages).values(
      Array.from({ length: 60 }, (_, i) => ({
        siteId: 'WD-1005',
        at: new Date(base + i * 1000),
        direction: 'up' as const,
        channel: 'log',
        payload: i === 59 ? '<script>alert(1)</script>' : `{"n":${String(i)}}`,
      })),
    );
    const first = (await get(ADMIN, '/api/admin/panels/1005/mqtt-log')).json<{
      items: Array<{ payload: string; at: string }>;
      total: number;
      page_size: number;
    }>();
    expect(first.total).toBe(62);
    expect(first.page_size).toBe(50);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]!.payload).toBe('<script>alert(1)</script>');
    expect(first.items[1]!.payload).toBe('{"n":58}');
    const second = (await get(ADMIN, '/api/admin/panels/1005/mqtt-log?page=2')).json<{
      items: unknown[];
    }>();
    expect(second.items).toHaveLength(12);
  });

  it('assigning a panel needs manage_panels and a staff member', async () => {
    const pmId = await demoUserId(app.db, 'pm@demo.test');
    const patch = (email: string, body: Record<string, unknown>) =>
      injectAs(email, { method: 'PATCH', url: '/api/admin/panels/1003', payload: body });
    expect((await patch(SUPPORT, { assigned_user_id: pmId })).statusCode).toBe(403);
    const ownerId = await demoUserId(app.db, CUSTOMER);
    expect((await patch(OPS, { assigned_user_id: ownerId })).statusCode).toBe(400);
    const res = await patch(OPS, { assigned_user_id: pmId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ assigned_user: { id: pmId, name: 'Priya Nair' } });
    const cleared = await patch(OPS, { assigned_user_id: null });
    expect(cleared.json()).toMatchObject({ assigned_user: null });
    const [site] = await app.db.select().from(sites).where(eq(sites.siteId, 'WD-1003'));
    expect(site!.assignedUserId).toBeNull();
  });

  it('Schedule Maintenance creates a Maintenance project in Planning at the property', async () => {
    const post = (email: string, body: Record<string, unknown>) =>
      injectAs(email, { method: 'POST', url: '/api/admin/panels/1002/maintenance', payload: body });
    const body = { date: '2026-12-15', description: 'Annual inspection and filter change' };
    expect((await post(SUPPORT, body)).statusCode).toBe(403);
    expect((await post(OPS, { ...body, date: 'soon' })).statusCode).toBe(400);
    expect((await post(OPS, { ...body, description: '  ' })).statusCode).toBe(400);

    const res = await post(OPS, body);
    expect(res.statusCode).toBe(201);
    const { project_id: projectId, message } = res.json<{ project_id: string; message: string }>();
    expect(projectId).toMatch(/^PRJ-\d{3,}$/);
    expect(message).toBe(`Maintenance scheduled for 2026-12-15: project ${projectId} created.`);
    const [project] = await app.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project).toMatchObject({
      projectType: 'Maintenance',
      status: 'Planning',
      startDate: '2026-12-15',
      description: 'Annual inspection and filter change',
    });
    const detail = (await get(ADMIN, '/api/admin/panels/1002')).json<{
      maintenance: Array<{ project_id: string }>;
    }>();
    expect(detail.maintenance.map((m) => m.project_id)).toContain(projectId);
  });
});
