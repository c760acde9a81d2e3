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
  type SQL,
  getTableColumns,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type AppUpdateType,
  depositStatus,
  type NotePriority,
  PROPERTY_ROLE_LABELS,
  type PropertyRole,
  propertyRoleFromAccountRole,
  strongestRole,
} from '@wildfire/shared';
import type { Executor } from '../db/client';
import {
  accountMemberships,
  partnerMembers,
  projectEvents,
  projectNotes,
  projects,
  projectUpdates,
  properties,
  propertyMemberships,
  servicePartners,
  sessions,
  users,
} from '../db/schema';
import { crewMembershipsOf } from './partners';
import { listVisibleProperties } from './sites';
import { escapeLike } from './staff-access';
import { pageAndTotal, type Paging } from './paging';

/**
 * Projects (admin-back-office.md 2.22, 2.23): the project with its property, contractor and
 * staff, its history, internal notes, app updates and the people of its property.
 */

const projectManager = alias(users, 'project_manager');
const salesExecutive = alias(users, 'sales_executive');
const waivedBy = alias(users, 'deposit_waived_by_user');

/** Every column of the project, with the names of what it points to. */
const projectColumns = {
  ...getTableColumns(projects),
  propertyName: properties.name,
  propertyAddress: properties.address,
  latitude: properties.latitude,
  longitude: properties.longitude,
  accountId: properties.accountId,
  partnerName: servicePartners.companyName,
  partnerCertification: servicePartners.certification,
  depositWaivedByName: waivedBy.name,
  projectManagerName: projectManager.name,
  salesExecutiveName: salesExecutive.name,
};

const projectQuery = (db: Executor) =>
  db
    .select(projectColumns)
    .from(projects)
    .innerJoin(properties, eq(properties.id, projects.propertyId))
    .leftJoin(servicePartners, eq(servicePartners.id, projects.partnerId))
    .leftJoin(projectManager, eq(projectManager.id, projects.projectManagerId))
    .leftJoin(salesExecutive, eq(salesExecutive.id, projects.salesExecutiveId))
    .leftJoin(waivedBy, eq(waivedBy.id, projects.depositWaivedBy));

export type ProjectRow = Awaited<ReturnType<typeof findProjectRow>> & {};

/**
 * Projects with their property, contractor and staff, newest first. Without a condition: every
 * project (the list screen applies the shared search and status rules to them).
 */
export async function listProjectRows(db: Executor, where?: SQL) {
  return projectQuery(db).where(where).orderBy(desc(projects.createdAt), desc(projects.id));
}

export async function findProjectRow(db: Executor, projectId: string) {
  const [row] = await projectQuery(db).where(eq(projects.id, projectId)).limit(1);
  return row ?? null;
}

export type ProjectRecord = typeof projects.$inferSelect;

/** The stored project, locked for the rest of the transaction (changes read, check, write). */
export async function lockProject(db: Executor, projectId: string) {
  const [row] = await db
    .select()
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function insertProject(db: Executor, values: typeof projects.$inferInsert) {
  const [row] = await db.insert(projects).values(values).returning();
  return row!;
}

export async function updateProjectRecord(
  db: Executor,
  projectId: string,
  values: Partial<typeof projects.$inferInsert>,
) {
  await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projects.id, projectId));
}

/** Projects a staff member manages or sells, or at a customer's properties, or of a partner. */
export async function projectsWhere(
  db: Executor,
  who:
    | { kind: 'staff'; userId: number }
    | { kind: 'properties'; propertyIds: number[] }
    | { kind: 'partners'; partnerIds: number[] },
) {
  switch (who.kind) {
    case 'staff':
      return listProjectRows(
        db,
        or(eq(projects.projectManagerId, who.userId), eq(projects.salesExecutiveId, who.userId)),
      );
    case 'properties':
      return who.propertyIds.length === 0
        ? []
        : listProjectRows(db, inArray(projects.propertyId, who.propertyIds));
    case 'partners':
      return who.partnerIds.length === 0
        ? []
        : listProjectRows(db, inArray(projects.partnerId, who.partnerIds));
  }
}

// ---- history ----

export async function insertProjectEvent(
  db: Executor,
  values: {
    projectId: string;
    actorId: number | null;
    summary: string;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(projectEvents).values({ ...values, details: values.details ?? {} });
}

const actor = alias(users, 'actor');

export async function listProjectEvents(db: Executor, projectId: string, paging: Paging) {
  const where = eq(projectEvents.projectId, projectId);
  return pageAndTotal(
    db
      .select({
        id: projectEvents.id,
        summary: projectEvents.summary,
        actorName: actor.name,
        createdAt: projectEvents.createdAt,
      })
      .from(projectEvents)
      .leftJoin(actor, eq(actor.id, projectEvents.actorId))
      .where(where)
      .orderBy(desc(projectEvents.createdAt), desc(projectEvents.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(projectEvents).where(where),
  );
}

// ---- internal notes ----

const author = alias(users, 'author');

/**
 * A project's internal notes, newest first. A private note shows only to its author and to
 * staff who may edit projects (`seeAllPrivate`).
 */
export async function listProjectNotes(
  db: Executor,
  projectId: string,
  viewer: { userId: number; seeAllPrivate: boolean },
  paging: Paging,
) {
  const visible = viewer.seeAllPrivate
    ? eq(projectNotes.projectId, projectId)
    : and(
        eq(projectNotes.projectId, projectId),
        or(eq(projectNotes.isPrivate, false), eq(projectNotes.authorId, viewer.userId)),
      );
  return pageAndTotal(
    db
      .select({
        id: projectNotes.id,
        content: projectNotes.content,
        priority: projectNotes.priority,
        isPrivate: projectNotes.isPrivate,
        authorId: projectNotes.authorId,
        authorName: author.name,
        authorType: author.userType,
        createdAt: projectNotes.createdAt,
      })
      .from(projectNotes)
      .leftJoin(author, eq(author.id, projectNotes.authorId))
      .where(visible)
      .orderBy(desc(projectNotes.createdAt), desc(projectNotes.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(projectNotes).where(visible),
  );
}

export async function insertProjectNote(
  db: Executor,
  values: {
    projectId: string;
    authorId: number;
    content: string;
    priority: NotePriority;
    isPrivate: boolean;
  },
) {
  const [row] = await db.insert(projectNotes).values(values).returning();
  return row!;
}

// ---- app updates ----

export async function listProjectUpdates(db: Executor, projectId: string, paging: Paging) {
  const where = eq(projectUpdates.projectId, projectId);
  return pageAndTotal(
    db
      .select({
        id: projectUpdates.id,
        contractorName: projectUpdates.contractorName,
        memberName: partnerMembers.name,
        updateType: projectUpdates.updateType,
        message: projectUpdates.message,
        latitude: projectUpdates.latitude,
        longitude: projectUpdates.longitude,
        address: projectUpdates.address,
        photos: projectUpdates.photos,
        nextScheduledDate: projectUpdates.nextScheduledDate,
        createdAt: projectUpdates.createdAt,
      })
      .from(projectUpdates)
      .leftJoin(partnerMembers, eq(partnerMembers.id, projectUpdates.memberId))
      .where(where)
      .orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(projectUpdates).where(where),
  );
}

export async function insertProjectUpdate(
  db: Executor,
  values: {
    projectId: string;
    memberId: number | null;
    contractorName: string;
    updateType: AppUpdateType;
    message: string;
    latitude: number | null;
    longitude: number | null;
    address: string | null;
    nextScheduledDate: string | null;
  },
) {
  const [row] = await db.insert(projectUpdates).values(values).returning();
  return row!;
}

// ---- the property's people ----

export interface PropertyPerson {
  userId: number;
  name: string;
  email: string;
  phone: string | null;
  role: PropertyRole;
  /** Account Owner of the property's account (the client representative). */
  accountOwner: boolean;
  lastLogin: Date | null;
}

/**
 * Who has access to the property, from its memberships and its account's (an Account Owner is
 * an Owner of every property of the account; a Billing Contact has no property access).
 */
export async function listPropertyPeople(
  db: Executor,
  propertyId: number,
  accountId: number,
): Promise<PropertyPerson[]> {
  const [direct, viaAccount] = await Promise.all([
    db
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        role: propertyMemberships.role,
      })
      .from(propertyMemberships)
      .innerJoin(users, eq(users.id, propertyMemberships.userId))
      .where(
        and(
          eq(propertyMemberships.propertyId, propertyId),
          eq(propertyMemberships.status, 'active'),
        ),
      )
      .orderBy(asc(propertyMemberships.createdAt), asc(users.id)),
    db
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        accountRole: accountMemberships.role,
      })
      .from(accountMemberships)
      .innerJoin(users, eq(users.id, accountMemberships.userId))
      .where(
        and(eq(accountMemberships.accountId, accountId), eq(accountMemberships.status, 'active')),
      )
      .orderBy(asc(accountMemberships.createdAt), asc(users.id)),
  ]);
  const people = new Map<number, Omit<PropertyPerson, 'lastLogin'>>();
  for (const row of viaAccount) {
    const role = propertyRoleFromAccountRole(row.accountRole);
    if (!role) continue;
    people.set(row.userId, { ...row, role, accountOwner: row.accountRole === 'account_owner' });
  }
  for (const row of direct) {
    const known = people.get(row.userId);
    people.set(row.userId, {
      ...row,
      role: strongestRole([known?.role, row.role]) ?? row.role,
      accountOwner: known?.accountOwner ?? false,
    });
  }
  const ids = [...people.keys()];
  const logins =
    ids.length === 0
      ? []
      : await db
          .select({ userId: sessions.userId, at: max(sessions.createdAt) })
          .from(sessions)
          .where(inArray(sessions.userId, ids))
          .groupBy(sessions.userId);
  return [...people.values()].map((p) => {
    const at = logins.find((l) => l.userId === p.userId)?.at;
    return { ...p, lastLogin: at ? new Date(at) : null };
  });
}

/**
 * The client representative: the Account Owner of the property's account, else the property's
 * first Owner.
 */
export function clientRepresentative(people: PropertyPerson[]): PropertyPerson | null {
  return people.find((p) => p.accountOwner) ?? people.find((p) => p.role === 'owner') ?? null;
}

/** New Project's property search: by name or address, case-insensitive. */
export async function searchProperties(db: Executor, search: string, limit: number) {
  const pattern = `%${escapeLike(search.trim())}%`;
  return db
    .select({ id: properties.id, name: properties.name, address: properties.address })
    .from(properties)
    .where(
      search.trim() === ''
        ? undefined
        : or(ilike(properties.name, pattern), ilike(properties.address, pattern)),
    )
    .orderBy(asc(properties.name), asc(properties.id))
    .limit(limit);
}

export async function findPropertyBrief(db: Executor, propertyId: number) {
  const [row] = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  return row ?? null;
}

/** A person's part in a project and the project, as the back-office user pages list it. */
const userProjectRow = (row: ProjectRow, part: string) => ({
  id: row.id,
  name: row.projectName,
  property: row.propertyName,
  role: part,
  status: row.status,
  deposit: depositStatus({
    requiredCents: row.depositRequiredCents,
    paidCents: row.depositPaidCents,
    waived: row.depositWaived,
  }),
});

/**
 * The projects of one person, for the back-office user pages: those a staff member manages or
 * sells, those at a customer's properties, those of a partner user's company; newest first,
 * each with the person's part in it.
 */
export async function userProjects(
  db: Executor,
  user: { id: number; kind: 'customer' | 'staff' | 'partner' },
) {
  if (user.kind === 'staff') {
    const rows = await projectsWhere(db, { kind: 'staff', userId: user.id });
    return rows.map((row) =>
      userProjectRow(
        row,
        [
          row.projectManagerId === user.id ? 'Project Manager' : null,
          row.salesExecutiveId === user.id ? 'Sales Executive' : null,
        ]
          .filter(Boolean)
          .join(', '),
      ),
    );
  }
  if (user.kind === 'partner') {
    const crew = await crewMembershipsOf(db, user.id);
    const rows = await projectsWhere(db, {
      kind: 'partners',
      partnerIds: [...new Set(crew.map((c) => c.partnerId))],
    });
    return rows.map((row) => userProjectRow(row, 'Contractor crew'));
  }
  const visible = await listVisibleProperties(db, user.id);
  const rows = await projectsWhere(db, {
    kind: 'properties',
    propertyIds: visible.map((p) => p.id),
  });
  return rows.map((row) => {
    const role = visible.find((p) => p.id === row.propertyId)?.role;
    return userProjectRow(row, role ? PROPERTY_ROLE_LABELS[role] : '');
  });
}
