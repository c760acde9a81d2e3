import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type AdminUserUpdateRequest,
  type GroupCreateRequest,
  type GroupUpdateRequest,
  type InviteUserRequest,
  kindOfUserType,
  type PermissionId,
  permissionsNotHeld,
  sortPermissions,
  STAFF_INVITATION_PLACE,
  userTypeLabel,
} from '@wildfire/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-errors';
import { findUserById, loginHistory, panelAccess, userSummary } from '../repositories/admin-users';
import { recordAudit } from '../repositories/audit';
import {
  addGroupMembers,
  directPermissionsOf,
  effectivePermissionsOf,
  findGroup,
  findGroupByName,
  groupDetail,
  groupMemberIds,
  groupsOf,
  insertGroup,
  removeGroupMember,
  setDirectPermissions,
  updateGroup,
} from '../repositories/staff-access';
import { userTickets } from '../repositories/support';
import { userProjects } from '../repositories/projects';
import { findUserByEmail, revokeUserSessions, type UserRow } from '../repositories/users';
import { endSessionsBelowRequirement } from './sessions';
import { issueInvitation } from './invitations';

/**
 * Back-office people management: the rules of who may change whom (docs/permissions.md,
 * "Granting"), with every change audited. Handlers stay thin and call these.
 */

const USER_NOT_FOUND = 'User not found.';
const GROUP_NOT_FOUND = 'Group not found.';

interface Actor {
  user: UserRow;
  permissions: PermissionId[];
}

const actorOf = (request: FastifyRequest): Actor => ({
  user: request.auth!.user,
  permissions: request.permissions ?? [],
});

const isSuperadmin = (user: Pick<UserRow, 'kind' | 'userType'>) =>
  user.kind === 'staff' && user.userType === 'staff_superadmin';

function requirePermission(actor: Actor, permission: PermissionId) {
  if (!actor.permissions.includes(permission)) {
    throw forbidden('You do not have permission to do this.');
  }
}

/** Nobody grants (or takes away) a permission they do not hold themselves. */
function requireHolds(actor: Actor, changed: Iterable<PermissionId>) {
  const missing = permissionsNotHeld(actor.permissions, changed);
  if (missing.length > 0) {
    throw forbidden(`You cannot grant permissions you do not hold: ${missing.join(', ')}.`);
  }
}

const difference = (a: readonly PermissionId[], b: readonly PermissionId[]) => {
  const inB = new Set(b);
  const inA = new Set(a);
  return sortPermissions([...a.filter((x) => !inB.has(x)), ...b.filter((x) => !inA.has(x))]);
};

/** The user detail screen's data. */
export async function userDetail(db: Executor, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  const [summary, permissions, direct, groups, logins, panels, tickets] = await Promise.all([
    userSummary(db, user),
    effectivePermissionsOf(db, user),
    user.kind === 'staff' ? directPermissionsOf(db, user.id) : Promise.resolve([]),
    groupsOf(db, user.id),
    loginHistory(db, user.id, { limit: 10, offset: 0 }),
    panelAccess(db, user.id),
    userTickets(db, user, { limit: 10, offset: 0 }),
  ]);
  return {
    user: summary,
    permissions,
    direct_permissions: direct,
    groups: groups.map(({ id, name }) => ({ id, name })),
    recent_logins: logins.items,
    panel_access: panels,
    projects: (await userProjects(db, user)).slice(0, 10),
    support_tickets: tickets.items,
  };
}

export async function requireUser(db: Executor, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/** Edit User: details, type, status and direct permissions. */
export async function updateUser(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  body: AdminUserUpdateRequest,
) {
  const actor = actorOf(request);
  const target = await requireUser(app.db, userId);
  if (isSuperadmin(target) && !isSuperadmin(actor.user)) {
    throw forbidden('Only a Superadmin can change a Superadmin.');
  }
  if (body.user_type !== undefined && body.user_type !== target.userType) {
    if (target.id === actor.user.id) {
      throw badRequest('body.user_type: you cannot change your own user type');
    }
    if (kindOfUserType(body.user_type) !== target.kind) {
      throw badRequest(`body.user_type: must be a ${target.kind} user type`);
    }
    if (body.user_type === 'staff_superadmin' && !isSuperadmin(actor.user)) {
      throw forbidden('Only a Superadmin can make someone a Superadmin.');
    }
  }
  if (body.status !== undefined) {
    if (target.status === 'invited' && body.status === 'Active') {
      throw badRequest('body.status: an invited user becomes Active by accepting the invitation');
    }
    if (target.id === actor.user.id && body.status === 'Inactive') {
      throw badRequest('body.status: you cannot deactivate your own account');
    }
  }
  let changedPermissions: PermissionId[] = [];
  if (body.permissions !== undefined) {
    const current = target.kind === 'staff' ? await directPermissionsOf(app.db, target.id) : [];
    changedPermissions = difference(current, sortPermissions(body.permissions));
    if (changedPermissions.length > 0) {
      requirePermission(actor, 'assign_permissions');
      if (target.kind !== 'staff')
        throw badRequest('body.permissions: only staff hold permissions');
      requireHolds(actor, changedPermissions);
    }
  }

  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.department !== undefined) changes.department = body.department;
  if (body.user_type !== undefined) changes.userType = body.user_type;
  if (body.status !== undefined) changes.status = body.status === 'Active' ? 'active' : 'inactive';

  await app.db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) {
      await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, target.id));
    }
    if (changedPermissions.length > 0) {
      await setDirectPermissions(tx, target.id, sortPermissions(body.permissions!), actor.user.id);
    }
    // Deactivation ends every session for good: reactivating the user does not bring one back,
    // they sign in afresh (decision 051).
    if (changes.status === 'inactive') await revokeUserSessions(tx, target.id);
    // A permission or type that now needs a second factor ends the sessions opened without one.
    if (changedPermissions.length > 0 || changes.userType !== undefined) {
      await endSessionsBelowRequirement(tx, [target.id]);
    }
    await recordAudit(tx, request, {
      action: 'user.update',
      targetType: 'user',
      targetId: String(target.id),
      details: {
        changed: Object.keys(changes).map((k) => (k === 'userType' ? 'user_type' : k)),
        ...(changedPermissions.length > 0 ? { permissions_changed: changedPermissions } : {}),
      },
    });
  });
  return userDetail(app.db, target.id);
}

/** Invite a person to the back-office (or as a customer or partner user). */
export async function inviteUser(
  app: FastifyInstance,
  request: FastifyRequest,
  body: InviteUserRequest,
) {
  const actor = actorOf(request);
  if ((body.user_type as string) === 'staff_superadmin') {
    throw badRequest('body.user_type: Please select a user type');
  }
  if (await findUserByEmail(app.db, body.email)) {
    throw conflict('A user with that email already exists.');
  }
  const kind = kindOfUserType(body.user_type);
  const { invited, mail } = await app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: body.email,
        name: `${body.first_name} ${body.last_name}`,
        kind,
        userType: body.user_type,
        status: 'invited',
      })
      .returning({ id: users.id, email: users.email });
    if (!created) throw new Error('user insert returned nothing');
    const invitation = body.send_invite
      ? await issueInvitation(tx, {
          publicUrl: app.config.publicUrl,
          userId: created.id,
          email: created.email,
          inviterId: actor.user.id,
          inviterName: actor.user.name,
          target: {
            placeName: STAFF_INVITATION_PLACE,
            role: body.user_type,
            roleLabel: userTypeLabel(body.user_type),
          },
          message: body.custom_message || undefined,
        })
      : null;
    await recordAudit(tx, request, {
      action: 'user.invite',
      targetType: 'user',
      targetId: String(created.id),
      details: { email: created.email, user_type: body.user_type, sent: body.send_invite },
    });
    return { invited: { user_id: created.id, email: created.email }, mail: invitation?.mail };
  });
  return { ...invited, invitation_email: mail ? await app.mailer.send(app.db, mail) : null };
}

// ---- Groups ----

export async function requireGroupDetail(db: Executor, groupId: number) {
  const detail = await groupDetail(db, groupId);
  if (!detail) throw notFound(GROUP_NOT_FOUND);
  return detail;
}

/** Joining a group grants its permissions: the actor must hold them all. */
function requireCanGrantGroup(actor: Actor, permissions: readonly PermissionId[]) {
  requireHolds(actor, permissions);
}

async function requireStaffMembers(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: users.id, kind: users.kind })
    .from(users)
    .where(inArray(users.id, unique));
  if (rows.length !== unique.length) throw badRequest('body.member_ids: unknown user');
  if (rows.some((r) => r.kind !== 'staff')) {
    throw badRequest('body.member_ids: only staff can join groups');
  }
  return unique;
}

export async function createGroup(
  app: FastifyInstance,
  request: FastifyRequest,
  body: GroupCreateRequest,
) {
  const actor = actorOf(request);
  const permissions = sortPermissions(body.permissions);
  if (permissions.length > 0) requirePermission(actor, 'assign_permissions');
  requireHolds(actor, permissions);
  if (await findGroupByName(app.db, body.name)) {
    throw conflict('A group with that name already exists.');
  }
  const members = await requireStaffMembers(app.db, body.member_ids ?? []);
  const groupId = await app.db.transaction(async (tx) => {
    const id = await insertGroup(tx, {
      name: body.name,
      description: body.description,
      permissions,
    });
    await addGroupMembers(tx, id, members);
    await endSessionsBelowRequirement(tx, members);
    await recordAudit(tx, request, {
      action: 'group.create',
      targetType: 'group',
      targetId: String(id),
      details: { name: body.name, permissions, member_ids: members },
    });
    return id;
  });
  return requireGroupDetail(app.db, groupId);
}

export async function editGroup(
  app: FastifyInstance,
  request: FastifyRequest,
  groupId: number,
  body: GroupUpdateRequest,
) {
  const actor = actorOf(request);
  const group = await findGroup(app.db, groupId);
  if (!group) throw notFound(GROUP_NOT_FOUND);
  const current = sortPermissions(group.permissions as PermissionId[]);
  const next = body.permissions !== undefined ? sortPermissions(body.permissions) : current;
  const changed = difference(current, next);
  if (changed.length > 0) {
    requirePermission(actor, 'assign_permissions');
    requireHolds(actor, changed);
  }
  if (body.name !== undefined && body.name.toLowerCase() !== group.name.toLowerCase()) {
    if (await findGroupByName(app.db, body.name)) {
      throw conflict('A group with that name already exists.');
    }
  }
  await app.db.transaction(async (tx) => {
    await updateGroup(tx, groupId, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(changed.length > 0 ? { permissions: next } : {}),
    });
    if (changed.length > 0)
      await endSessionsBelowRequirement(tx, await groupMemberIds(tx, groupId));
    await recordAudit(tx, request, {
      action: 'group.update',
      targetType: 'group',
      targetId: String(groupId),
      details: {
        changed: Object.keys(body),
        ...(changed.length > 0 ? { permissions_changed: changed } : {}),
      },
    });
  });
  return requireGroupDetail(app.db, groupId);
}

export async function addMemberByEmail(
  app: FastifyInstance,
  request: FastifyRequest,
  groupId: number,
  email: string,
) {
  const actor = actorOf(request);
  const group = await findGroup(app.db, groupId);
  if (!group) throw notFound(GROUP_NOT_FOUND);
  const user = await findUserByEmail(app.db, email);
  if (!user) throw notFound('No user with that email.');
  if (user.kind !== 'staff') throw badRequest('body.email: only staff can join groups');
  requireCanGrantGroup(actor, sortPermissions(group.permissions as PermissionId[]));
  await app.db.transaction(async (tx) => {
    await addGroupMembers(tx, groupId, [user.id]);
    await endSessionsBelowRequirement(tx, [user.id]);
    await recordAudit(tx, request, {
      action: 'group.member_add',
      targetType: 'group',
      targetId: String(groupId),
      details: { user_id: user.id, email: user.email },
    });
  });
  return requireGroupDetail(app.db, groupId);
}

export async function removeMember(
  app: FastifyInstance,
  request: FastifyRequest,
  groupId: number,
  userId: number,
) {
  const actor = actorOf(request);
  const group = await findGroup(app.db, groupId);
  if (!group) throw notFound(GROUP_NOT_FOUND);
  // Leaving a group takes its permissions away: the same rule as granting them.
  requireCanGrantGroup(actor, sortPermissions(group.permissions as PermissionId[]));
  await app.db.transaction(async (tx) => {
    const removed = await removeGroupMember(tx, groupId, userId);
    if (!removed) throw notFound('That user is not a member of this group.');
    await recordAudit(tx, request, {
      action: 'group.member_remove',
      targetType: 'group',
      targetId: String(groupId),
      details: { user_id: userId },
    });
  });
}
