import { z } from 'zod';
import {
  HR_DOCUMENT_CATEGORIES,
  HR_DOCUMENT_TABS,
  HR_DOCUMENT_TYPE_LABELS,
  type SocialMediaNetwork,
  STAFF_DOCUMENT_KINDS,
  STAFF_FIELD_LABELS,
  STAFF_LIST_VIEWS,
  STAFF_STATUSES,
  WORK_LOCATIONS,
} from '../constants/hr';

/**
 * Bodies and queries of the HR routes (admin-back-office.md 2.18 to 2.20, section 3's Staff
 * record and HR document). The web forms validate with the same schemas; a message names the
 * field by the label the form shows.
 */

const L = STAFF_FIELD_LABELS;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${String(max)} characters` });

/** Optional text: blank becomes null. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${String(max)} characters` })
    .transform((value) => (value === '' ? null : value))
    .nullish();

const emailOf = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .toLowerCase()
    .min(1, { error: `${label} is required` })
    .pipe(z.email({ error: `${label} must be a valid email address` }).max(254));

const day = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });

const id = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int({ error: `${label} is required` })
    .positive({ error: `${label} is required` })
    .max(2_147_483_647);

/** Dollars a year, cents at most; stored in cents. */
const salary = z
  .number({ error: `${L.salary} must be a number` })
  .min(0, { error: `${L.salary} cannot be negative` })
  .max(10_000_000, { error: `${L.salary} must be at most $10,000,000` })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
    error: `${L.salary} must be in dollars and cents`,
  });

const socialLink = z
  .string()
  .trim()
  .max(300, { error: 'A social media link must be at most 300 characters' });

/** LinkedIn, Twitter, Facebook, Instagram: each a link or handle; blank ones are dropped. */
export const socialMediaSchema = z
  .object({
    linkedin: socialLink.optional(),
    twitter: socialLink.optional(),
    facebook: socialLink.optional(),
    instagram: socialLink.optional(),
  } satisfies Record<SocialMediaNetwork, unknown>)
  .strict()
  .transform((links): Partial<Record<SocialMediaNetwork, string>> =>
    Object.fromEntries(Object.entries(links).filter(([, link]) => !!link)),
  );

const staffFields = {
  /** The person's sign-in (an existing staff user), when they have one. */
  user_id: id(L.user_id).nullish(),
  personal_email: emailOf(L.personal_email),
  email: emailOf(L.email).nullish(),
  first_name: requiredText(L.first_name, 80),
  last_name: requiredText(L.last_name, 80),
  /** The position. */
  role: requiredText(L.role, 120),
  reports_to: id(L.reports_to).nullish(),
  department_id: id(L.department_id),
  salary: salary.nullish(),
  hire_date: day(L.hire_date),
  location: z.enum(WORK_LOCATIONS, { error: 'Work Location must be office, remote or hybrid' }),
  city: optionalText(L.city, 120),
  address: optionalText(L.address, 300),
  social_media: socialMediaSchema.optional(),
  birthdate: day(L.birthdate).nullish(),
};

const birthBeforeHire = (v: { birthdate?: string | null; hire_date?: string }) =>
  !v.birthdate || !v.hire_date || v.birthdate < v.hire_date;

/** Add Staff (section 2.19): the staff record; the documents are uploaded after it. */
export const newStaffSchema = z
  .object({ ...staffFields, location: staffFields.location.default('office') })
  .strict()
  .refine(birthBeforeHire, {
    path: ['birthdate'],
    error: `${L.birthdate} must be before the ${L.hire_date}`,
  });
export type NewStaff = z.input<typeof newStaffSchema>;
export type NewStaffParsed = z.output<typeof newStaffSchema>;

/**
 * Edit: any field of the record, plus the status and, for prior staff, the end date. Whether
 * the status and end date fit together is checked against the stored record (staffEndDateProblem).
 */
export const staffUpdateSchema = z
  .object({
    ...staffFields,
    status: z.enum(STAFF_STATUSES, { error: 'Status is not a staff status' }),
    end_date: day(L.end_date).nullable(),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to change' })
  .refine(birthBeforeHire, {
    path: ['birthdate'],
    error: `${L.birthdate} must be before the ${L.hire_date}`,
  });
export type StaffUpdate = z.input<typeof staffUpdateSchema>;

/** The Staff tab's filters: current or prior staff, a department, a search, the page. */
export const staffListQuerySchema = z.object({
  view: z.enum(STAFF_LIST_VIEWS).default('current'),
  department_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** Add Department: a unique name (case-insensitive) and what it does. */
export const newDepartmentSchema = z
  .object({
    name: requiredText('Department name', 60),
    description: optionalText('Description', 300),
  })
  .strict();
export type NewDepartment = z.input<typeof newDepartmentSchema>;

export const staffDocumentKindSchema = z.enum(STAFF_DOCUMENT_KINDS, {
  error: 'kind must be nda, contract, eligibility or other',
});

// ---- HR Documents ----

export const hrDocumentTabSchema = z.enum(HR_DOCUMENT_TABS, {
  error: 'tab must be onboarding or templates',
});
export const hrDocumentCategorySchema = z.enum(HR_DOCUMENT_CATEGORIES, {
  error: `Category must be one of ${HR_DOCUMENT_CATEGORIES.join(', ')}`,
});

const optionalFolder = z.coerce.number().int().positive().max(2_147_483_647).optional();

/** Upload Document: where it goes (the bytes are the body; the name is the file's). */
export const hrDocumentUploadQuerySchema = z.object({
  tab: hrDocumentTabSchema,
  category: hrDocumentCategorySchema,
  folder_id: optionalFolder,
});

/** The documents of a tab, optionally of one folder (`folder_id`) or outside any (`none`). */
export const hrDocumentListQuerySchema = z.object({
  tab: hrDocumentTabSchema,
  folder: z
    .union([z.literal('none'), z.coerce.number().int().positive().max(2_147_483_647)])
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** Edit: rename, another category, another folder (null: out of any folder). */
export const hrDocumentUpdateSchema = z
  .object({
    name: requiredText('Document name', 120),
    category: hrDocumentCategorySchema,
    folder_id: z.number().int().positive().max(2_147_483_647).nullable(),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to change' });
export type HrDocumentUpdate = z.input<typeof hrDocumentUpdateSchema>;

/** Create Folder: a name unique within the tab (case-insensitive). */
export const newHrFolderSchema = z
  .object({ tab: hrDocumentTabSchema, name: requiredText('Folder name', 60) })
  .strict();
export type NewHrFolder = z.input<typeof newHrFolderSchema>;

// ---- Answers ----

const listPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

const ref = z.object({ id: z.number().int(), name: z.string() });

/** A row of the Staff tab: nothing personal. */
export const staffRowSchema = z.object({
  id: z.number().int(),
  staff_number: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Work email (the linked sign-in's when the record has none). */
  email: z.string().nullable(),
  position: z.string(),
  department: ref,
  location: z.enum(WORK_LOCATIONS),
  city: z.string().nullable(),
  status: z.enum(STAFF_STATUSES),
  prior: z.boolean(),
  hire_date: z.string(),
  end_date: z.string().nullable(),
});
export type StaffRow = z.infer<typeof staffRowSchema>;
export const staffPageSchema = listPage(staffRowSchema);
export type StaffPage = z.infer<typeof staffPageSchema>;

export const staffDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(STAFF_DOCUMENT_KINDS),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_by: z.string().nullable(),
  uploaded_at: z.string(),
});
export type StaffDocument = z.infer<typeof staffDocumentSchema>;

/** Salary and personal data: in answers only for holders of hr_permissions. */
export const staffPersonalSchema = z.object({
  personal_email: z.string(),
  /** Dollars a year. */
  salary: z.number().nullable(),
  birthdate: z.string().nullable(),
  address: z.string().nullable(),
  social_media: z.record(z.string(), z.string()),
  documents: z.array(staffDocumentSchema),
});
export type StaffPersonal = z.infer<typeof staffPersonalSchema>;

export const staffDetailSchema = staffRowSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  reports_to: ref.nullable(),
  updated_at: z.string(),
  personal: staffPersonalSchema.optional(),
});
export type StaffDetail = z.infer<typeof staffDetailSchema>;

export const departmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Current staff (Active, On Leave) already hired. */
  head_count: z.number().int(),
});
export type Department = z.infer<typeof departmentSchema>;

/** What the Add Staff and Edit forms choose from. */
export const staffFormChoicesSchema = z.object({
  departments: z.array(departmentSchema),
  managers: z.array(z.object({ id: z.number().int(), name: z.string(), position: z.string() })),
  accounts: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});
export type StaffFormChoices = z.infer<typeof staffFormChoicesSchema>;

export const departmentAnalysisRowSchema = z.object({
  department: z.string(),
  head_count: z.number().int(),
  average_tenure_years: z.number().nullable(),
  leavers_last_12_months: z.number().int(),
  retention_rate: z.number().nullable(),
});

/** The Reports tab (see retentionRate and averageTenureYears for the definitions). */
export const hrReportSchema = z.object({
  as_of: z.string(),
  total_staff: z.number().int(),
  prior_staff: z.number().int(),
  retention_rate: z.number().nullable(),
  average_tenure_years: z.number().nullable(),
  departments: z.array(departmentAnalysisRowSchema),
});
export type HrReport = z.infer<typeof hrReportSchema>;

export const hrDocumentSchema = z.object({
  id: z.number().int(),
  tab: z.enum(HR_DOCUMENT_TABS),
  name: z.string(),
  file_name: z.string(),
  type: z.enum(HR_DOCUMENT_TYPE_LABELS),
  category: z.string(),
  size_bytes: z.number().int(),
  folder: ref.nullable(),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
  last_modified: z.string(),
});
export type HrDocument = z.infer<typeof hrDocumentSchema>;

export const hrDocumentSummarySchema = z.object({
  count: z.number().int(),
  total_bytes: z.number().int(),
  last_updated: z.string().nullable(),
});
export type HrDocumentSummary = z.infer<typeof hrDocumentSummarySchema>;

export const hrDocumentPageSchema = listPage(hrDocumentSchema).extend({
  summary: hrDocumentSummarySchema,
  max_bytes: z.number().int(),
  allowed_extensions: z.array(z.string()),
});
export type HrDocumentPage = z.infer<typeof hrDocumentPageSchema>;

export const hrFolderSchema = z.object({
  id: z.number().int(),
  tab: z.enum(HR_DOCUMENT_TABS),
  name: z.string(),
  document_count: z.number().int(),
});
export type HrFolder = z.infer<typeof hrFolderSchema>;
