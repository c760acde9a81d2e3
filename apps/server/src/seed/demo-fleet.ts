import { eq, inArray } from 'drizzle-orm';
import { siteIdForPanel } from '@wildfire/shared';
import type { Executor } from '../db/client';
import { gatewayEvents, panelMessages, sites, users } from '../db/schema';

const DAY_MS = 86_400_000;

/**
 * Panel information, gateway details and the staff member looking after each of the five demo
 * panels (the Panels table's Assigned User: support, field operations, admin, as in spec 6.3),
 * with a short gateway history and message log so the Digi status and MQTT log pages have content
 * before the first live message.
 */
export const DEMO_FLEET = [
  {
    panelNumber: 1001,
    assignee: 'support@demo.test',
    model: 'WD-Pro 3000',
    installDaysAgo: 610,
    maintenanceDaysAgo: 95,
    serial: 'DG-IX20-5A1001',
    ip: '10.64.10.1',
    provider: 'Verizon',
    pingMs: 48,
    signalDbm: -71,
    firmware: '2.4.1',
  },
  {
    panelNumber: 1002,
    assignee: 'ops@demo.test',
    model: 'WD-Pro 3000',
    installDaysAgo: 455,
    maintenanceDaysAgo: 40,
    serial: 'DG-IX20-5A1002',
    ip: '10.64.10.2',
    provider: 'AT&T',
    // A slow cellular link: shown as a warning (above 150 ms).
    pingMs: 172,
    signalDbm: -97,
    firmware: '2.4.1',
  },
  {
    panelNumber: 1003,
    assignee: 'admin@demo.test',
    model: 'WD-Ranch 5000',
    installDaysAgo: 300,
    maintenanceDaysAgo: 120,
    serial: 'DG-IX30-7B1003',
    ip: '10.64.10.3',
    provider: 'T-Mobile',
    pingMs: 88,
    signalDbm: -79,
    firmware: '2.3.8',
  },
  {
    panelNumber: 1004,
    assignee: 'support@demo.test',
    model: 'WD-Pro 3000',
    installDaysAgo: 12,
    maintenanceDaysAgo: null,
    serial: 'DG-IX20-5A1004',
    ip: null,
    provider: 'Verizon',
    pingMs: null,
    signalDbm: null,
    firmware: null,
  },
  {
    panelNumber: 1005,
    assignee: 'ops@demo.test',
    model: 'WD-Home 1500',
    installDaysAgo: 720,
    maintenanceDaysAgo: 200,
    serial: 'DG-IX10-3C1005',
    ip: '10.64.10.5',
    provider: 'AT&T',
    pingMs: 64,
    signalDbm: -83,
    firmware: '2.4.0',
  },
] as const;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Runs inside the demo seed's transaction, after the sites and the staff users exist. */
export async function seedDemoFleet(tx: Executor, now: Date) {
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_FLEET.map((p) => p.assignee),
      ),
    );
  const staffId = (email: string) => staff.find((s) => s.email === email)?.id ?? null;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  for (const panel of DEMO_FLEET) {
    const siteId = siteIdForPanel(panel.panelNumber);
    const [site] = await tx
      .update(sites)
      .set({
        assignedUserId: staffId(panel.assignee),
        model: panel.model,
        installDate: isoDay(ago(panel.installDaysAgo)),
        lastMaintenanceAt: panel.maintenanceDaysAgo === null ? null : ago(panel.maintenanceDaysAgo),
        gatewaySerial: panel.serial,
        gatewayIp: panel.ip,
        cellularProvider: panel.provider,
        pingMs: panel.pingMs,
        signalDbm: panel.signalDbm,
        firmware: panel.firmware,
      })
      .where(eq(sites.siteId, siteId))
      .returning({ online: sites.online });
    if (!site?.online) continue;

    await tx.insert(gatewayEvents).values([
      { siteId, at: ago(3), online: false, reason: 'cellular link lost', pingMs: null },
      { siteId, at: ago(3 - 0.02), online: true, reason: 'reconnected', pingMs: panel.pingMs },
    ]);
    await tx.insert(panelMessages).values([
      {
        siteId,
        at: ago(0.01),
        direction: 'up',
        channel: 'status',
        payload: JSON.stringify({
          ts: ago(0.01).toISOString(),
          online: true,
          ping_ms: panel.pingMs,
          signal_dbm: panel.signalDbm,
          firmware: panel.firmware,
        }),
      },
      {
        siteId,
        at: ago(0.005),
        direction: 'up',
        channel: 'telemetry',
        payload: JSON.stringify({
          seq: 1,
          ts: ago(0.005).toISOString(),
          tags: { SYSTEM_STATUS: 0 },
        }),
      },
    ]);
  }
}
