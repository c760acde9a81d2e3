import { and, eq, type SQL, sql } from 'drizzle-orm';
import { MAP_PANEL_FIELDS } from '@wildfire/shared';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import {
  accounts,
  alerts,
  firePerimeters,
  leads,
  projects,
  properties,
  servicePartners,
  sites,
  tagLatest,
} from '../db/schema';
import { propertyLacksLocation } from '../services/geocoding';

const legacyStatus = alias(tagLatest, 'legacy_status');

/** SYSTEM_STATUS (STATUS_SYSTEM on older firmware) as last reported: on is 1 or true (isOn). */
const systemOn = sql`case
  when coalesce(${tagLatest.value}, ${legacyStatus.value}) is null then null
  else coalesce(${tagLatest.value}, ${legacyStatus.value}) in ('1'::jsonb, 'true'::jsonb) end`;

/**
 * Each site's active alarms as `condition:severity` texts, in one pass over the active-alarm
 * index; the map's popup derives the panel's state from them with the other screens' function.
 */
const activeAlarms = sql`(select ${alerts.siteId} as site_id,
    json_agg(${alerts.condition} || ':' || case when ${alerts.type} = 'urgent' then 'urgent' else 'warning' end) as list
  from ${alerts}
  where ${alerts.resolvedAt} is null and ${alerts.condition} is not null
  group by ${alerts.siteId})`;

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
  online: sql`${sites.online}`,
  last_seen_at: sql`(extract(epoch from ${sites.lastSeenAt}) * 1000)::bigint`,
  system_on: systemOn,
  alarms: sql`coalesce(site_alarms.list, '[]'::json)`,
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
    )
    .leftJoin(sql`${activeAlarms} as site_alarms`, sql`site_alarms.site_id = ${sites.siteId}`);
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

/**
 * The current fire perimeters (WFIGS, stored by the fire data poll) as the map's fire zones:
 * one outline per polygon, [latitude, longitude] pairs, named with the incident and its size.
 * The prototype's fixed "Active Fire Zone" is no longer drawn: only real perimeters are.
 */
export async function listActiveFireZones(db: Executor) {
  const perimeters = await db.select().from(firePerimeters).orderBy(firePerimeters.id);
  return perimeters.flatMap((p) => {
    const polygons =
      p.geometry.type === 'Polygon' ? [p.geometry.coordinates] : p.geometry.coordinates;
    const facts = [
      p.acres === null ? null : `${Math.round(p.acres).toLocaleString('en-US')} acres`,
      p.containment === null ? null : `${Math.round(p.containment)} % contained`,
    ].filter(Boolean);
    const name = facts.length > 0 ? `${p.incidentName} (${facts.join(', ')})` : p.incidentName;
    return polygons.map((rings, i) => ({
      id: polygons.length === 1 ? p.id : `${p.id}-${String(i + 1)}`,
      name,
      polygon: (rings[0] ?? []).map(([lon, lat]) => [lat!, lon!] as [number, number]),
    }));
  });
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
