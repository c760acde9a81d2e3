import { z } from 'zod';
import {
  CREW_STATUSES,
  PARTNER_CERTIFICATIONS,
  PARTNER_SERVICE_TYPES,
  PARTNER_STATUSES,
} from '../constants/partners';
import {
  PARTNER_FILTERS,
  PROJECT_MESSAGE_RECIPIENTS,
  PROJECT_STATUS_FILTERS,
} from '../constants/projects';
import {
  APP_UPDATE_TYPES,
  NOTE_PRIORITIES,
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
} from '../constants/sales';

/**
 * Bodies and queries of the partner and project routes (admin-back-office.md 2.21-2.23). The
 * web forms validate with the same schemas. Money travels in whole cents.
 */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${String(max)} characters` });

const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${field} must be at most ${String(max)} characters` });

/** A calendar day the database can hold and a project could plausibly have. */
const day = (field: string) =>
  z.iso
    .date({ error: `${field} must be a date (YYYY-MM-DD)` })
    .refine((v) => v >= '1900-01-01' && v <= '2199-12-31', {
      error: `${field} must be between 1900 and 2199`,
    });

const id = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .positive({ error: `${field} must be a positive id` })
    .max(2_147_483_647, { error: `${field} is too large` });

/** At most $100,000,000.00. */
const MAX_CENTS = 10_000_000_000;
const cents = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be whole cents` })
    .min(0, { error: `${field} cannot be negative` })
    .max(MAX_CENTS, { error: `${field} is too large` });

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .pipe(z.email({ error: 'Invalid email format' }).max(254));

const phone = text('Phone', 40);

// ---- projects ----

const datesInOrder = (v: {
  start_date?: string | null;
  estimated_completion_date?: string | null;
}) => !v.start_date || !v.estimated_completion_date || v.estimated_completion_date >= v.start_date;
const DATES_MESSAGE = {
  error: 'The due date cannot be before the start date',
  path: ['estimated_completion_date'],
};

/** '+ New Project': a project at an existing property; the id is the next free PRJ-NNN. */
export const newProjectSchema = z
  .object({
    project_name: text('Project name', 120),
    property_id: id('Property'),
    project_type: z.enum(PROJECT_TYPES, { error: 'Please choose a project type' }),
    priority: z.enum(PROJECT_PRIORITIES, { error: 'Please choose a priority' }).default('Medium'),
    estimate_cents: cents('Estimate'),
    partner_id: id('Contractor').nullable().default(null),
    project_manager_id: id('Project manager').nullable().default(null),
    sales_executive_id: id('Sales executive').nullable().default(null),
    start_date: day('Start date').nullable().default(null),
    estimated_completion_date: day('Due date').nullable().default(null),
    description: optionalText('Description', 5000).default(''),
  })
  .refine(datesInOrder, DATES_MESSAGE);
export type NewProject = z.infer<typeof newProjectSchema>;
export type NewProjectInput = z.input<typeof newProjectSchema>;

/** Edit (project info): every field optional; each change is written to the history. */
export const projectUpdateSchema = z
  .object({
    project_name: text('Project name', 120),
    project_type: z.enum(PROJECT_TYPES, { error: 'Please choose a project type' }),
    status: z.enum(PROJECT_STATUSES, { error: 'Please choose a status' }),
    priority: z.enum(PROJECT_PRIORITIES, { error: 'Please choose a priority' }),
    estimate_cents: cents('Estimate'),
    deposit_paid_cents: cents('Deposit paid'),
    partner_id: id('Contractor').nullable(),
    project_manager_id: id('Project manager').nullable(),
    sales_executive_id: id('Sales executive').nullable(),
    start_date: day('Start date').nullable(),
    estimated_completion_date: day('Due date').nullable(),
    actual_completion_date: day('Completed date').nullable(),
    description: optionalText('Description', 5000),
    progress: z
      .number({ error: 'Progress must be a number' })
      .int({ error: 'Progress must be a whole number' })
      .min(0, { error: 'Progress must be between 0 and 100' })
      .max(100, { error: 'Progress must be between 0 and 100' }),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Change at least one field' })
  .refine(datesInOrder, DATES_MESSAGE);
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

/** A deposit waiver: every waiver is recorded with approver and reason (section 6.5). */
export const depositWaiverSchema = z.object({
  reason: text('Reason', 1000),
});
export type DepositWaiver = z.infer<typeof depositWaiverSchema>;

/** Internal note: blank text is refused by the route (section 5); Medium and public by default. */
export const projectNoteSchema = z.object({
  content: z.string({ error: 'content is required' }).max(5000, {
    error: 'A note must be at most 5000 characters',
  }),
  priority: z.enum(NOTE_PRIORITIES, { error: 'Please choose a priority' }).default('Medium'),
  is_private: z.boolean({ error: 'is_private must be true or false' }).default(false),
});
export type ProjectNoteInput = z.input<typeof projectNoteSchema>;

/** App update from the field (section 3): staff record one on behalf of the crew. */
export const appUpdateSchema = z
  .object({
    update_type: z.enum(APP_UPDATE_TYPES, { error: 'Please choose an update type' }),
    message: text('Message', 2000),
    member_id: id('Crew member').nullable().default(null),
    address: optionalText('Location', 300).nullable().default(null),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    next_scheduled_date: day('Next scheduled date').nullable().default(null),
  })
  .refine((v) => (v.latitude === null) === (v.longitude === null), {
    error: 'Give both latitude and longitude, or neither',
    path: ['latitude'],
  });
export type AppUpdateInput = z.input<typeof appUpdateSchema>;

/** Send Message (project manager, contractor or client rep). */
export const projectMessageSchema = z.object({
  recipient: z.enum(PROJECT_MESSAGE_RECIPIENTS, { error: 'Please choose a recipient' }),
  subject: text('Subject', 200),
  message: text('Message', 5000),
});
export type ProjectMessage = z.infer<typeof projectMessageSchema>;

export const projectListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, { error: 'search must be at most 100 characters' })
    .default(''),
  status: z
    .enum(PROJECT_STATUS_FILTERS, { error: 'status is not a project status' })
    .default('All'),
  page: z.coerce.number().int().min(1, { error: 'page must be 1 or more' }).max(100_000).default(1),
});

// ---- partners ----

const specialties = z
  .array(text('Specialty', 60), { error: 'Specialties must be a list' })
  .max(20, { error: 'At most 20 specialties' });

/** A new service partner starts Waiting Onboarding with its certification Pending. */
export const newPartnerSchema = z.object({
  company_name: text('Company name', 120),
  contact_name: text('Contact name', 120),
  email,
  phone,
  service_type: z.enum(PARTNER_SERVICE_TYPES, { error: 'Please choose a service type' }),
  location: text('Location', 120),
  specialties: specialties.default([]),
});
export type NewPartner = z.infer<typeof newPartnerSchema>;
export type NewPartnerInput = z.input<typeof newPartnerSchema>;

/** Edit partner; status and certification also need partner_contracts. */
export const partnerUpdateSchema = z
  .object({
    company_name: text('Company name', 120),
    contact_name: text('Contact name', 120),
    email,
    phone,
    service_type: z.enum(PARTNER_SERVICE_TYPES, { error: 'Please choose a service type' }),
    location: text('Location', 120),
    specialties,
    rating: z
      .number({ error: 'Rating must be a number' })
      .int({ error: 'Rating is in whole stars' })
      .min(0, { error: 'Rating must be between 0 and 5' })
      .max(5, { error: 'Rating must be between 0 and 5' }),
    status: z.enum(PARTNER_STATUSES, { error: 'Please choose a status' }),
    certification: z.enum(PARTNER_CERTIFICATIONS, { error: 'Please choose a certification' }),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Change at least one field' });
export type PartnerUpdate = z.infer<typeof partnerUpdateSchema>;

/** A member of a partner's crew (section 3, Contractor member). */
export const crewMemberSchema = z.object({
  name: text('Name', 120),
  role: text('Role', 80),
  phone: optionalText('Phone', 40).nullable().default(null),
  email: email.nullable().default(null),
  is_lead: z.boolean().default(false),
  certifications: specialties.default([]),
  current_status: z.enum(CREW_STATUSES, { error: 'Please choose a status' }).default('Available'),
});
export type CrewMemberInput = z.input<typeof crewMemberSchema>;

/** A message to a partner company: kept on its Messages page and emailed to its contact. */
export const partnerMessageSchema = z.object({
  subject: text('Subject', 200),
  content: text('Message', 5000),
  project_id: z.string().trim().max(40).nullable().default(null),
});
export type PartnerMessageInput = z.input<typeof partnerMessageSchema>;

export const partnerListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, { error: 'search must be at most 100 characters' })
    .default(''),
  filter: z.enum(PARTNER_FILTERS, { error: 'filter is not a partner filter' }).optional(),
  page: z.coerce.number().int().min(1, { error: 'page must be 1 or more' }).max(100_000).default(1),
});
