/** Human resources (admin-back-office.md sections 2.18 to 2.20, 3, 4, 5 and 9). */

/**
 * Section 9's departments are DEPARTMENTS (schemas/admin-users.ts). The staff tab's filter of
 * section 2.18 also names Design, which section 9 lacks: the department table holds both.
 */
export const STAFF_FILTER_DEPARTMENTS = [
  'Engineering',
  'Product',
  'Sales',
  'Marketing',
  'Operations',
  'Design',
] as const;

export const STAFF_STATUSES = [
  'Active',
  'On Leave',
  'Terminated',
  'Resigned',
  'Contract Ended',
] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
/** Statuses of people who have left: they are prior staff, styled as cancelled. */
export const PRIOR_STAFF_STATUSES = ['Terminated', 'Resigned', 'Contract Ended'] as const;

export const WORK_LOCATIONS = ['office', 'remote', 'hybrid'] as const;
export type WorkLocation = (typeof WORK_LOCATIONS)[number];

/** The documents of a staff record (Add Staff), each with its accepted file types (section 5). */
export const STAFF_DOCUMENT_KINDS = ['nda', 'contract', 'eligibility', 'other'] as const;
export type StaffDocumentKind = (typeof STAFF_DOCUMENT_KINDS)[number];

/** The two tabs of HR Documents. */
export const HR_DOCUMENT_TABS = ['onboarding', 'templates'] as const;
export type HrDocumentTab = (typeof HR_DOCUMENT_TABS)[number];
