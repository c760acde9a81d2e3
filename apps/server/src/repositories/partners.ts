import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { CLOSED_PROJECT_STATUSES, type CrewStatus } from '@wildfire/shared';
import type { Executor } from '../db/client';
import { partnerMembers, partnerMessages, properties, servicePartners, users } from '../db/schema';
import { pageAndTotal } from './paging';

/**
 * Service partners (admin-back-office.md 2.21): the companies, their crews, the properties they
 * service, their projects and the messages exchanged with them.
 */

export type PartnerRecord = typeof servicePartners.$inferSelect;

const closedList = sql.join(
  CLOSED_PROJECT_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

// Drizzle leaves column names unqualified inside a selected sql fragment, so these name theirs.
/** Projects of the partner not Completed or Cancelled. */
const activeProjectCount = sql<number>`(select count(*)::int from projects p where p.partner_id = service_partners.id and p.status not in (${closedList}))`;
/** Properties whose system the partner services. */
const assignedPropertyCount = sql<number>`(select count(*)::int from properties pr where pr.service_partner_id = service_partners.id)`;

const partnerColumns = {
  id: servicePartners.id,
  companyName: servicePartners.companyName,
  contactName: servicePartners.contactName,
  email: servicePartners.email,
  phone: servicePartners.phone,
  serviceType: servicePartners.serviceType,
  certification: servicePartners.certification,
  status: servicePartners.status,
  location: servicePartners.location,
  rating: servicePartners.rating,
  specialties: servicePartners.specialties,
  joinDate: servicePartners.joinDate,
  lastActivity: servicePartners.lastActivity,
  activeProjects: activeProjectCount,
  assignedProperties: assignedPropertyCount,
};

export type PartnerSummary = Awaited<ReturnType<typeof listPartnerSummaries>>[number];

/**
 * Every partner with its active project and assigned property counts, by company name. The
 * list screen's search and stat cards apply the shared rules (packages/shared) to these.
 */
export async function listPartnerSummaries(db: Executor) {
  const rows = await db
    .select(partnerColumns)
    .from(servicePartners)
    .orderBy(asc(servicePartners.companyName), asc(servicePartners.id));
  return rows.map((r) => ({
    ...r,
    activeProjects: Number(r.activeProjects),
    assignedProperties: Number(r.assignedProperties),
  }));
}

export async function findPartnerSummary(db: Executor, partnerId: number) {
  const [row] = await db
    .select(partnerColumns)
    .from(servicePartners)
    .where(eq(servicePartners.id, partnerId))
    .limit(1);
  return row
    ? {
        ...row,
        activeProjects: Number(row.activeProjects),
        assignedProperties: Number(row.assignedProperties),
      }
    : null;
}

export async function findPartner(db: Executor, partnerId: number) {
  const [row] = await db
    .select()
    .from(servicePartners)
    .where(eq(servicePartners.id, partnerId))
    .limit(1);
  return row ?? null;
}

export async function insertPartner(
  db: Executor,
  values: Omit<typeof servicePartners.$inferInsert, 'id' | 'createdAt'>,
) {
  const [row] = await db.insert(servicePartners).values(values).returning();
  return row!;
}

export async function updatePartner(
  db: Executor,
  partnerId: number,
  values: Partial<typeof servicePartners.$inferInsert>,
) {
  const [row] = await db
    .update(servicePartners)
    .set(values)
    .where(eq(servicePartners.id, partnerId))
    .returning();
  return row!;
}

/** The properties whose system the partner services. */
export async function listPartnerProperties(db: Executor, partnerId: number) {
  return db
    .select({ id: properties.id, name: properties.name, address: properties.address })
    .from(properties)
    .where(eq(properties.servicePartnerId, partnerId))
    .orderBy(asc(properties.name), asc(properties.id));
}

// ---- crew ----

export type CrewMemberRecord = typeof partnerMembers.$inferSelect;

/** The partner's crew: leads first, then by name. */
export async function listCrew(db: Executor, partnerId: number) {
  return db
    .select()
    .from(partnerMembers)
    .where(eq(partnerMembers.partnerId, partnerId))
    .orderBy(desc(partnerMembers.isLead), asc(partnerMembers.name), asc(partnerMembers.id));
}

export async function findCrewMember(db: Executor, partnerId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(partnerMembers)
    .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.id, memberId)))
    .limit(1);
  return row ?? null;
}

/** The crew member rows that are this person's sign-in (a partner user may be on one crew). */
export async function crewMembershipsOf(db: Executor, userId: number) {
  return db
    .select({
      id: partnerMembers.id,
      partnerId: partnerMembers.partnerId,
      name: partnerMembers.name,
    })
    .from(partnerMembers)
    .where(eq(partnerMembers.userId, userId));
}

export async function insertCrewMember(
  db: Executor,
  values: {
    partnerId: number;
    name: string;
    role: string;
    phone: string | null;
    email: string | null;
    isLead: boolean;
    certifications: string[];
    currentStatus: CrewStatus;
  },
) {
  const [row] = await db.insert(partnerMembers).values(values).returning();
  return row!;
}

export async function deleteCrewMember(db: Executor, memberId: number) {
  await db.delete(partnerMembers).where(eq(partnerMembers.id, memberId));
}

// ---- messages ----

export async function listPartnerMessages(
  db: Executor,
  partnerId: number,
  paging: { limit: number; offset: number },
) {
  const where = eq(partnerMessages.partnerId, partnerId);
  return pageAndTotal(
    db
      .select()
      .from(partnerMessages)
      .where(where)
      .orderBy(desc(partnerMessages.createdAt), desc(partnerMessages.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(partnerMessages).where(where),
  );
}

export async function insertPartnerMessage(
  db: Executor,
  values: {
    partnerId: number;
    authorId: number | null;
    authorName: string;
    direction: 'to_partner' | 'from_partner';
    subject: string;
    content: string;
    projectId: string | null;
  },
) {
  const [row] = await db.insert(partnerMessages).values(values).returning();
  if (values.direction === 'from_partner') await touchPartner(db, values.partnerId, row!.createdAt);
  return row!;
}

/** The partner did something (wrote, posted an app update): its Last Activity. */
export async function touchPartner(db: Executor, partnerId: number, at: Date) {
  await db
    .update(servicePartners)
    .set({ lastActivity: at })
    .where(eq(servicePartners.id, partnerId));
}

/** Staff who may be named on a project (project manager, sales executive): active staff. */
export async function listActiveStaff(db: Executor) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.kind, 'staff'), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.id));
}
