import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type AppUpdateType,
  canAssignPartner,
  depositStatus,
  type DepositStatus,
  expiredPartnerMessage,
  formatUsd,
  type NewProject,
  PROJECT_MESSAGE_RECIPIENT_LABELS,
  type ProjectMessage,
  type ProjectUpdate,
  standardDepositCents,
  statusChangeProblem,
  waiverNeedsReauthentication,
  waiverRefusal,
} from '@wildfire/shared';
import type { Executor } from '../db/client';
import { inboxMessages } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-errors';
import { recordAudit } from '../repositories/audit';
import { findStaffUser, nextProjectId } from '../repositories/fleet';
import {
  findCrewMember,
  findPartner,
  insertPartnerMessage,
  type PartnerRecord,
  touchPartner,
} from '../repositories/partners';
import {
  clientRepresentative,
  findPropertyBrief,
  findProjectRow,
  insertProject,
  insertProjectEvent,
  insertProjectUpdate,
  listPropertyPeople,
  lockProject,
  type ProjectRecord,
  updateProjectRecord,
} from '../repositories/projects';
import { requireRecentAuthentication } from './reauthentication';

/**
 * The rules of projects (admin-back-office.md 2.22, 2.23, 4, 6.5 and 9): creation with the next
 * free id and the standard deposit, edits written to the history, the deposit gate on the
 * lifecycle, waivers within the approver's authority, messages and app updates. Every change is
 * audited in the same transaction.
 */

export const PROJECT_NOT_FOUND = 'Project not found.';

/** Arbitrary constant naming the lock that hands out PRJ-NNN ids one at a time. */
const PROJECT_ID_LOCK_KEY = 7_310_517;

const today = () => new Date().toISOString().slice(0, 10);

export function depositOf(p: {
  depositRequiredCents: number;
  depositPaidCents: number;
  depositWaived: boolean;
}): DepositStatus {
  return depositStatus({
    requiredCents: p.depositRequiredCents,
    paidCents: p.depositPaidCents,
    waived: p.depositWaived,
  });
}

export async function projectOr404(db: Executor, projectId: string) {
  const project = await findProjectRow(db, projectId);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return project;
}

/** A contractor by id for a new assignment: known (400 otherwise) and not Expired (409). */
async function assignablePartner(db: Executor, partnerId: number, field: string) {
  const partner = await findPartner(db, partnerId);
  if (!partner) throw badRequest(`${field}: no such contractor`);
  if (!canAssignPartner(partner.certification)) {
    throw conflict(expiredPartnerMessage(partner.companyName));
  }
  return partner;
}

async function staffMember(db: Executor, userId: number, field: string) {
  const staff = await findStaffUser(db, userId);
  if (!staff) throw badRequest(`${field}: no such staff member`);
  return staff;
}

/** '+ New Project': next free PRJ-NNN, Planning, 30 percent deposit required. */
export async function createProject(
  app: FastifyInstance,
  request: FastifyRequest,
  body: NewProject,
) {
  const property = await findPropertyBrief(app.db, body.property_id);
  if (!property) throw badRequest('property_id: no such property');
  const partner =
    body.partner_id === null
      ? null
      : await assignablePartner(app.db, body.partner_id, 'partner_id');
  const manager =
    body.project_manager_id === null
      ? null
      : await staffMember(app.db, body.project_manager_id, 'project_manager_id');
  if (body.sales_executive_id !== null) {
    await staffMember(app.db, body.sales_executive_id, 'sales_executive_id');
  }
  const actor = request.auth!.user;
  return app.db.transaction(async (tx) => {
    // Two New Projects at once must not pick the same PRJ-NNN.
    await tx.execute(sql`select pg_advisory_xact_lock(${PROJECT_ID_LOCK_KEY})`);
    const id = await nextProjectId(tx);
    const created = await insertProject(tx, {
      id,
      projectName: body.project_name,
      propertyId: property.id,
      partnerId: partner?.id ?? null,
      projectType: body.project_type,
      status: 'Planning',
      priority: body.priority,
      estimateAmountCents: body.estimate_cents,
      depositRequiredCents: standardDepositCents(body.estimate_cents),
      startDate: body.start_date,
      estimatedCompletionDate: body.estimated_completion_date,
      salesExecutiveId: body.sales_executive_id,
      projectManagerId: body.project_manager_id,
      description: body.description,
    });
    await insertProjectEvent(tx, {
      projectId: id,
      actorId: actor.id,
      summary: `Project created at ${property.name} (estimate ${formatUsd(body.estimate_cents)}, deposit required ${formatUsd(created.depositRequiredCents)})`,
      details: {
        partner: partner?.companyName ?? null,
        project_manager: manager?.name ?? null,
      },
    });
    await recordAudit(tx, request, {
      action: 'project.create',
      targetType: 'project',
      targetId: id,
      details: {
        property_id: property.id,
        estimate_cents: body.estimate_cents,
        partner_id: partner?.id ?? null,
      },
    });
    return created;
  });
}

const dayText = (value: string | null) => value ?? 'none';

/** What the Edit form changed, as history sentences; resource changes need their permission. */
export async function updateProject(
  app: FastifyInstance,
  request: FastifyRequest,
  projectId: string,
  body: ProjectUpdate,
) {
  const canAssign = (request.permissions ?? []).includes('assign_project_resources');
  const actor = request.auth!.user;
  return app.db.transaction(async (tx) => {
    const current = await lockProject(tx, projectId);
    if (!current) throw notFound(PROJECT_NOT_FOUND);
    const row = (await findProjectRow(tx, projectId))!;
    const changes: Partial<ProjectRecord> = {};
    const events: string[] = [];
    const changed = <K extends keyof ProjectUpdate>(key: K, stored: unknown) =>
      body[key] !== undefined && body[key] !== stored;

    if (changed('project_name', current.projectName)) {
      changes.projectName = body.project_name!;
      events.push(`Project name changed from "${current.projectName}" to "${body.project_name!}"`);
    }
    if (changed('project_type', current.projectType)) {
      changes.projectType = body.project_type!;
      events.push(`Type changed from ${current.projectType} to ${body.project_type!}`);
    }
    if (changed('priority', current.priority)) {
      changes.priority = body.priority!;
      events.push(`Priority changed from ${current.priority} to ${body.priority!}`);
    }
    if (changed('description', current.description)) {
      changes.description = body.description!;
      events.push('Description updated');
    }
    if (changed('progress', current.progress)) {
      changes.progress = body.progress!;
      events.push(
        `Progress changed from ${String(current.progress)}% to ${String(body.progress!)}%`,
      );
    }
    if (changed('start_date', current.startDate)) {
      changes.startDate = body.start_date!;
      events.push(
        `Start date changed from ${dayText(current.startDate)} to ${dayText(body.start_date!)}`,
      );
    }
    if (changed('estimated_completion_date', current.estimatedCompletionDate)) {
      changes.estimatedCompletionDate = body.estimated_completion_date!;
      events.push(
        `Due date changed from ${dayText(current.estimatedCompletionDate)} to ${dayText(body.estimated_completion_date!)}`,
      );
    }
    if (changed('actual_completion_date', current.actualCompletionDate)) {
      changes.actualCompletionDate = body.actual_completion_date!;
      events.push(
        `Completed date changed from ${dayText(current.actualCompletionDate)} to ${dayText(body.actual_completion_date!)}`,
      );
    }
    const startDate = changes.startDate !== undefined ? changes.startDate : current.startDate;
    const dueDate =
      changes.estimatedCompletionDate !== undefined
        ? changes.estimatedCompletionDate
        : current.estimatedCompletionDate;
    if (startDate && dueDate && dueDate < startDate) {
      throw badRequest('estimated_completion_date: the due date cannot be before the start date');
    }

    // Contractor and staff: "Assign managers and contractors to projects".
    const resourceChange =
      changed('partner_id', current.partnerId) ||
      changed('project_manager_id', current.projectManagerId) ||
      changed('sales_executive_id', current.salesExecutiveId);
    if (resourceChange && !canAssign) {
      throw forbidden(
        'Changing the contractor, project manager or sales executive needs the Assign Project Resources permission.',
      );
    }
    if (changed('partner_id', current.partnerId)) {
      const next =
        body.partner_id === null
          ? null
          : await assignablePartner(tx, body.partner_id!, 'partner_id');
      changes.partnerId = next?.id ?? null;
      events.push(
        `Contractor changed from ${row.partnerName ?? 'none'} to ${next?.companyName ?? 'none'}`,
      );
    }
    if (changed('project_manager_id', current.projectManagerId)) {
      const next =
        body.project_manager_id === null
          ? null
          : await staffMember(tx, body.project_manager_id!, 'project_manager_id');
      changes.projectManagerId = next?.id ?? null;
      events.push(
        `Project manager changed from ${row.projectManagerName ?? 'none'} to ${next?.name ?? 'none'}`,
      );
    }
    if (changed('sales_executive_id', current.salesExecutiveId)) {
      const next =
        body.sales_executive_id === null
          ? null
          : await staffMember(tx, body.sales_executive_id!, 'sales_executive_id');
      changes.salesExecutiveId = next?.id ?? null;
      events.push(
        `Sales executive changed from ${row.salesExecutiveName ?? 'none'} to ${next?.name ?? 'none'}`,
      );
    }

    // Money: the standard deposit follows the estimate unless it was waived.
    if (changed('estimate_cents', current.estimateAmountCents)) {
      changes.estimateAmountCents = body.estimate_cents!;
      const required = current.depositWaived
        ? current.depositRequiredCents
        : standardDepositCents(body.estimate_cents!);
      changes.depositRequiredCents = required;
      events.push(
        `Estimate changed from ${formatUsd(current.estimateAmountCents)} to ${formatUsd(body.estimate_cents!)}` +
          (current.depositWaived ? '' : ` (deposit required now ${formatUsd(required)})`),
      );
    }
    const requiredCents = changes.depositRequiredCents ?? current.depositRequiredCents;
    if (changed('deposit_paid_cents', current.depositPaidCents)) {
      changes.depositPaidCents = body.deposit_paid_cents!;
      events.push(
        `Deposit paid changed from ${formatUsd(current.depositPaidCents)} to ${formatUsd(body.deposit_paid_cents!)} of ${formatUsd(requiredCents)} required`,
      );
    }

    // Lifecycle: Approved only with the deposit collected or waived (section 4).
    if (changed('status', current.status)) {
      const paidCents = changes.depositPaidCents ?? current.depositPaidCents;
      const status = depositStatus({
        requiredCents,
        paidCents,
        waived: current.depositWaived,
      });
      const problem = statusChangeProblem(current.status, body.status!, {
        status,
        requiredCents,
        paidCents,
      });
      if (problem) throw conflict(problem);
      changes.status = body.status!;
      events.push(`Status changed from ${current.status} to ${body.status!}`);
      if (
        body.status === 'Completed' &&
        !current.actualCompletionDate &&
        !changes.actualCompletionDate
      ) {
        changes.actualCompletionDate = today();
      }
    }

    if (events.length === 0) return;
    await updateProjectRecord(tx, projectId, changes);
    for (const summary of events) {
      await insertProjectEvent(tx, { projectId, actorId: actor.id, summary });
    }
    await recordAudit(tx, request, {
      action: 'project.update',
      targetType: 'project',
      targetId: projectId,
      details: { changed: Object.keys(changes) },
    });
  });
}

/**
 * Waive the deposit (section 6.5): only someone whose authority covers the required amount,
 * with a reason, recorded with approver and time; above $5,000 after a recent password or code.
 */
export async function waiveDeposit(
  app: FastifyInstance,
  request: FastifyRequest,
  projectId: string,
  reason: string,
) {
  const actor = request.auth!.user;
  const project = await projectOr404(app.db, projectId);
  const guard = (
    p: Pick<ProjectRecord, 'depositWaived' | 'depositRequiredCents' | 'depositPaidCents'>,
  ) => {
    if (p.depositWaived) throw conflict('The deposit is already waived.');
    if (depositOf(p) === 'Paid') {
      throw conflict('The deposit is already paid in full; there is nothing to waive.');
    }
  };
  guard(project);
  const amount = project.depositRequiredCents;
  const refusal = waiverRefusal(actor.waiverAuthority, amount);
  if (refusal) throw forbidden(refusal);
  if (waiverNeedsReauthentication(amount)) await requireRecentAuthentication(app, request);

  await app.db.transaction(async (tx) => {
    const current = await lockProject(tx, projectId);
    if (!current) throw notFound(PROJECT_NOT_FOUND);
    guard(current);
    // The amount may have changed since the check above: check the authority again.
    const again = waiverRefusal(actor.waiverAuthority, current.depositRequiredCents);
    if (again) throw forbidden(again);
    const at = new Date();
    await updateProjectRecord(tx, projectId, {
      depositWaived: true,
      depositWaivedBy: actor.id,
      depositWaivedReason: reason,
      depositWaivedAt: at,
    });
    await insertProjectEvent(tx, {
      projectId,
      actorId: actor.id,
      summary: `Deposit of ${formatUsd(current.depositRequiredCents)} waived by ${actor.name}: ${reason}`,
      details: { authority: actor.waiverAuthority, amount_cents: current.depositRequiredCents },
    });
    await recordAudit(tx, request, {
      action: 'project.deposit_waive',
      targetType: 'project',
      targetId: projectId,
      details: {
        amount_cents: current.depositRequiredCents,
        authority: actor.waiverAuthority,
        reason,
      },
    });
  });
}

/** Send Message: an inbox message to a person, or a partner message and email to the contractor. */
export async function sendProjectMessage(
  app: FastifyInstance,
  request: FastifyRequest,
  projectId: string,
  body: ProjectMessage,
) {
  const actor = request.auth!.user;
  const project = await projectOr404(app.db, projectId);
  const label = PROJECT_MESSAGE_RECIPIENT_LABELS[body.recipient];
  const about = `${project.id} ${project.projectName} (${project.propertyName})`;
  const text = `${body.message}\n\n— ${actor.name}, about project ${about}`;

  let partner: PartnerRecord | null = null;
  let person: { id: number; name: string } | null = null;
  if (body.recipient === 'contractor') {
    partner = project.partnerId === null ? null : await findPartner(app.db, project.partnerId);
    if (!partner) throw conflict('This project has no contractor to write to.');
  } else if (body.recipient === 'project_manager') {
    if (project.projectManagerId === null || project.projectManagerName === null) {
      throw conflict('This project has no project manager to write to.');
    }
    person = { id: project.projectManagerId, name: project.projectManagerName };
  } else {
    const rep = clientRepresentative(
      await listPropertyPeople(app.db, project.propertyId, project.accountId),
    );
    if (!rep) throw conflict('This property has no client representative to write to.');
    person = { id: rep.userId, name: rep.name };
  }
  const recipientName = partner?.companyName ?? person!.name;

  await app.db.transaction(async (tx) => {
    if (partner) {
      await insertPartnerMessage(tx, {
        partnerId: partner.id,
        authorId: actor.id,
        authorName: actor.name,
        direction: 'to_partner',
        subject: body.subject,
        content: text,
        projectId: project.id,
      });
    } else {
      await tx.insert(inboxMessages).values({
        recipientId: person!.id,
        senderId: actor.id,
        senderName: actor.name,
        subject: body.subject,
        body: text,
      });
    }
    await insertProjectEvent(tx, {
      projectId,
      actorId: actor.id,
      summary: `Message sent to the ${label.toLowerCase()} (${recipientName}): ${body.subject}`,
    });
    await recordAudit(tx, request, {
      action: 'project.message',
      targetType: 'project',
      targetId: projectId,
      details: { recipient: body.recipient, to: recipientName, subject: body.subject },
    });
  });
  // After the transaction: a slow mail server never holds the database.
  if (partner) {
    await app.mailer.send(app.db, {
      to: partner.email,
      subject: body.subject,
      text: `Hello ${partner.contactName},\n\n${text}`,
    });
  }
  return { recipient: body.recipient, recipient_name: recipientName };
}

export interface AppUpdateFields {
  update_type: AppUpdateType;
  message: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  next_scheduled_date: string | null;
}

/**
 * An App Update on the project: by a crew member of the project's contractor (from the field),
 * or recorded by staff on the crew's behalf. The contractor's name is kept as it is now.
 */
export async function addAppUpdate(
  app: FastifyInstance,
  request: FastifyRequest,
  projectId: string,
  fields: AppUpdateFields,
  by: { memberId: number | null; fromPartner: boolean },
) {
  const project = await projectOr404(app.db, projectId);
  if (project.partnerId === null || project.partnerName === null) {
    throw conflict('This project has no contractor: app updates come from its crew.');
  }
  const partnerId = project.partnerId;
  const partnerName = project.partnerName;
  let memberName: string | null = null;
  if (by.memberId !== null) {
    const member = await findCrewMember(app.db, partnerId, by.memberId);
    if (!member) throw badRequest(`member_id: not a crew member of ${partnerName}`);
    memberName = member.name;
  }
  return app.db.transaction(async (tx) => {
    const row = await insertProjectUpdate(tx, {
      projectId,
      memberId: by.memberId,
      contractorName: partnerName,
      updateType: fields.update_type,
      message: fields.message,
      latitude: fields.latitude,
      longitude: fields.longitude,
      address: fields.address,
      nextScheduledDate: fields.next_scheduled_date,
    });
    await insertProjectEvent(tx, {
      projectId,
      actorId: request.auth!.user.id,
      summary: `App update (${fields.update_type}) from ${partnerName}${memberName ? `, ${memberName}` : ''}`,
    });
    if (by.fromPartner) await touchPartner(tx, partnerId, row.createdAt);
    await recordAudit(tx, request, {
      action: 'project_update.add',
      targetType: 'project',
      targetId: projectId,
      details: { update_id: row.id, update_type: fields.update_type, from_partner: by.fromPartner },
    });
    return { ...row, memberName };
  });
}
