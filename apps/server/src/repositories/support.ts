import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  notInArray,
  or,
  sql,
  type SQL,
  getTableColumns,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  TICKET_AWAITING_REPLY_STATUSES,
  TICKET_CLOSING_STATUSES,
  ticketCode,
  ticketDetailStatusLabel,
  truncateTicketDescription,
  type UserTicketRow,
  type PermissionId,
  type TicketCategory,
  type TicketListItem,
  type TicketMessageRole,
  type TicketPriority,
  type TicketStatus,
} from '@wildfire/shared';
import type { Executor } from '../db/client';
import {
  projects,
  properties,
  sites,
  supportTickets,
  ticketCollaborators,
  ticketMessages,
  users,
} from '../db/schema';
import { effectivePermissionsOf, escapeLike } from './staff-access';
import { pageAndTotal, type Paging } from './paging';

/**
 * Support tickets (admin-back-office.md 2.6, 2.7): the list with its search and filters, one
 * ticket with its conversation and collaborators, the desk overview and customer history.
 */

const customer = alias(users, 'ticket_customer');
const assignee = alias(users, 'ticket_assignee');
const creator = alias(users, 'ticket_creator');

/** `TICK-001` in SQL, so the search finds tickets by the id people read. */
const codeSql = sql`'TICK-' || lpad(${supportTickets.id}::text, greatest(3, length(${supportTickets.id}::text)), '0')`;

// The ticket's own columns but who created it and its project; the people and property as joined.
const {
  createdById: _createdById,
  projectId: _projectId,
  ...ticketColumns
} = getTableColumns(supportTickets);

const listColumns = {
  ...ticketColumns,
  customerId: customer.id,
  customerName: customer.name,
  customerEmail: customer.email,
  assigneeId: assignee.id,
  assigneeName: assignee.name,
  propertyId: properties.id,
  propertyName: properties.name,
  createdByName: creator.name,
};

const listQuery = (db: Executor) =>
  db
    .select(listColumns)
    .from(supportTickets)
    .innerJoin(customer, eq(customer.id, supportTickets.customerId))
    .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeId))
    .leftJoin(properties, eq(properties.id, supportTickets.propertyId))
    .leftJoin(creator, eq(creator.id, supportTickets.createdById));

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

export const toTicketListItem = (row: ListRow): TicketListItem => ({
  id: row.id,
  code: ticketCode(row.id),
  subject: row.subject,
  description_preview: truncateTicketDescription(row.description),
  customer: { id: row.customerId, name: row.customerName, email: row.customerEmail },
  priority: row.priority,
  status: row.status,
  category: row.category,
  assignee:
    row.assigneeId !== null && row.assigneeName !== null
      ? { id: row.assigneeId, name: row.assigneeName }
      : null,
  property:
    row.propertyId !== null && row.propertyName !== null
      ? { id: row.propertyId, name: row.propertyName }
      : null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export interface TicketFilters {
  /** Case-insensitive on subject, customer (name or email) and ID (`TICK-001`). */
  search?: string | undefined;
  status?: TicketStatus | undefined;
  /** The Critical Priority button sends Critical. */
  priority?: TicketPriority | undefined;
  customerId?: number | undefined;
  assigneeId?: number | undefined;
  /** Only tickets not Solved or Closed. */
  openOnly?: boolean | undefined;
  statuses?: readonly TicketStatus[] | undefined;
}

/** Search and filters combine with AND (section 5). */
function ticketWhere(filters: TicketFilters): SQL | undefined {
  const parts: SQL[] = [];
  const search = filters.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    parts.push(
      or(
        ilike(supportTickets.subject, pattern),
        ilike(customer.name, pattern),
        ilike(customer.email, pattern),
        sql`${codeSql} ilike ${pattern}`,
      )!,
    );
  }
  if (filters.status) parts.push(eq(supportTickets.status, filters.status));
  if (filters.statuses) parts.push(inArray(supportTickets.status, [...filters.statuses]));
  if (filters.priority) parts.push(eq(supportTickets.priority, filters.priority));
  if (filters.customerId !== undefined)
    parts.push(eq(supportTickets.customerId, filters.customerId));
  if (filters.assigneeId !== undefined)
    parts.push(eq(supportTickets.assigneeId, filters.assigneeId));
  if (filters.openOnly) parts.push(notInArray(supportTickets.status, [...TICKET_CLOSING_STATUSES]));
  return parts.length > 0 ? and(...parts) : undefined;
}

/** The tickets list, newest first. */
export async function listTickets(
  db: Executor,
  filters: TicketFilters,
  paging: Paging,
  order: 'newest' | 'waiting-longest' = 'newest',
) {
  const where = ticketWhere(filters);
  return pageAndTotal(
    listQuery(db)
      .where(where)
      .orderBy(
        ...(order === 'newest'
          ? [desc(supportTickets.createdAt), desc(supportTickets.id)]
          : [asc(supportTickets.updatedAt), asc(supportTickets.id)]),
      )
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ n: count() })
      .from(supportTickets)
      .innerJoin(customer, eq(customer.id, supportTickets.customerId))
      .where(where),
    toTicketListItem,
  );
}

/** One ticket with its customer, property, assignee, creator and project. */
export async function findTicket(db: Executor, ticketId: number) {
  const [row] = await db
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      description: supportTickets.description,
      status: supportTickets.status,
      priority: supportTickets.priority,
      category: supportTickets.category,
      createdAt: supportTickets.createdAt,
      updatedAt: supportTickets.updatedAt,
      customerId: supportTickets.customerId,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      customerSince: customer.createdAt,
      propertyId: supportTickets.propertyId,
      propertyName: properties.name,
      propertyAddress: properties.address,
      panelNumber: sites.panelNumber,
      assigneeId: supportTickets.assigneeId,
      assigneeName: assignee.name,
      assigneeEmail: assignee.email,
      createdById: supportTickets.createdById,
      createdByName: creator.name,
      projectId: supportTickets.projectId,
      projectName: projects.projectName,
      projectStatus: projects.status,
    })
    .from(supportTickets)
    .innerJoin(customer, eq(customer.id, supportTickets.customerId))
    .leftJoin(properties, eq(properties.id, supportTickets.propertyId))
    .leftJoin(sites, eq(sites.propertyId, supportTickets.propertyId))
    .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeId))
    .leftJoin(creator, eq(creator.id, supportTickets.createdById))
    .leftJoin(projects, eq(projects.id, supportTickets.projectId))
    .where(eq(supportTickets.id, ticketId))
    .limit(1);
  return row ?? null;
}
export type TicketRecord = NonNullable<Awaited<ReturnType<typeof findTicket>>>;

/** A ticket's conversation, oldest first; only the given roles when named. */
export async function listTicketMessages(
  db: Executor,
  ticketId: number,
  roles?: readonly TicketMessageRole[],
) {
  const rows = await db
    .select()
    .from(ticketMessages)
    .where(
      and(
        eq(ticketMessages.ticketId, ticketId),
        roles ? inArray(ticketMessages.role, [...roles]) : undefined,
      ),
    )
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  return rows.map((m) => ({
    id: m.id,
    author: m.authorName,
    author_id: m.authorId,
    role: m.role,
    content: m.content,
    at: m.createdAt.toISOString(),
  }));
}

/** How many tickets a customer has, and how many of them are open. */
export async function customerTicketCounts(db: Executor, customerId: number) {
  const [row] = await db
    .select({
      total: count(),
      open: sql<number>`count(*) filter (where ${supportTickets.status} not in ('Solved', 'Closed'))::int`,
    })
    .from(supportTickets)
    .where(eq(supportTickets.customerId, customerId));
  return { total: row?.total ?? 0, open: Number(row?.open ?? 0) };
}

export async function listCollaborators(db: Executor, ticketId: number) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      addedAt: ticketCollaborators.addedAt,
    })
    .from(ticketCollaborators)
    .innerJoin(users, eq(users.id, ticketCollaborators.userId))
    .where(eq(ticketCollaborators.ticketId, ticketId))
    .orderBy(asc(ticketCollaborators.addedAt), asc(users.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    added_at: r.addedAt.toISOString(),
  }));
}

export async function isCollaborator(db: Executor, ticketId: number, userId: number) {
  const [row] = await db
    .select({ userId: ticketCollaborators.userId })
    .from(ticketCollaborators)
    .where(and(eq(ticketCollaborators.ticketId, ticketId), eq(ticketCollaborators.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function addCollaborator(db: Executor, ticketId: number, userId: number) {
  await db.insert(ticketCollaborators).values({ ticketId, userId });
}

export async function removeCollaborator(db: Executor, ticketId: number, userId: number) {
  await db
    .delete(ticketCollaborators)
    .where(and(eq(ticketCollaborators.ticketId, ticketId), eq(ticketCollaborators.userId, userId)));
}

export interface NewTicketRow {
  subject: string;
  description: string;
  customerId: number;
  propertyId: number | null;
  priority: TicketPriority;
  category: TicketCategory;
  assigneeId: number | null;
  createdById: number;
}

export async function insertTicket(db: Executor, input: NewTicketRow) {
  const [row] = await db
    .insert(supportTickets)
    .values({ ...input, status: 'New' })
    .returning({ id: supportTickets.id });
  return row!.id;
}

export async function insertTicketMessage(
  db: Executor,
  input: {
    ticketId: number;
    authorId: number | null;
    authorName: string;
    role: TicketMessageRole;
    content: string;
  },
) {
  const [row] = await db.insert(ticketMessages).values(input).returning();
  return row!;
}

export async function updateTicket(
  db: Executor,
  ticketId: number,
  change: Partial<{
    status: TicketStatus;
    priority: TicketPriority;
    category: TicketCategory;
    assigneeId: number | null;
    projectId: string;
  }>,
) {
  await db
    .update(supportTickets)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(supportTickets.id, ticketId));
}

/**
 * The tickets of a user's detail page: those assigned to a staff member, a customer's own;
 * partners have none.
 */
export async function userTickets(
  db: Executor,
  user: { id: number; kind: 'customer' | 'staff' | 'partner' },
  paging: Paging,
): Promise<{ items: UserTicketRow[]; total: number }> {
  if (user.kind === 'partner') return { items: [], total: 0 };
  const filters: TicketFilters =
    user.kind === 'staff' ? { assigneeId: user.id } : { customerId: user.id };
  const where = ticketWhere(filters);
  const [rows, [total]] = await Promise.all([
    listQuery(db)
      .where(where)
      .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(supportTickets).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: ticketCode(row.id),
      ticket_id: row.id,
      title: row.subject,
      description: truncateTicketDescription(row.description),
      status: ticketDetailStatusLabel(row.status),
      priority: row.priority,
      assigned_to: row.assigneeName,
      created_by: row.createdByName,
      created_date: row.createdAt.toISOString(),
      last_updated: row.updatedAt.toISOString(),
      category: row.category,
    })),
    total: total?.n ?? 0,
  };
}

// ---- people ----

/** A person by id with what the desk needs of them. */
export async function findPerson(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      kind: users.kind,
      userType: users.userType,
      status: users.status,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Active staff who may see tickets (view_support_tickets), each marked whether they may be
 * assigned (edit_support_tickets): the assignee and collaborator choices.
 */
export async function listTicketStaff(db: Executor) {
  const staff = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      kind: users.kind,
      userType: users.userType,
    })
    .from(users)
    .where(and(eq(users.kind, 'staff'), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.id));
  const result: Array<{ id: number; name: string; email: string; can_be_assigned: boolean }> = [];
  for (const person of staff) {
    const permissions: PermissionId[] = await effectivePermissionsOf(db, person);
    if (!permissions.includes('view_support_tickets')) continue;
    result.push({
      id: person.id,
      name: person.name,
      email: person.email,
      can_be_assigned: permissions.includes('edit_support_tickets'),
    });
  }
  return result;
}

/** Customers by name or email, with how many tickets they have and how many are open. */
export async function searchCustomers(db: Executor, search: string | undefined, paging: Paging) {
  const filters: SQL[] = [eq(users.kind, 'customer')];
  const text = search?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const where = and(...filters);
  const counts = db
    .select({
      customerId: supportTickets.customerId,
      total: sql<number>`count(*)::int`.as('ticket_total'),
      open: sql<number>`(count(*) filter (where ${supportTickets.status} not in ('Solved', 'Closed')))::int`.as(
        'ticket_open',
      ),
    })
    .from(supportTickets)
    .groupBy(supportTickets.customerId)
    .as('ticket_counts');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        ticketCount: counts.total,
        openCount: counts.open,
      })
      .from(users)
      .leftJoin(counts, eq(counts.customerId, users.id))
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      ticket_count: Number(r.ticketCount ?? 0),
      open_ticket_count: Number(r.openCount ?? 0),
    })),
    total: total?.n ?? 0,
  };
}

// ---- the desk overview ----

/** Open tickets by status and priority, and those waiting for a reply (longest waiting first). */
export async function supportOverview(db: Executor, needingReplyLimit: number) {
  const open = notInArray(supportTickets.status, [...TICKET_CLOSING_STATUSES]);
  const [byStatus, byPriority, [unassigned], needing] = await Promise.all([
    db
      .select({ status: supportTickets.status, n: count() })
      .from(supportTickets)
      .where(open)
      .groupBy(supportTickets.status),
    db
      .select({ priority: supportTickets.priority, n: count() })
      .from(supportTickets)
      .where(open)
      .groupBy(supportTickets.priority),
    db
      .select({ n: count() })
      .from(supportTickets)
      .where(and(open, sql`${supportTickets.assigneeId} is null`)),
    listTickets(
      db,
      { statuses: TICKET_AWAITING_REPLY_STATUSES },
      { limit: needingReplyLimit, offset: 0 },
      'waiting-longest',
    ),
  ]);
  return { byStatus, byPriority, unassigned: unassigned?.n ?? 0, needing };
}
