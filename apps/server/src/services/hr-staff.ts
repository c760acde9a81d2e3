import type { FastifyRequest } from 'fastify';
import {
  averageTenureYears,
  calendarDay,
  centsToDollars,
  departmentAnalysis,
  isCurrentOn,
  isPriorStaffStatus,
  type NewStaffParsed,
  type PermissionId,
  retentionRate,
  STAFF_FIELD_LABELS,
  staffEndDateProblem,
  staffNumber,
  type HrReport,
  type StaffDetail,
  type StaffRow,
  type staffUpdateSchema,
  toCsv,
  WORK_LOCATION_LABELS,
} from '@wildfire/shared';
import type { z } from 'zod';
import type { Executor } from '../db/client';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-errors';
import { recordAudit } from '../repositories/audit';
import {
  findDepartment,
  findStaff,
  findStaffByUser,
  findStaffUserAccount,
  insertStaff,
  listAllStaff,
  listDepartments,
  listStaffDocuments,
  reportsUpTo,
  type StaffRecord,
  type StaffValues,
  updateStaff,
} from '../repositories/hr';

/**
 * Staff records (admin-back-office.md 2.18, 2.19): who sees what, the checks of Add Staff and
 * Edit, and the Reports tab's figures and exports. Salary and personal data (personal email,
 * salary, birthdate, address, social media, documents) go only to holders of hr_permissions,
 * and only they change them (docs/decisions, HR records).
 */

export const HR_PERSONAL_PERMISSION: PermissionId = 'hr_permissions';

/** Whether the caller holds hr_permissions (loaded by the access check of the route). */
export const seesPersonalData = (request: FastifyRequest) =>
  (request.permissions ?? []).includes(HR_PERSONAL_PERMISSION);

export function requirePersonalDataAccess(request: FastifyRequest) {
  if (!seesPersonalData(request)) {
    throw forbidden('Salary and personal data need the HR Permissions permission.');
  }
}

/** Today as the reports count it: the calendar day in UTC. */
export const today = () => calendarDay(new Date());

export const fullName = (r: { firstName: string; lastName: string }) =>
  `${r.firstName} ${r.lastName}`;

export function toStaffRow(r: StaffRecord): StaffRow {
  return {
    id: r.id,
    staff_number: staffNumber(r.id),
    name: fullName(r),
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email ?? r.userEmail ?? null,
    position: r.position,
    department: { id: r.departmentId, name: r.departmentName },
    location: r.location,
    city: r.city,
    status: r.status,
    prior: isPriorStaffStatus(r.status),
    hire_date: r.hireDate,
    end_date: r.endDate,
  };
}

/** The record as the caller may see it: the personal part only with hr_permissions. */
export async function staffDetailFor(
  db: Executor,
  request: FastifyRequest,
  staffId: number,
): Promise<StaffDetail> {
  const r = await findStaff(db, staffId);
  if (!r) throw notFound('Staff member not found.');
  const detail: StaffDetail = {
    ...toStaffRow(r),
    user:
      r.userId !== null && r.userName !== null && r.userEmail !== null
        ? { id: r.userId, name: r.userName, email: r.userEmail }
        : null,
    reports_to:
      r.reportsToId !== null && r.reportsToFirstName !== null && r.reportsToLastName !== null
        ? {
            id: r.reportsToId,
            name: fullName({ firstName: r.reportsToFirstName, lastName: r.reportsToLastName }),
          }
        : null,
    updated_at: r.updatedAt.toISOString(),
  };
  if (!seesPersonalData(request)) return detail;
  const documents = await listStaffDocuments(db, staffId);
  return {
    ...detail,
    personal: {
      personal_email: r.personalEmail,
      salary: r.salaryCents === null ? null : r.salaryCents / 100,
      birthdate: r.birthdate,
      address: r.address,
      social_media: r.socialMedia,
      documents: documents.map((d) => ({
        id: d.id,
        kind: d.kind,
        file_name: d.fileName,
        content_type: d.contentType,
        size_bytes: d.sizeBytes,
        uploaded_by: d.uploadedBy,
        uploaded_at: d.createdAt.toISOString(),
      })),
    },
  };
}

type StaffUpdate = z.output<typeof staffUpdateSchema>;
type StaffInput = Partial<NewStaffParsed> & StaffUpdate;

const PERSONAL_LABELS = {
  personal_email: STAFF_FIELD_LABELS.personal_email,
  salary: STAFF_FIELD_LABELS.salary,
  birthdate: STAFF_FIELD_LABELS.birthdate,
  address: STAFF_FIELD_LABELS.address,
  social_media: 'Social Media',
} as const;

/**
 * The personal fields a body sets (on Add Staff: those given a value; on Edit: those present,
 * clearing included). Add Staff needs a personal email from everyone: it is required.
 */
function personalFieldsIn(body: StaffInput, creating: boolean): string[] {
  const fields: Array<keyof typeof PERSONAL_LABELS> = [];
  if (!creating && body.personal_email !== undefined) fields.push('personal_email');
  for (const field of ['salary', 'birthdate', 'address'] as const) {
    if (creating ? body[field] != null : body[field] !== undefined) fields.push(field);
  }
  if (
    creating
      ? body.social_media && Object.keys(body.social_media).length > 0
      : body.social_media !== undefined
  ) {
    fields.push('social_media');
  }
  return fields.map((f) => PERSONAL_LABELS[f]);
}

/** Only holders of hr_permissions set salary and personal data: 403 naming the fields. */
function requirePersonalDataFor(request: FastifyRequest, body: StaffInput, creating: boolean) {
  const fields = personalFieldsIn(body, creating);
  if (fields.length > 0 && !seesPersonalData(request)) {
    throw forbidden(
      `Only holders of the HR Permissions permission set salary and personal data (${fields.join(', ')}).`,
    );
  }
}

/** The department, manager and sign-in a record names must exist and fit. */
async function checkRelations(db: Executor, body: StaffInput, staffId: number | null) {
  if (body.department_id !== undefined && !(await findDepartment(db, body.department_id))) {
    throw badRequest('department_id: no such department');
  }
  if (body.reports_to !== undefined && body.reports_to !== null) {
    const boss = await findStaff(db, body.reports_to);
    if (!boss) throw badRequest('reports_to: no such staff member');
    if (isPriorStaffStatus(boss.status)) {
      throw badRequest('reports_to: a prior staff member cannot be a manager');
    }
    if (staffId !== null && (await reportsUpTo(db, body.reports_to, staffId))) {
      throw badRequest('reports_to: someone cannot report to themselves or to their own reports');
    }
  }
  if (body.user_id !== undefined && body.user_id !== null) {
    const account = await findStaffUserAccount(db, body.user_id);
    if (!account) throw badRequest('user_id: no staff user with that id');
    const linked = await findStaffByUser(db, body.user_id);
    if (linked && linked.id !== staffId) {
      throw conflict(`${account.name} is already linked to another staff record.`);
    }
  }
}

/** Add Staff: checks, stores and audits the record in one transaction; returns its id. */
export async function createStaffRecord(
  db: Executor,
  request: FastifyRequest,
  body: NewStaffParsed,
): Promise<number> {
  requirePersonalDataFor(request, body, true);
  return db.transaction(async (tx) => {
    await checkRelations(tx, body, null);
    const id = await insertStaff(tx, {
      userId: body.user_id ?? null,
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email ?? null,
      personalEmail: body.personal_email,
      position: body.role,
      departmentId: body.department_id,
      reportsToId: body.reports_to ?? null,
      salaryCents: body.salary == null ? null : Math.round(body.salary * 100),
      hireDate: body.hire_date,
      status: 'Active',
      location: body.location,
      city: body.city ?? null,
      address: body.address ?? null,
      socialMedia: body.social_media ?? {},
      birthdate: body.birthdate ?? null,
    });
    await recordAudit(tx, request, {
      action: 'staff.create',
      targetType: 'staff',
      targetId: String(id),
      details: {
        name: `${body.first_name} ${body.last_name}`,
        position: body.role,
        department_id: body.department_id,
      },
    });
    return id;
  });
}

/** Edit: checks the change against the stored record, stores and audits it. */
export async function updateStaffRecord(
  db: Executor,
  request: FastifyRequest,
  staffId: number,
  body: StaffUpdate,
) {
  requirePersonalDataFor(request, body, false);
  await db.transaction(async (tx) => {
    const current = await findStaff(tx, staffId);
    if (!current) throw notFound('Staff member not found.');
    await checkRelations(tx, body, staffId);

    const status = body.status ?? current.status;
    const hireDate = body.hire_date ?? current.hireDate;
    // Back to current staff (a rehire) clears the end date unless one is given.
    const endDate =
      body.end_date !== undefined
        ? body.end_date
        : body.status !== undefined && !isPriorStaffStatus(body.status)
          ? null
          : current.endDate;
    const problem = staffEndDateProblem(status, hireDate, endDate);
    if (problem) throw badRequest(`end_date: ${problem}`);
    const birthdate = body.birthdate !== undefined ? body.birthdate : current.birthdate;
    if (birthdate && birthdate >= hireDate) {
      throw badRequest('birthdate: Birthdate must be before the Hire Date');
    }

    const values: StaffValues = { status, endDate };
    if (body.user_id !== undefined) values.userId = body.user_id;
    if (body.first_name !== undefined) values.firstName = body.first_name;
    if (body.last_name !== undefined) values.lastName = body.last_name;
    if (body.email !== undefined) values.email = body.email;
    if (body.personal_email !== undefined) values.personalEmail = body.personal_email;
    if (body.role !== undefined) values.position = body.role;
    if (body.department_id !== undefined) values.departmentId = body.department_id;
    if (body.reports_to !== undefined) values.reportsToId = body.reports_to;
    if (body.salary !== undefined) {
      values.salaryCents = body.salary === null ? null : Math.round(body.salary * 100);
    }
    if (body.hire_date !== undefined) values.hireDate = body.hire_date;
    if (body.location !== undefined) values.location = body.location;
    if (body.city !== undefined) values.city = body.city;
    if (body.address !== undefined) values.address = body.address;
    if (body.social_media !== undefined) values.socialMedia = body.social_media;
    if (body.birthdate !== undefined) values.birthdate = body.birthdate;
    await updateStaff(tx, staffId, values);
    await recordAudit(tx, request, {
      action: 'staff.update',
      targetType: 'staff',
      targetId: String(staffId),
      // Which fields changed, never their private values.
      details: {
        fields: Object.keys(body),
        ...(body.status !== undefined && body.status !== current.status
          ? { status: { from: current.status, to: body.status } }
          : {}),
      },
    });
  });
}

// ---- Reports ----

const tenureOf = (r: StaffRecord) => ({
  hireDate: r.hireDate,
  endDate: r.endDate,
  status: r.status,
  department: r.departmentName,
});

/** The Reports tab: total staff, retention, average tenure and the department analysis. */
export async function hrReport(db: Executor, asOf: string): Promise<HrReport> {
  const [records, departments] = await Promise.all([listAllStaff(db), listDepartments(db, asOf)]);
  const tenure = records.map(tenureOf);
  return {
    as_of: asOf,
    total_staff: tenure.filter((r) => isCurrentOn(r, asOf)).length,
    prior_staff: tenure.filter((r) => isPriorStaffStatus(r.status)).length,
    retention_rate: retentionRate(tenure, asOf),
    average_tenure_years: averageTenureYears(tenure, asOf),
    departments: departmentAnalysis(
      departments.map((d) => d.name),
      tenure,
      asOf,
    ).map((row) => ({
      department: row.department,
      head_count: row.headCount,
      average_tenure_years: row.averageTenureYears,
      leavers_last_12_months: row.leaversLast12Months,
      retention_rate: row.retentionRate,
    })),
  };
}

/** Export Staff List: everyone, current and prior, without personal data. */
export async function staffListCsv(db: Executor): Promise<string> {
  const records = await listAllStaff(db);
  return toCsv(
    [
      'Staff ID',
      'First Name',
      'Last Name',
      'Work Email',
      'Position',
      'Department',
      'Work Location',
      'City',
      'Status',
      'Hire Date',
      'End Date',
    ],
    records.map((r) => {
      const row = toStaffRow(r);
      return [
        row.staff_number,
        row.first_name,
        row.last_name,
        row.email,
        row.position,
        row.department.name,
        WORK_LOCATION_LABELS[row.location],
        row.city,
        row.status,
        row.hire_date,
        row.end_date,
      ];
    }),
  );
}

/** Generate Payroll Report: current staff with their annual salaries and the total. */
export async function payrollCsv(db: Executor, asOf: string): Promise<string> {
  const current = (await listAllStaff(db)).filter((r) => isCurrentOn(tenureOf(r), asOf));
  const totalCents = current.reduce((sum, r) => sum + (r.salaryCents ?? 0), 0);
  return toCsv(
    ['Staff ID', 'Name', 'Position', 'Department', 'Status', 'Hire Date', 'Annual Salary (USD)'],
    [
      ...current.map((r) => [
        staffNumber(r.id),
        fullName(r),
        r.position,
        r.departmentName,
        r.status,
        r.hireDate,
        centsToDollars(r.salaryCents),
      ]),
      [
        'Total',
        `${String(current.length)} staff`,
        null,
        null,
        null,
        null,
        centsToDollars(totalCents),
      ],
    ],
  );
}

/** Department Analysis as a CSV. */
export async function departmentAnalysisCsv(db: Executor, asOf: string): Promise<string> {
  const report = await hrReport(db, asOf);
  return toCsv(
    [
      'Department',
      'Head Count',
      'Average Tenure (years)',
      'Leavers (last 12 months)',
      'Retention Rate (%)',
    ],
    report.departments.map((d) => [
      d.department,
      d.head_count,
      d.average_tenure_years,
      d.leavers_last_12_months,
      d.retention_rate,
    ]),
  );
}
