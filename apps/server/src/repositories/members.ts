import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accountMemberships, accounts, properties, propertyMemberships, users } from '../db/schema';

export async function listPropertyMembers(db: Executor, propertyId: number) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      role: propertyMemberships.role,
      status: propertyMemberships.status,
      assignedAt: propertyMemberships.createdAt,
    })
    .from(propertyMemberships)
    .innerJoin(users, eq(users.id, propertyMemberships.userId))
    .where(eq(propertyMemberships.propertyId, propertyId))
    .orderBy(asc(propertyMemberships.createdAt), asc(users.id));
}

export async function findPropertyMember(db: Executor, propertyId: number, userId: number) {
  const [row] = await db
    .select({
      role: propertyMemberships.role,
      status: propertyMemberships.status,
      email: users.email,
      name: users.name,
    })
    .from(propertyMemberships)
    .innerJoin(users, eq(users.id, propertyMemberships.userId))
    .where(
      and(eq(propertyMemberships.propertyId, propertyId), eq(propertyMemberships.userId, userId)),
    )
    .limit(1);
  return row;
}

export async function listAccountMembers(db: Executor, accountId: number) {
  const members = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      role: accountMemberships.role,
      status: accountMemberships.status,
      assignedAt: accountMemberships.createdAt,
    })
    .from(accountMemberships)
    .innerJoin(users, eq(users.id, accountMemberships.userId))
    .where(eq(accountMemberships.accountId, accountId))
    .orderBy(asc(accountMemberships.createdAt), asc(users.id));
  const [propertyCount] = await db
    .select({ n: count() })
    .from(properties)
    .where(eq(properties.accountId, accountId));
  return { members, propertyCount: propertyCount?.n ?? 0 };
}

export async function findAccountMember(db: Executor, accountId: number, userId: number) {
  const [row] = await db
    .select({
      role: accountMemberships.role,
      status: accountMemberships.status,
      email: users.email,
      name: users.name,
    })
    .from(accountMemberships)
    .innerJoin(users, eq(users.id, accountMemberships.userId))
    .where(and(eq(accountMemberships.accountId, accountId), eq(accountMemberships.userId, userId)))
    .limit(1);
  return row;
}

/** The accounts the user belongs to, with their role. */
export async function listMyAccounts(db: Executor, userId: number) {
  return db
    .select({ id: accounts.id, name: accounts.name, role: accountMemberships.role })
    .from(accountMemberships)
    .innerJoin(accounts, eq(accounts.id, accountMemberships.accountId))
    .where(and(eq(accountMemberships.userId, userId), eq(accountMemberships.status, 'active')))
    .orderBy(asc(accounts.id));
}

export async function propertiesOfAccount(db: Executor, accountId: number) {
  return db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.accountId, accountId))
    .orderBy(asc(properties.id));
}

/** Direct property members of several properties at once. */
export async function membersOfProperties(db: Executor, propertyIds: number[]) {
  if (propertyIds.length === 0) return [];
  return db
    .select({
      propertyId: propertyMemberships.propertyId,
      userId: users.id,
      email: users.email,
      name: users.name,
      role: propertyMemberships.role,
      status: propertyMemberships.status,
      assignedAt: propertyMemberships.createdAt,
    })
    .from(propertyMemberships)
    .innerJoin(users, eq(users.id, propertyMemberships.userId))
    .where(inArray(propertyMemberships.propertyId, propertyIds))
    .orderBy(asc(propertyMemberships.createdAt), asc(users.id));
}
