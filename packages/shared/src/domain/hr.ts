import {
  HR_DOCUMENT_TYPES,
  type HrDocumentExtension,
  type HrDocumentTypeLabel,
  PRIOR_STAFF_STATUSES,
  RETENTION_WINDOW_MONTHS,
  STAFF_DOCUMENT_TYPES,
  STAFF_FIELD_LABELS,
  STAFF_REQUIRED_FIELDS,
  type StaffDocumentKind,
  type StaffStatus,
} from '../constants/hr';

/**
 * Human resources rules (admin-back-office.md 2.18 to 2.20, 4 and 5): who is prior staff, the
 * required fields of Add Staff, accepted files, and the Reports tab's figures. Days are calendar
 * days written YYYY-MM-DD (UTC).
 */

/** Terminated, Resigned and Contract Ended are prior staff (styled as cancelled). */
export const isPriorStaffStatus = (status: string): boolean =>
  (PRIOR_STAFF_STATUSES as readonly string[]).includes(status);

/** Staff numbers as the list shows them: `EMP-007`. */
export const staffNumber = (id: number): string => `EMP-${String(id).padStart(3, '0')}`;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The labels of the required Add Staff fields (section 5) left empty, in form order: what the
 * notice 'Please fill in the following required fields: ...' lists.
 */
export function missingRequiredStaffFields(values: Record<string, unknown>): string[] {
  return STAFF_REQUIRED_FIELDS.filter((field) => isBlank(values[field])).map(
    (field) => STAFF_FIELD_LABELS[field],
  );
}

const extensionOf = (fileName: string): string | null => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? null : fileName.slice(dot + 1).toLowerCase();
};

/** The extensions a staff document of this kind accepts, with dots: `.pdf, .doc, .docx`. */
export const staffDocumentExtensions = (kind: StaffDocumentKind): string[] =>
  Object.keys(STAFF_DOCUMENT_TYPES[kind]).map((ext) => `.${ext}`);

/**
 * The content type of a staff document of `kind` named `fileName` (extension, case-insensitive),
 * or null when section 5 does not accept that type for that kind.
 */
export function staffDocumentType(
  kind: StaffDocumentKind,
  fileName: string,
): { extension: string; contentType: string } | null {
  const extension = extensionOf(fileName);
  const types = STAFF_DOCUMENT_TYPES[kind];
  if (extension === null || !Object.hasOwn(types, extension)) return null;
  return { extension, contentType: types[extension]! };
}

/** An HR document's type by its name: the content type and section 3's type label. */
export function hrDocumentType(fileName: string): {
  extension: HrDocumentExtension;
  contentType: string;
  label: HrDocumentTypeLabel;
} | null {
  const extension = extensionOf(fileName);
  if (extension === null || !Object.hasOwn(HR_DOCUMENT_TYPES, extension)) return null;
  const ext = extension as HrDocumentExtension;
  const label = (['pdf', 'docx', 'doc', 'xlsx', 'xls'] as const).includes(ext as never)
    ? (ext.toUpperCase() as HrDocumentTypeLabel)
    : 'other';
  return { extension: ext, contentType: HR_DOCUMENT_TYPES[ext], label };
}

/** A size for people: `512 B`, `1.5 KB`, `2.4 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
}

// ---- Reports ----

/** The dates and status of one staff record, as the reports need them. */
export interface TenureRecord {
  hireDate: string;
  endDate: string | null;
  status: StaffStatus | string;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
/** The calendar day of an instant, in UTC. */
export const calendarDay = (at: Date) => at.toISOString().slice(0, 10);

/** The day `months` calendar months before `day` (clamped to the month's last day). */
export function dayMonthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return calendarDay(target);
}

/** Current staff on `asOf`: not prior staff, and already hired (a future start does not count). */
export const isCurrentOn = (record: TenureRecord, asOf: string): boolean =>
  !isPriorStaffStatus(record.status) && record.hireDate <= asOf;

/**
 * Left within the retention window: prior staff whose end date is in the 12 months up to and
 * including `asOf` (after `asOf` − 12 months).
 */
export const leftWithinWindow = (record: TenureRecord, asOf: string): boolean =>
  isPriorStaffStatus(record.status) &&
  record.endDate !== null &&
  record.endDate > dayMonthsBefore(asOf, RETENTION_WINDOW_MONTHS) &&
  record.endDate <= asOf;

/**
 * Retention rate, in percent with one decimal: current staff ÷ everyone employed at some time in
 * the last 12 months (current staff plus those who left within those 12 months). Null when
 * nobody was employed. A department that kept all 9 of its people and lost 1 retains 90.0.
 */
export function retentionRate(records: readonly TenureRecord[], asOf: string): number | null {
  const current = records.filter((r) => isCurrentOn(r, asOf)).length;
  const leavers = records.filter((r) => leftWithinWindow(r, asOf)).length;
  const employed = current + leavers;
  if (employed === 0) return null;
  return Math.round((current / employed) * 1000) / 10;
}

/** Whole days from the hire date to `asOf` (never negative). */
export const tenureDays = (record: TenureRecord, asOf: string): number =>
  Math.max(0, dayNumber(asOf) - dayNumber(record.hireDate));

/**
 * Average tenure of current staff in years (365.25 days), one decimal: how long the people here
 * today have been here. Null when there is no current staff.
 */
export function averageTenureYears(records: readonly TenureRecord[], asOf: string): number | null {
  const current = records.filter((r) => isCurrentOn(r, asOf));
  if (current.length === 0) return null;
  const days = current.reduce((sum, r) => sum + tenureDays(r, asOf), 0) / current.length;
  return Math.round((days / 365.25) * 10) / 10;
}

export interface DepartmentAnalysisRow {
  department: string;
  headCount: number;
  averageTenureYears: number | null;
  leaversLast12Months: number;
  retentionRate: number | null;
}

/**
 * Department Analysis: per department (every department, in the order given) its head count
 * (current staff), average tenure, leavers in the last 12 months and retention rate.
 */
export function departmentAnalysis(
  departments: readonly string[],
  records: ReadonlyArray<TenureRecord & { department: string }>,
  asOf: string,
): DepartmentAnalysisRow[] {
  return departments.map((department) => {
    const mine = records.filter((r) => r.department === department);
    return {
      department,
      headCount: mine.filter((r) => isCurrentOn(r, asOf)).length,
      averageTenureYears: averageTenureYears(mine, asOf),
      leaversLast12Months: mine.filter((r) => leftWithinWindow(r, asOf)).length,
      retentionRate: retentionRate(mine, asOf),
    };
  });
}

/** Cents as dollars for a CSV (`85000.00`), empty when unknown. */
export const centsToDollars = (cents: number | null): string | null =>
  cents === null ? null : (cents / 100).toFixed(2);

/**
 * Whether a status and end date fit together: prior staff have an end date, not before the hire
 * date; current staff (Active, On Leave) have none. The problem in words, or null.
 */
export function staffEndDateProblem(
  status: string,
  hireDate: string,
  endDate: string | null | undefined,
): string | null {
  if (isPriorStaffStatus(status)) {
    if (!endDate) return 'End Date is required for prior staff';
    if (endDate < hireDate) return 'End Date must not be before the Hire Date';
    return null;
  }
  return endDate ? 'Only prior staff have an End Date' : null;
}
