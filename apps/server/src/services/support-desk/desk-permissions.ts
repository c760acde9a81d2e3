import type { FastifyRequest } from 'fastify';
import type { PermissionId } from '@wildfire/shared';
import type { Executor } from '#src/db/client';
import { badRequest, forbidden } from '#src/lib/http-errors';
import { listTicketStaff } from '#src/repositories/support';

/** Who is acting, what they may change, and who may be given a ticket. */

const PERMISSION_WORDS: Partial<Record<PermissionId, string>> = {
  edit_support_tickets: 'Edit Support Tickets',
  assign_support_tickets: 'Assign Support Tickets',
  close_support_tickets: 'Close Support Tickets',
};

export const callerOf = (request: FastifyRequest) => request.auth!.user;

export function requirePermissions(request: FastifyRequest, needed: Iterable<PermissionId>) {
  const held = request.permissions ?? [];
  for (const permission of needed) {
    if (!held.includes(permission)) {
      throw forbidden(
        `This needs the ${PERMISSION_WORDS[permission] ?? permission} permission, which you do not hold.`,
      );
    }
  }
}

/** An assignee must be active staff holding edit_support_tickets (or null: Unassigned). */
export async function requireAssignable(db: Executor, assigneeId: number) {
  const staff = await listTicketStaff(db);
  const found = staff.find((s) => s.id === assigneeId && s.can_be_assigned);
  if (!found) {
    throw badRequest(
      'assignee_id: choose Unassigned or a staff member who handles support tickets',
    );
  }
  return found;
}
