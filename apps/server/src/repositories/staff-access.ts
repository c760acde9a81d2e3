import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  effectivePermissions,
  isPermissionId,
  type PermissionId,
  sortPermissions,
  userTypeLabel,
} from '@wildfire/shared';
import type { Executor } from '../db/client';
import { userGroupMembers, userGroups, userPermissions, users } from '../db/schema';

/**
 * Staff permissions: direct grants, groups and their members. How they combine into a
 * person's effective permissions is `effectivePermissions` in packages/shared.
 */

const asPermissions = (ids: readonly string[]): PermissionId[] =>
  sortPermissions(ids.filter(isPermissionId));

export type GroupRow = typeof userGroups.$inferSelect;

export async function directPermissionsOf(db: Executor, userId: number): Promise<PermissionId[]> {
  const rows = await db
    .select({ permission: userPermissions.permission })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  return asPermissions(rows.map((r) => r.permission));
}

/** The groups a person belongs to, by name. */
export async function groupsOf(db: Executor, userId: number) {
  const rows = await db
    .select({ id: userGroups.id, name: userGroups.name, permissions: userGroups.permissions })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
    .where(eq(userGroupMembers.userId, userId))
    .orderBy(asc(userGroups.name));
  return rows.map((g) => ({ ...g, permissions: asPermissions(g.permissions) }));
}

/** The groups of several people at once (for a page of the users list). */
export async function groupsOfUsers(db: Executor, userIds: number[]) {
  const byUser = new Map<number, Array<{ id: number; name: string }>>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userGroupMembers.userId, id: userGroups.id, name: userGroups.name })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
    .where(inArray(userGroupMembers.userId, userIds))
    .orderBy(asc(userGroups.name));
  for (const { userId, ...group } of rows) {
    byUser.set(userId, [...(byUser.get(userId) ?? []), group]);
  }
  return byUser;
}

/** What the person may do in the back-office right now (read fresh on every request). */
export async function effectivePermissionsOf(
  db: Executor,
  user: { id: number; kind: 'customer' | 'staff' | 'partner'; userType: string },
): Promise<PermissionId[]> {
  if (user.kind !== 'staff') return [];
  if (user.userType === 'staff_superadmin') {
    return effectivePermissions({ kind: 'staff', userType: user.userType, direct: [], groups: [] });
  }
  const [direct, groups] = await Promise.all([
    directPermissionsOf(db, user.id),
    groupsOf(db, user.id),
  ]);
  return effectivePermissions({
    kind: user.kind,
    userType: user.userType,
    direct,
    groups: groups.map((g) => g.permissions),
  });
}

/** Replace a person's direct grants. */
export async function setDirectPermissions(
  db: Executor,
  userId: number,
  permissions: PermissionId[],
  grantedBy: number,
) {
  await db.delete(userPermissions).where(eq(userPermissions.userId, userId));
  if (permissions.length > 0) {
    await db
      .insert(userPermissions)
      .values(permissions.map((permission) => ({ userId, permission, grantedBy })));
  }
}

// ---- Groups ----

export async function listGroups(
  db: Executor,
  options: { search?: string; limit: number; offset: number },
) {
  const filter: SQL | undefined = options.search
    ? or(
        ilike(userGroups.name, `%${escapeLike(options.search)}%`),
        ilike(userGroups.description, `%${escapeLike(options.search)}%`),
      )
    : undefined;
  const [totalRow] = await db.select({ n: count() }).from(userGroups).where(filter);
  const rows = await db
    .select({
      id: userGroups.id,
      name: userGroups.name,
      description: userGroups.description,
      permissions: userGroups.permissions,
      userCount: sql<number>`(select count(*)::int from ${userGroupMembers} where ${userGroupMembers.groupId} = ${userGroups.id})`,
    })
    .from(userGroups)
    .where(filter)
    .orderBy(asc(sql`lower(${userGroups.name})`), asc(userGroups.id))
    .limit(options.limit)
    .offset(options.offset);
  return {
    total: totalRow?.n ?? 0,
    items: rows.map((g) => ({
      id: g.id,
      name: g.name,
      description: g.description,
      permissions: asPermissions(g.permissions),
      user_count: Number(g.userCount),
    })),
  };
}

export async function findGroup(db: Executor, groupId: number) {
  const [group] = await db.select().from(userGroups).where(eq(userGroups.id, groupId)).limit(1);
  return group;
}

export async function findGroupByName(db: Executor, name: string) {
  const [group] = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(eq(sql`lower(${userGroups.name})`, name.toLowerCase()))
    .limit(1);
  return group;
}

/** A group with its members, in the shape of `groupDetailSchema`. */
export async function groupDetail(db: Executor, groupId: number) {
  const group = await findGroup(db, groupId);
  if (!group) return undefined;
  const members = await db
    .select({ id: users.id, name: users.name, email: users.email, userType: users.userType })
    .from(userGroupMembers)
    .innerJoin(users, eq(users.id, userGroupMembers.userId))
    .where(eq(userGroupMembers.groupId, groupId))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    permissions: asPermissions(group.permissions),
    members: members.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      role: userTypeLabel(m.userType),
    })),
  };
}

/** The ids of the group's members. */
export async function groupMemberIds(db: Executor, groupId: number) {
  const rows = await db
    .select({ id: userGroupMembers.userId })
    .from(userGroupMembers)
    .where(eq(userGroupMembers.groupId, groupId));
  return rows.map((r) => r.id);
}

export async function insertGroup(
  db: Executor,
  values: { name: string; description: string; permissions: PermissionId[] },
) {
  const [row] = await db.insert(userGroups).values(values).returning({ id: userGroups.id });
  if (!row) throw new Error('group insert returned nothing');
  return row.id;
}

export async function updateGroup(
  db: Executor,
  groupId: number,
  values: { name?: string; description?: string; permissions?: PermissionId[] },
) {
  await db
    .update(userGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(userGroups.id, groupId));
}

/** Add members (already a member: nothing changes). */
export async function addGroupMembers(db: Executor, groupId: number, userIds: number[]) {
  if (userIds.length === 0) return;
  await db
    .insert(userGroupMembers)
    .values(userIds.map((userId) => ({ groupId, userId })))
    .onConflictDoNothing();
}

/** Remove a member; true when they were one. */
export async function removeGroupMember(db: Executor, groupId: number, userId: number) {
  const removed = await db
    .delete(userGroupMembers)
    .where(and(eq(userGroupMembers.groupId, groupId), eq(userGroupMembers.userId, userId)))
    .returning({ userId: userGroupMembers.userId });
  return removed.length > 0;
}

/** `%` and `_` typed into a search box match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
