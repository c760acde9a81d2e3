import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isOn, type TagValue } from '@wildfire/shared';
import type { Executor } from '../db/client';
import {
  accounts,
  fireZones,
  leads,
  projects,
  properties,
  servicePartners,
  sites,
  tagLatest,
} from '../db/schema';

/** Online or Offline: the panel's link as the watchdog last saw it. */
export type PanelConnection = 'Online' | 'Offline';
/** The documented system status levels: Standby, Active, Offline (never reported). */
export type PanelSystemStatus = 'Active' | 'Standby' | 'Offline';

export function panelSystemStatus(
  lastSeenAt: Date | null,
  systemTag: TagValue | null | undefined,
): PanelSystemStatus {
  if (lastSeenAt === null) return 'Offline';
  return isOn(systemTag) ? 'Active' : 'Standby';
}

const legacyStatus = alias(tagLatest, 'legacy_status');

/** Every panel with its property and system status tag, in one query (10,000 and more). */
export async function listMapPanels(db: Executor) {
  const rows = await db
    .select({
      siteId: sites.siteId,
      panelNumber: sites.panelNumber,
      propertyId: properties.id,
      name: properties.name,
      address: properties.address,
      latitude: properties.latitude,
      longitude: properties.longitude,
      online: sites.online,
      lastSeenAt: sites.lastSeenAt,
      systemTag: tagLatest.value,
      legacySystemTag: legacyStatus.value,
    })
    .from(sites)
    .innerJoin(properties, eq(properties.id, sites.propertyId))
    .leftJoin(
      tagLatest,
      and(eq(tagLatest.siteId, sites.siteId), eq(tagLatest.tag, 'SYSTEM_STATUS')),
    )
    .leftJoin(
      legacyStatus,
      and(eq(legacyStatus.siteId, sites.siteId), eq(legacyStatus.tag, 'STATUS_SYSTEM')),
    )
    .orderBy(sites.panelNumber);
  return rows.map(({ online, lastSeenAt, systemTag, legacySystemTag, ...panel }) => ({
    ...panel,
    connection: (online ? 'Online' : 'Offline') as PanelConnection,
    systemStatus: panelSystemStatus(lastSeenAt, systemTag ?? legacySystemTag),
  }));
}

export async function listMapLeads(db: Executor) {
  return db.select().from(leads).orderBy(leads.id);
}

/** Projects under way, at their property's position, with the contractor's company. */
export async function listMapProjects(db: Executor) {
  return db
    .select({
      id: projects.id,
      projectName: projects.projectName,
      propertyId: properties.id,
      propertyName: properties.name,
      ownerName: accounts.name,
      address: properties.address,
      latitude: properties.latitude,
      longitude: properties.longitude,
      contractor: servicePartners.companyName,
      projectType: projects.projectType,
      status: projects.status,
      progress: projects.progress,
      startDate: projects.startDate,
      estimatedCompletionDate: projects.estimatedCompletionDate,
      estimateAmountCents: projects.estimateAmountCents,
    })
    .from(projects)
    .innerJoin(properties, eq(properties.id, projects.propertyId))
    .innerJoin(accounts, eq(accounts.id, properties.accountId))
    .leftJoin(servicePartners, eq(servicePartners.id, projects.partnerId))
    .where(eq(projects.status, 'In Progress'))
    .orderBy(projects.id);
}

export async function listActiveFireZones(db: Executor) {
  return db
    .select({ id: fireZones.id, name: fireZones.name, polygon: fireZones.polygon })
    .from(fireZones)
    .where(eq(fireZones.active, true))
    .orderBy(fireZones.id);
}

export async function storeLeadLocation(
  db: Executor,
  leadId: number,
  position: { latitude: number; longitude: number },
) {
  await db
    .update(leads)
    .set({ latitude: position.latitude, longitude: position.longitude })
    .where(eq(leads.id, leadId));
}
