import { and, eq, type SQL, sql } from 'drizzle-orm';
import { MAP_PANEL_FIELDS } from '@wildfire/shared';
import { alias } from 'drizzle-orm/pg-core';
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
import { propertyLacksLocation } from '../services/geocoding';

const legacyStatus = alias(tagLatest, 'legacy_status');

/**
 * A panel's system status, per the documented levels (Standby, Active, Offline): Offline when it
 * never reported, Active when its SYSTEM_STATUS tag (STATUS_SYSTEM on older firmware) is on,
 * Standby otherwise. "On" is `isOn` of @wildfire/shared: the number 1 or true (jsonb compares
 * 1.0 equal to 1, as JavaScript does).
 */
const systemStatus = sql<string>`case
  when ${sites.lastSeenAt} is null then 'Offline'
  when coalesce(${tagLatest.value}, ${legacyStatus.value}) in ('1'::jsonb, 'true'::jsonb) then 'Active'
  else 'Standby' end`;

const located = sql`not (${propertyLacksLocation})`;

/** Each of a panel's values on the map, as the database writes it. */
const panelValues: Record<(typeof MAP_PANEL_FIELDS)[number], SQL> = {
  site_id: sql`${sites.siteId}`,
  panel_number: sql`${sites.panelNumber}`,
  property_id: sql`${properties.id}`,
  name: sql`${properties.name}`,
  address: sql`${properties.address}`,
  latitude: sql`${properties.latitude}`,
  longitude: sql`${properties.longitude}`,
  connection: sql`case when ${sites.online} then 'Online' else 'Offline' end`,
  system_status: systemStatus,
};

/**
 * The map's panels as JSON text, written by the database: each panel a row of values in the
 * order of `MAP_PANEL_FIELDS`. Reading 10,000 panels as rows to write them out again kept the
 * server busy for half a second (the embedded database's rows are decoded in JavaScript), while
 * every other request waited; writing them as objects took the database twice as long as rows.
 * Panels whose property has no position yet are left out and counted in `unplaced`.
 */
export async function mapPanelsJson(db: Executor): Promise<{ json: string; unplaced: number }> {
  const row = sql.join(
    MAP_PANEL_FIELDS.map((field) => panelValues[field]),
    sql`, `,
  );
  const [answer] = await db
    .select({
      json: sql<string>`coalesce(json_agg(json_build_array(${row}) order by ${sites.panelNumber}) filter (where ${located}), '[]')::text`,
      unplaced: sql<number>`count(*) filter (where ${propertyLacksLocation})`.mapWith(Number),
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
    );
  return answer ?? { json: '[]', unplaced: 0 };
}

/** The properties with a panel that still have to be placed on the map (usually none). */
export async function listUnplacedPanelProperties(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ propertyId: properties.id })
    .from(sites)
    .innerJoin(properties, eq(properties.id, sites.propertyId))
    .where(propertyLacksLocation)
    .groupBy(properties.id);
  return rows.map((row) => row.propertyId);
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
