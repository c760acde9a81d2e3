import { z } from 'zod';
import {
  HR_DOCUMENT_CATEGORIES,
  HR_DOCUMENT_TABS,
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
