import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  max,
  or,
  sql,
  type SQL,
  getTableColumns,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PUMP_CYCLE_WINDOW_DAYS, type PropertyRole, type TagValue } from '@wildfire/shared';
import type { Executor } from '../db/client';
import {
  accountMemberships,
  accounts,
  gatewayEvents,
  panelMessages,
  projects,
  properties,
  propertyFiles,
  propertyMemberships,
  propertyNotes,
  sites,
  tagHistory,
  tagLatest,
  users,
} from '../db/schema';
import { escapeLike } from './staff-access';
import { pageAndTotal, offsetOf, type PageRequest } from './paging';

/**
 * The back-office fleet: panels (sites) with their property, gateway and assigned staff member,
 * their message log and gateway history, and the property records staff keep (files, notes,
 * members, maintenance projects).
 */

const systemTag = alias(tagLatest, 'system_tag');
const legacySystemTag = alias(tagLatest, 'legacy_system_tag');
const assignedUser = alias(users, 'assigned_user');

// Every column of the panel but its creation time; the property and assignee as joined.
const { createdAt: _createdAt, ...panelRecordColumns } = getTableColumns(sites);

const panelColumns = {
  ...panelRecordColumns,
  propertyId: properties.id,
  propertyName: properties.name,
  address: properties.address,
  latitude: properties.latitude,
  longitude: properties.longitude,
  assignedUserId: assignedUser.id,
  assignedUserName: assignedUser.name,
  systemValue: systemTag.value,
  legacySystemValue: legacySystemTag.value,
};

function panelQuery(db: Executor) {
  return db
    .select(panelColumns)
    .from(sites)
    .innerJoin(properties, eq(properties.id, sites.propertyId))
    .leftJoin(assignedUser, eq(assignedUser.id, sites.assignedUserId))
    .leftJoin(
      systemTag,
      and(eq(systemTag.siteId, sites.siteId), eq(systemTag.tag, 'SYSTEM_STATUS')),
    )
    .leftJoin(
      legacySystemTag,
      and(eq(legacySystemTag.siteId, sites.siteId), eq(legacySystemTag.tag, 'STATUS_SYSTEM')),
    );
}

type PanelRowRaw = Awaited<ReturnType<ReturnType<typeof panelQuery>['execute']>>[number];

const toPanel = ({ systemValue, legacySystemValue, ...row }: PanelRowRaw) => ({
  ...row,
  /** SYSTEM_STATUS (or STATUS_SYSTEM) as last reported; what it means depends on the link. */
  systemTag: (systemValue ?? legacySystemValue ?? null) as TagValue | null,
});
export type FleetPanel = ReturnType<typeof toPanel>;

/** A panel by its four-digit panel number (`1001`) or its site id (`WD-1001`). */
const panelMatch = (panelId: string): SQL =>
  /^\d{1,9}$/.test(panelId)
    ? eq(sites.panelNumber, Number(panelId))
    : eq(sql`lower(${sites.siteId})`, panelId.toLowerCase());

export async function findFleetPanel(db: Executor, panelId: string): Promise<FleetPanel | null> {
  const [row] = await panelQuery(db).where(panelMatch(panelId)).limit(1);
  return row ? toPanel(row) : null;
}

/** The Panels table: by panel number, optionally only those assigned to one staff member. */
export async function listFleetPanels(
  db: Executor,
  options: PageRequest & { assignedUserId?: number | undefined },
) {
  const where =
    options.assignedUserId !== undefined
      ? eq(sites.assignedUserId, options.assignedUserId)
      : undefined;
  return pageAndTotal(
    panelQuery(db)
      .where(where)
      .orderBy(asc(sites.panelNumber))
      .limit(options.pageSize)
      .offset(offsetOf(options)),
    db.select({ n: count() }).from(sites).where(where),
    toPanel,
  );
}

export async function setPanelAssignee(db: Executor, siteId: string, userId: number | null) {
  await db.update(sites).set({ assignedUserId: userId }).where(eq(sites.siteId, siteId));
}

/** A staff member by id, or null (only staff can be assigned to a panel). */
export async function findStaffUser(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.kind, 'staff')));
  return row ?? null;
}

/** The gateway's online and offline changes, newest first. */
export async function listGatewayEvents(db: Executor, siteId: string, paging: PageRequest) {
  const where = eq(gatewayEvents.siteId, siteId);
  return pageAndTotal(
    db
      .select()
      .from(gatewayEvents)
      .where(where)
      .orderBy(desc(gatewayEvents.at), desc(gatewayEvents.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(gatewayEvents).where(where),
  );
}

/** The panel's MQTT messages, newest first. */
export async function listPanelMessages(db: Executor, siteId: string, paging: PageRequest) {
  const where = eq(panelMessages.siteId, siteId);
  return pageAndTotal(
    db
      .select()
      .from(panelMessages)
      .where(where)
      .orderBy(desc(panelMessages.at), desc(panelMessages.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(panelMessages).where(where),
  );
}

export async function latestTags(db: Executor, siteId: string) {
  return db
    .select({ tag: tagLatest.tag, value: tagLatest.value, receivedAt: tagLatest.receivedAt })
    .from(tagLatest)
    .where(eq(tagLatest.siteId, siteId));
}

/**
 * How often a pump started in the last days: each report of a pump status tag that is on while
 * the same tag's previous report was off (or there was none) counts as one cycle.
 */
export async function countPumpCycles(db: Executor, siteId: string, now = new Date()) {
  const since = new Date(now.getTime() - PUMP_CYCLE_WINDOW_DAYS * 86_400_000);
  const on = sql`(value = '1'::jsonb or value = 'true'::jsonb)`;
  const result = await db.execute<{ cycles: number | string }>(sql`
    select count(*) as cycles from (
      select ${on} as is_on,
             lag(${on}) over (partition by tag order by panel_time, id) as was_on
      from ${tagHistory}
      where site_id = ${siteId}
        and panel_time >= ${since.toISOString()}
        and (tag ~ '^PUMP_[0-9]+_STATUS$' or tag ~ '^HMI_PUMP[0-9]+_RUN_IND$')
    ) t
    where is_on and (was_on is null or not was_on)`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    cycles: number | string;
  }>;
  return Number(rows[0]?.cycles ?? 0);
}

// ---- properties ----

/** The Properties list: search on panel ID, name or address, case-insensitive. */
export async function listFleetProperties(
  db: Executor,
  options: PageRequest & { search?: string | undefined },
) {
  const filters: SQL[] = [];
  const search = options.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    filters.push(
      or(
        ilike(properties.name, pattern),
        ilike(properties.address, pattern),
        ilike(sites.siteId, pattern),
        ilike(sql`${sites.panelNumber}::text`, pattern),
      )!,
    );
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  return pageAndTotal(
    db
      .select({
        propertyId: properties.id,
        name: properties.name,
        address: properties.address,
        latitude: properties.latitude,
        longitude: properties.longitude,
        accountName: accounts.name,
        siteId: sites.siteId,
        panelNumber: sites.panelNumber,
        online: sites.online,
        lastSeenAt: sites.lastSeenAt,
      })
      .from(properties)
      .innerJoin(accounts, eq(accounts.id, properties.accountId))
      .leftJoin(sites, eq(sites.propertyId, properties.id))
      .where(where)
      .orderBy(asc(properties.name), asc(properties.id))
      .limit(options.pageSize)
      .offset(offsetOf(options)),
    db
      .select({ n: count() })
      .from(properties)
      .leftJoin(sites, eq(sites.propertyId, properties.id))
      .where(where),
  );
}

export async function findPropertyRecord(db: Executor, propertyId: number) {
  const [row] = await db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      accountId: properties.accountId,
      siteId: sites.siteId,
      panelNumber: sites.panelNumber,
    })
    .from(properties)
    .leftJoin(sites, eq(sites.propertyId, properties.id))
    .where(eq(properties.id, propertyId));
  return row ?? null;
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, kind: users.kind })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function panelNumberTaken(db: Executor, panelNumber: number, siteId: string) {
  const [row] = await db
    .select({ siteId: sites.siteId })
    .from(sites)
    .where(
      or(eq(sites.panelNumber, panelNumber), eq(sql`lower(${sites.siteId})`, siteId.toLowerCase())),
    )
    .limit(1);
  return row !== undefined;
}

/** The account the person owns (the oldest, when several), or null. */
export async function findOwnedAccount(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: accountMemberships.accountId })
    .from(accountMemberships)
    .where(
      and(
        eq(accountMemberships.userId, userId),
        eq(accountMemberships.role, 'account_owner'),
        eq(accountMemberships.status, 'active'),
      ),
    )
    .orderBy(asc(accountMemberships.accountId))
    .limit(1);
  return row?.id ?? null;
}

/** Create the property and its site (panel) in the owner's account, making one when needed. */
export async function createPropertyWithSite(
  db: Executor,
  input: {
    name: string;
    address: string;
    owner: { id: number; name: string };
    panelNumber: number;
    siteId: string;
    latitude: number | null;
    longitude: number | null;
  },
) {
  let accountId = await findOwnedAccount(db, input.owner.id);
  if (accountId === null) {
    const [account] = await db
      .insert(accounts)
      .values({ name: input.owner.name })
      .returning({ id: accounts.id });
    accountId = account!.id;
    await db
      .insert(accountMemberships)
      .values({ accountId, userId: input.owner.id, role: 'account_owner' });
  }
  const [property] = await db
    .insert(properties)
    .values({
      accountId,
      name: input.name,
      address: input.address,
      latitude: input.latitude,
      longitude: input.longitude,
    })
    .returning({ id: properties.id });
  await db.insert(sites).values({
    siteId: input.siteId,
    propertyId: property!.id,
    panelNumber: input.panelNumber,
  });
  await db
    .insert(propertyMemberships)
    .values({ propertyId: property!.id, userId: input.owner.id, role: 'owner' });
  return { propertyId: property!.id, accountId };
}

// ---- members (the membership model of repositories/members.ts) ----

export async function addPropertyMember(
  db: Executor,
  propertyId: number,
  userId: number,
  role: PropertyRole,
) {
  await db.insert(propertyMemberships).values({ propertyId, userId, role, status: 'active' });
}

export async function removePropertyMember(db: Executor, propertyId: number, userId: number) {
  await db
    .delete(propertyMemberships)
    .where(
      and(eq(propertyMemberships.propertyId, propertyId), eq(propertyMemberships.userId, userId)),
    );
}

// ---- maintenance ----

/** The next free PRJ-NNN id (at least three digits). */
export async function nextProjectId(db: Executor) {
  const [row] = await db
    .select({
      top: max(sql<number>`nullif(regexp_replace(${projects.id}, '[^0-9]', '', 'g'), '')::int`),
    })
    .from(projects)
    .where(sql`${projects.id} ~ '^PRJ-[0-9]+$'`);
  const next = Number(row?.top ?? 0) + 1;
  return `PRJ-${String(next).padStart(3, '0')}`;
}

export async function createMaintenanceProject(
  db: Executor,
  input: { propertyId: number; propertyName: string; date: string; description: string },
) {
  const id = await nextProjectId(db);
  const [row] = await db
    .insert(projects)
    .values({
      id,
      projectName: `Maintenance: ${input.propertyName}`,
      propertyId: input.propertyId,
      projectType: 'Maintenance',
      status: 'Planning',
      startDate: input.date,
      estimatedCompletionDate: input.date,
      description: input.description,
    })
    .returning({ id: projects.id, startDate: projects.startDate });
  return row!;
}

/** Maintenance projects of a property not completed or cancelled yet, soonest first. */
export async function listOpenMaintenance(db: Executor, propertyId: number) {
  return db
    .select({
      id: projects.id,
      status: projects.status,
      startDate: projects.startDate,
      description: projects.description,
    })
    .from(projects)
    .where(
      and(
        eq(projects.propertyId, propertyId),
        eq(projects.projectType, 'Maintenance'),
        inArray(projects.status, ['Planning', 'Approved', 'In Progress', 'On Hold']),
      ),
    )
    .orderBy(asc(projects.startDate), asc(projects.id));
}

// ---- files ----

const uploader = alias(users, 'uploader');

export async function listPropertyFiles(db: Executor, propertyId: number) {
  return db
    .select({
      id: propertyFiles.id,
      fileName: propertyFiles.fileName,
      contentType: propertyFiles.contentType,
      sizeBytes: propertyFiles.sizeBytes,
      uploadedBy: uploader.name,
      createdAt: propertyFiles.createdAt,
    })
    .from(propertyFiles)
    .leftJoin(uploader, eq(uploader.id, propertyFiles.uploadedBy))
    .where(eq(propertyFiles.propertyId, propertyId))
    .orderBy(desc(propertyFiles.createdAt), desc(propertyFiles.id));
}

export async function findPropertyFile(db: Executor, propertyId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(propertyFiles)
    .where(and(eq(propertyFiles.propertyId, propertyId), eq(propertyFiles.id, fileId)));
  return row ?? null;
}

export async function insertPropertyFile(db: Executor, values: typeof propertyFiles.$inferInsert) {
  const [row] = await db.insert(propertyFiles).values(values).returning({ id: propertyFiles.id });
  return row!.id;
}

export async function deletePropertyFile(db: Executor, fileId: number) {
  await db.delete(propertyFiles).where(eq(propertyFiles.id, fileId));
}

// ---- notes ----

export async function listPropertyNotes(db: Executor, propertyId: number, paging: PageRequest) {
  const where = eq(propertyNotes.propertyId, propertyId);
  return pageAndTotal(
    db
      .select({
        id: propertyNotes.id,
        content: propertyNotes.content,
        createdAt: propertyNotes.createdAt,
        authorName: users.name,
      })
      .from(propertyNotes)
      .leftJoin(users, eq(users.id, propertyNotes.authorId))
      .where(where)
      .orderBy(desc(propertyNotes.createdAt), desc(propertyNotes.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(propertyNotes).where(where),
  );
}

export async function insertPropertyNote(
  db: Executor,
  input: { propertyId: number; authorId: number; content: string },
) {
  const [row] = await db.insert(propertyNotes).values(input).returning();
  return row!;
}
