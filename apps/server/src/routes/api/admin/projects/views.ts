import { z } from 'zod';
import {
  APP_UPDATE_TYPES,
  canAssignPartner,
  CREW_STATUSES,
  DEPOSIT_STATUSES,
  depositStatus,
  PARTNER_CERTIFICATIONS,
  PARTNER_SERVICE_TYPES,
  PARTNER_STATUSES,
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
} from '@wildfire/shared';
import type { PartnerSummary } from '#src/repositories/partners';
import type { CrewMemberRecord } from '#src/repositories/partners';
import type { ProjectRow } from '#src/repositories/projects';

/** How partners, crews and projects travel in the answers of the partner and project routes. */

const iso = (d: Date | string | null) =>
  d === null ? null : (d instanceof Date ? d : new Date(d)).toISOString();

const ref = z.object({ id: z.number().int(), name: z.string() });

export const depositSchema = z.object({
  required_cents: z.number().int(),
  paid_cents: z.number().int(),
  status: z.enum(DEPOSIT_STATUSES),
});

export const projectItemSchema = z.object({
  id: z.string(),
  project_name: z.string(),
  project_type: z.enum(PROJECT_TYPES),
  status: z.enum(PROJECT_STATUSES),
  priority: z.enum(PROJECT_PRIORITIES),
  property: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
  contractor: ref.nullable(),
  sales_executive: ref.nullable(),
  project_manager: ref.nullable(),
  estimate_cents: z.number().int(),
  deposit: depositSchema,
  start_date: z.string().nullable(),
  estimated_completion_date: z.string().nullable(),
  actual_completion_date: z.string().nullable(),
  progress: z.number().int(),
});
export type ProjectItem = z.infer<typeof projectItemSchema>;

const refOf = (id: number | null, name: string | null) =>
  id !== null && name !== null ? { id, name } : null;

export function toProjectItem(row: ProjectRow): ProjectItem {
  return {
    id: row.id,
    project_name: row.projectName,
    project_type: row.projectType,
    status: row.status,
    priority: row.priority,
    property: { id: row.propertyId, name: row.propertyName, address: row.propertyAddress },
    contractor: refOf(row.partnerId, row.partnerName),
    sales_executive: refOf(row.salesExecutiveId, row.salesExecutiveName),
    project_manager: refOf(row.projectManagerId, row.projectManagerName),
    estimate_cents: row.estimateAmountCents,
    deposit: {
      required_cents: row.depositRequiredCents,
      paid_cents: row.depositPaidCents,
      status: depositStatus({
        requiredCents: row.depositRequiredCents,
        paidCents: row.depositPaidCents,
        waived: row.depositWaived,
      }),
    },
    start_date: row.startDate,
    estimated_completion_date: row.estimatedCompletionDate,
    actual_completion_date: row.actualCompletionDate,
    progress: row.progress,
  };
}

export const partnerItemSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  service_type: z.enum(PARTNER_SERVICE_TYPES),
  certification: z.enum(PARTNER_CERTIFICATIONS),
  status: z.enum(PARTNER_STATUSES),
  location: z.string(),
  rating: z.number(),
  specialties: z.array(z.string()),
  join_date: z.string().nullable(),
  last_activity: z.string().nullable(),
  active_projects: z.number().int(),
  assigned_properties: z.number().int(),
  /** False when the certification has expired: no new project assignments. */
  assignable: z.boolean(),
});
export type PartnerItem = z.infer<typeof partnerItemSchema>;

export function toPartnerItem(p: PartnerSummary): PartnerItem {
  return {
    id: p.id,
    company_name: p.companyName,
    contact_name: p.contactName,
    email: p.email,
    phone: p.phone,
    service_type: p.serviceType,
    certification: p.certification,
    status: p.status,
    location: p.location,
    rating: p.rating,
    specialties: p.specialties,
    join_date: p.joinDate,
    last_activity: iso(p.lastActivity),
    active_projects: p.activeProjects,
    assigned_properties: p.assignedProperties,
    assignable: canAssignPartner(p.certification),
  };
}

export const crewMemberViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  is_lead: z.boolean(),
  certifications: z.array(z.string()),
  current_status: z.enum(CREW_STATUSES),
  last_location_update: z.string().nullable(),
  /** Whether the member signs in (and can post app updates from the field). */
  has_sign_in: z.boolean(),
});

export const toCrewMember = (m: CrewMemberRecord): z.infer<typeof crewMemberViewSchema> => ({
  id: m.id,
  name: m.name,
  role: m.role,
  phone: m.phone,
  email: m.email,
  is_lead: m.isLead,
  certifications: m.certifications,
  current_status: m.currentStatus,
  last_location_update: iso(m.lastLocationUpdate),
  has_sign_in: m.userId !== null,
});

export const pageParams = (page: number, pageSize: number) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

export const isoOrNull = iso;

/** A row of a user's Projects (back-office user detail and its Projects page). */
export const userProjectRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  property: z.string(),
  role: z.string(),
  status: z.enum(PROJECT_STATUSES),
  deposit: z.enum(DEPOSIT_STATUSES),
});

/** Someone named in a project: staff to choose, or the client rep. */
export const staffPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});

/** A project id as the product writes them (PRJ-001); anything else is simply not found. */
export const projectParams = z.object({
  projectId: z
    .string()
    .trim()
    .min(1, { error: 'projectId is required' })
    .max(40, { error: 'projectId is too long' }),
});

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, { error: 'page must be 1 or more' }).max(100_000).default(1),
});

export const appUpdateViewSchema = z.object({
  id: z.number().int(),
  contractor_name: z.string(),
  member_name: z.string().nullable(),
  update_type: z.enum(APP_UPDATE_TYPES),
  message: z.string(),
  location: z
    .object({
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
  photos: z.array(z.string()),
  next_scheduled_date: z.string().nullable(),
  timestamp: z.string(),
});

export const toAppUpdateView = (u: {
  id: number;
  contractorName: string;
  memberName: string | null;
  updateType: (typeof APP_UPDATE_TYPES)[number];
  message: string;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  photos: string[];
  nextScheduledDate: string | null;
  createdAt: Date;
}): z.infer<typeof appUpdateViewSchema> => ({
  id: u.id,
  contractor_name: u.contractorName,
  member_name: u.memberName,
  update_type: u.updateType,
  message: u.message,
  location:
    u.latitude === null && u.address === null
      ? null
      : { latitude: u.latitude, longitude: u.longitude, address: u.address },
  photos: u.photos,
  next_scheduled_date: u.nextScheduledDate,
  timestamp: u.createdAt.toISOString(),
});
