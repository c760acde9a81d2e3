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

/** Labels of the staff statuses' two groups: the Staff tab's toggle. */
export const STAFF_LIST_VIEWS = ['current', 'prior'] as const;
export type StaffListView = (typeof STAFF_LIST_VIEWS)[number];
export const STAFF_LIST_VIEW_LABELS: Record<StaffListView, string> = {
  current: 'Current Staff',
  prior: 'Prior Staff',
};

export const WORK_LOCATION_LABELS: Record<WorkLocation, string> = {
  office: 'Office',
  remote: 'Remote',
  hybrid: 'Hybrid',
};

/** The social media links of a staff record (section 3). */
export const SOCIAL_MEDIA_NETWORKS = ['linkedin', 'twitter', 'facebook', 'instagram'] as const;
export type SocialMediaNetwork = (typeof SOCIAL_MEDIA_NETWORKS)[number];
export const SOCIAL_MEDIA_LABELS: Record<SocialMediaNetwork, string> = {
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

/**
 * The fields of the Add Staff form (section 3, Staff record) with the labels the form shows,
 * in form order. The required-field notice names the missing ones by these labels.
 */
export const STAFF_FIELD_LABELS = {
  user_id: 'Linked User Account',
  personal_email: 'Personal Email',
  first_name: 'First Name',
  last_name: 'Last Name',
  role: 'Role',
  reports_to: 'Reports To',
  department_id: 'Department',
  salary: 'Salary',
  hire_date: 'Hire Date',
  location: 'Work Location',
  city: 'City',
  address: 'Address',
  birthdate: 'Birthdate',
  email: 'Work Email',
  status: 'Status',
  end_date: 'End Date',
} as const;
export type StaffField = keyof typeof STAFF_FIELD_LABELS;

/** Section 5: required are personal email, first name, last name, role, department, hire date. */
export const STAFF_REQUIRED_FIELDS = [
  'personal_email',
  'first_name',
  'last_name',
  'role',
  'department_id',
  'hire_date',
] as const satisfies readonly StaffField[];

/**
 * The private part of a staff record: only holders of hr_permissions see it (the API leaves it
 * out for everyone else) or change it.
 */
export const STAFF_PERSONAL_FIELDS = [
  'personal_email',
  'salary',
  'birthdate',
  'address',
  'social_media',
] as const;

export const STAFF_DOCUMENT_KIND_LABELS: Record<StaffDocumentKind, string> = {
  nda: 'NDA',
  contract: 'Contract',
  eligibility: 'Employment Eligibility',
  other: 'Other Documents',
};

const WORD_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
const IMAGE_TYPES = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' } as const;

/**
 * Section 5: NDA and contract take .pdf, .doc, .docx; eligibility and other documents also .jpg,
 * .jpeg, .png (extension → the content type the download is served with).
 */
export const STAFF_DOCUMENT_TYPES: Record<StaffDocumentKind, Record<string, string>> = {
  nda: WORD_TYPES,
  contract: WORD_TYPES,
  eligibility: { ...WORD_TYPES, ...IMAGE_TYPES },
  other: { ...WORD_TYPES, ...IMAGE_TYPES },
};
/** A staff document is at most 10 MB (checked in the browser and on the server). */
export const STAFF_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** How many files Other Documents takes at once on the Add Staff form. */
export const STAFF_OTHER_DOCUMENTS_MAX = 5;

/** Staff list page size (section 9's users and groups size). */
export const STAFF_PAGE_SIZE = 10;
/** HR Documents list page size. */
export const HR_DOCUMENT_PAGE_SIZE = 20;

export const HR_DOCUMENT_TAB_LABELS: Record<HrDocumentTab, string> = {
  onboarding: 'Onboarding Documents',
  templates: 'Templates & Forms',
};

/** Categories an HR document is filed under. */
export const HR_DOCUMENT_CATEGORIES = [
  'Onboarding',
  'Policies',
  'Benefits',
  'Compliance',
  'Safety',
  'Training',
  'Payroll',
  'Templates',
  'Forms',
] as const;
export type HrDocumentCategory = (typeof HR_DOCUMENT_CATEGORIES)[number];

/**
 * What HR Documents accepts (docs/decisions/013-hr-records-and-documents.md): the spec's PDF,
 * DOCX, DOC, XLSX, XLS, and the other common office and image formats HR keeps (shown as
 * "other"). Extension → content type.
 */
export const HR_DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  csv: 'text/csv',
  txt: 'text/plain',
  rtf: 'application/rtf',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
} as const;
export type HrDocumentExtension = keyof typeof HR_DOCUMENT_TYPES;
export const HR_DOCUMENT_EXTENSIONS = Object.keys(HR_DOCUMENT_TYPES) as HrDocumentExtension[];
/** The HR document types of section 3. */
export const HR_DOCUMENT_TYPE_LABELS = ['PDF', 'DOCX', 'DOC', 'XLSX', 'XLS', 'other'] as const;
export type HrDocumentTypeLabel = (typeof HR_DOCUMENT_TYPE_LABELS)[number];
/** An HR document is at most 20 MB. */
export const HR_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** Retention and leavers are counted over this many months before the report's day. */
export const RETENTION_WINDOW_MONTHS = 12;

/** The texts of HR (sections 2.18, 2.19 and 8), word for word. */
export const HR_TEXTS = {
  missingFields: (labels: readonly string[]) =>
    `Please fill in the following required fields: ${labels.join(', ')}`,
  staffAdded: 'Staff member added successfully!',
  showing: (count: number) =>
    `Showing ${String(count)} staff ${count === 1 ? 'member' : 'members'}`,
  allDepartments: 'All Departments',
  noStaff: 'No staff members found.',
} as const;
