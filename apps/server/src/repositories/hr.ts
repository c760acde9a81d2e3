import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  lte,
  notInArray,
  or,
  sql,
  getTableColumns,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PRIOR_STAFF_STATUSES, type StaffDocumentKind, type StaffListView } from '@wildfire/shared';
import type { Executor } from '../db/client';
import { departments, staffDocuments, staffMembers, users } from '../db/schema';
import { escapeLike } from './staff-access';
import { pageAndTotal } from './paging';

/**
 * Human resources (admin-back-office.md 2.18, 2.19): departments, staff records and their
 * documents. Salary and personal fields are read here like any other; the routes decide who
 * gets them.
 */

const priorStatuses = [...PRIOR_STAFF_STATUSES];

/** Staff counted in a department's head count on `asOf`: not prior staff, already hired. */
const isCurrentOn = (asOf: string) =>
  and(notInArray(staffMembers.status, priorStatuses), lte(staffMembers.hireDate, asOf));

// ---- Departments ----

/** Every department by name, with its head count (current staff) on `asOf`. */
export async function listDepartments(db: Executor, asOf: string) {
  return db
    .select({
      id: departments.id,
      name: departments.name,
      description: departments.description,
      headCount: sql<number>`count(${staffMembers.id})::int`,
    })
    .from(departments)
    .leftJoin(staffMembers, and(eq(staffMembers.departmentId, departments.id), isCurrentOn(asOf)))
    .groupBy(departments.id)
    .orderBy(asc(departments.name));
}

export async function findDepartment(db: Executor, departmentId: number) {
  const [row] = await db.select().from(departments).where(eq(departments.id, departmentId));
  return row ?? null;
}

/** A department by name, case-insensitive (names are unique that way). */
export async function findDepartmentByName(db: Executor, name: string) {
  const [row] = await db
    .select()
    .from(departments)
    .where(eq(sql`lower(${departments.name})`, name.toLowerCase()));
  return row ?? null;
}

export async function insertDepartment(
  db: Executor,
  values: { name: string; description: string },
) {
  const [row] = await db.insert(departments).values(values).returning();
  return row!;
}

// ---- Staff ----

const linkedUser = alias(users, 'linked_user');
const manager = alias(staffMembers, 'manager');

// Every column of the staff record but its creation time, with the names it points to.
const { createdAt: _createdAt, ...staffRecordColumns } = getTableColumns(staffMembers);

const staffColumns = {
  ...staffRecordColumns,
  departmentName: departments.name,
  reportsToFirstName: manager.firstName,
  reportsToLastName: manager.lastName,
  userName: linkedUser.name,
  userEmail: linkedUser.email,
};

function staffQuery(db: Executor) {
  return db
    .select(staffColumns)
    .from(staffMembers)
    .innerJoin(departments, eq(departments.id, staffMembers.departmentId))
    .leftJoin(manager, eq(manager.id, staffMembers.reportsToId))
    .leftJoin(linkedUser, eq(linkedUser.id, staffMembers.userId));
}

export type StaffRecord = Awaited<ReturnType<ReturnType<typeof staffQuery>['execute']>>[number];

/**
 * The Staff tab: current staff (Active, On Leave) or prior staff, optionally of one department,
 * searched (case-insensitive) on name, work email, position and city. Current staff by name,
 * prior staff by most recent end date.
 */
export async function listStaff(
  db: Executor,
  options: {
    view: StaffListView;
    departmentId?: number | undefined;
    search?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const search = options.search?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : null;
  const where = and(
    options.view === 'prior'
      ? inArray(staffMembers.status, priorStatuses)
      : notInArray(staffMembers.status, priorStatuses),
    options.departmentId !== undefined
      ? eq(staffMembers.departmentId, options.departmentId)
      : undefined,
    pattern
      ? or(
          ilike(sql`${staffMembers.firstName} || ' ' || ${staffMembers.lastName}`, pattern),
          ilike(staffMembers.email, pattern),
          ilike(staffMembers.position, pattern),
          ilike(staffMembers.city, pattern),
        )
      : undefined,
  );
  const order =
    options.view === 'prior'
      ? [desc(staffMembers.endDate), asc(staffMembers.lastName), asc(staffMembers.id)]
      : [asc(staffMembers.lastName), asc(staffMembers.firstName), asc(staffMembers.id)];
  return pageAndTotal(
    staffQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(staffMembers).where(where),
  );
}

export async function findStaff(db: Executor, staffId: number): Promise<StaffRecord | null> {
  const [row] = await staffQuery(db).where(eq(staffMembers.id, staffId));
  return row ?? null;
}

/** Every staff record (the reports and exports), by name. */
export async function listAllStaff(db: Executor): Promise<StaffRecord[]> {
  return staffQuery(db).orderBy(
    asc(staffMembers.lastName),
    asc(staffMembers.firstName),
    asc(staffMembers.id),
  );
}

export type StaffValues = Partial<
  Omit<typeof staffMembers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>
>;

export async function insertStaff(db: Executor, values: typeof staffMembers.$inferInsert) {
  const [row] = await db.insert(staffMembers).values(values).returning({ id: staffMembers.id });
  return row!.id;
}

export async function updateStaff(db: Executor, staffId: number, values: StaffValues) {
  await db
    .update(staffMembers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(staffMembers.id, staffId));
}

/** The staff record a sign-in is linked to, if any (one record per person). */
export async function findStaffByUser(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.userId, userId));
  return row ?? null;
}

/** A staff sign-in (users.kind = staff) by id, or null. */
export async function findStaffUserAccount(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.kind, 'staff')));
  return row ?? null;
}

/** Whether `staffId` is `candidateId` or above it in the reporting line (a loop otherwise). */
export async function reportsUpTo(db: Executor, candidateId: number, staffId: number) {
  const seen = new Set<number>();
  let current: number | null = candidateId;
  while (current !== null && !seen.has(current)) {
    if (current === staffId) return true;
    seen.add(current);
    const [row] = await db
      .select({ next: staffMembers.reportsToId })
      .from(staffMembers)
      .where(eq(staffMembers.id, current));
    current = row?.next ?? null;
  }
  return false;
}

/**
 * Choices of the Add Staff and Edit forms: current staff to report to, and staff sign-ins not yet
 * linked to a record (plus the one linked to `staffId`, when editing).
 */
export async function staffFormChoices(db: Executor, staffId: number | null) {
  const [managers, accounts] = await Promise.all([
    db
      .select({
        id: staffMembers.id,
        firstName: staffMembers.firstName,
        lastName: staffMembers.lastName,
        position: staffMembers.position,
      })
      .from(staffMembers)
      .where(notInArray(staffMembers.status, priorStatuses))
      .orderBy(asc(staffMembers.lastName), asc(staffMembers.firstName)),
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
      .where(
        and(
          eq(users.kind, 'staff'),
          or(isNull(staffMembers.id), staffId === null ? undefined : eq(staffMembers.id, staffId)),
        ),
      )
      .orderBy(asc(users.name)),
  ]);
  return { managers, accounts };
}

// ---- Staff documents ----

export async function listStaffDocuments(db: Executor, staffId: number) {
  return db
    .select({
      id: staffDocuments.id,
      kind: staffDocuments.kind,
      fileName: staffDocuments.fileName,
      contentType: staffDocuments.contentType,
      sizeBytes: staffDocuments.sizeBytes,
      uploadedBy: users.name,
      createdAt: staffDocuments.createdAt,
    })
    .from(staffDocuments)
    .leftJoin(users, eq(users.id, staffDocuments.uploadedBy))
    .where(eq(staffDocuments.staffId, staffId))
    .orderBy(asc(staffDocuments.kind), asc(staffDocuments.createdAt), asc(staffDocuments.id));
}

/** One document of one staff record (another record's id does not reach it). */
export async function findStaffDocument(db: Executor, staffId: number, documentId: number) {
  const [row] = await db
    .select()
    .from(staffDocuments)
    .where(and(eq(staffDocuments.id, documentId), eq(staffDocuments.staffId, staffId)));
  return row ?? null;
}

export async function insertStaffDocument(
  db: Executor,
  values: {
    staffId: number;
    kind: StaffDocumentKind;
    fileName: string;
    storageKey: string;
    contentType: string;
    sizeBytes: number;
    uploadedBy: number | null;
  },
) {
  const [row] = await db.insert(staffDocuments).values(values).returning();
  return row!;
}

export async function deleteStaffDocument(db: Executor, documentId: number) {
  await db.delete(staffDocuments).where(eq(staffDocuments.id, documentId));
}
