import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  departmentSchema,
  FILE_NAME_HEADER,
  hrReportSchema,
  newDepartmentSchema,
  newStaffSchema,
  STAFF_DOCUMENT_KIND_LABELS,
  STAFF_DOCUMENT_MAX_BYTES,
  STAFF_PAGE_SIZE,
  staffDetailSchema,
  staffDocumentExtensions,
  staffDocumentKindSchema,
  staffDocumentSchema,
  staffDocumentType,
  staffFormChoicesSchema,
  staffListQuerySchema,
  staffPageSchema,
  staffUpdateSchema,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { conflict, notFound } from '#src/lib/http-errors';
import {
  acceptRawUploads,
  checkRawUpload,
  contentDisposition,
  sendStoredFile,
  storeRawUpload,
} from '#src/lib/raw-uploads';
import { recordAudit } from '#src/repositories/audit';
import {
  deleteStaffDocument,
  findDepartmentByName,
  findStaff,
  findStaffDocument,
  insertDepartment,
  insertStaffDocument,
  listDepartments,
  listStaff,
  staffFormChoices,
} from '#src/repositories/hr';
import { newStorageKey } from '#src/services/file-storage';
import {
  createStaffRecord,
  departmentAnalysisCsv,
  fullName,
  hrReport,
  payrollCsv,
  requirePersonalDataAccess,
  staffDetailFor,
  staffListCsv,
  today,
  toStaffRow,
  updateStaffRecord,
} from '#src/services/hr-staff';
import { positiveIdParam } from '../query';

const staffParams = z.object({ staffId: positiveIdParam('staffId') });
const documentParams = staffParams.extend({ documentId: positiveIdParam('documentId') });

/** A CSV download (UTF-8 with a byte order mark, so spreadsheets read accents right). */
const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(`\uFEFF${csv}`);

/**
 * Human Resources (admin-back-office.md 2.18, 2.19): staff records, their documents,
 * departments and reports. view_hr_data sees, manage_hr_data changes, and salary and personal
 * data travel only to holders of hr_permissions.
 */
export default async function hrRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const storage = app.files;
  acceptRawUploads(app);

  // ---- Staff ----

  routes.get(
    '/api/admin/hr/staff',
    {
      config: { access: 'permission:view_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'Staff Members: current or prior staff, by department, searched, 10 a page',
        description:
          'Prior staff are Terminated, Resigned or Contract Ended. The search matches name, work email, position or city, case-insensitive. No personal data.',
        security,
        querystring: staffListQuerySchema,
        response: { 200: staffPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { view, department_id: departmentId, search, page } = request.query;
      const list = await listStaff(app.db, {
        view,
        departmentId,
        search,
        page,
        pageSize: STAFF_PAGE_SIZE,
      });
      return pageAnswer(list, { page, pageSize: STAFF_PAGE_SIZE }, toStaffRow);
    },
  );

  routes.get(
    '/api/admin/hr/staff/:staffId',
    {
      config: { access: 'permission:view_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'A staff record (View, Edit)',
        description:
          '`personal` (personal email, salary, birthdate, address, social media, documents) is present only for holders of hr_permissions.',
        security,
        params: staffParams,
        response: { 200: staffDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => staffDetailFor(app.db, request, request.params.staffId),
  );

  routes.get(
    '/api/admin/hr/form-choices',
    {
      config: { access: 'permission:manage_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'What Add Staff and Edit choose from: departments, managers, staff sign-ins',
        description:
          'Sign-ins are staff users not linked to a staff record yet (plus the one linked to `staff_id`).',
        security,
        querystring: z.object({ staff_id: positiveIdParam('staff_id').optional() }),
        response: { 200: staffFormChoicesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const [departments, choices] = await Promise.all([
        listDepartments(app.db, today()),
        staffFormChoices(app.db, request.query.staff_id ?? null),
      ]);
      return {
        departments: departments.map((d) => ({
          id: d.id,
          name: d.name,
          description: d.description,
          head_count: d.headCount,
        })),
        managers: choices.managers
          .filter((m) => m.id !== request.query.staff_id)
          .map((m) => ({ id: m.id, name: fullName(m), position: m.position })),
        accounts: choices.accounts,
      };
    },
  );

  routes.post(
    '/api/admin/hr/staff',
    {
      config: { access: 'permission:manage_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'Add Staff: a new staff record (Active); its documents are uploaded after it',
        description:
          'Required: personal_email, first_name, last_name, role, department_id, hire_date. Salary, birthdate, address and social media need hr_permissions too (403 otherwise).',
        security,
        body: newStaffSchema,
        response: { 201: staffDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const id = await createStaffRecord(app.db, request, request.body);
      return reply.code(201).send(await staffDetailFor(app.db, request, id));
    },
  );

  routes.patch(
    '/api/admin/hr/staff/:staffId',
    {
      config: { access: 'permission:manage_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'Edit a staff record: any field, the status and (prior staff) the end date',
        description:
          'Prior staff (Terminated, Resigned, Contract Ended) need an end_date; back to Active or On Leave clears it. Personal fields need hr_permissions too (403 otherwise).',
        security,
        params: staffParams,
        body: staffUpdateSchema,
        response: { 200: staffDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await updateStaffRecord(app.db, request, request.params.staffId, request.body);
      return staffDetailFor(app.db, request, request.params.staffId);
    },
  );

  // ---- Staff documents (personal: hr_permissions) ----

  routes.post(
    '/api/admin/hr/staff/:staffId/documents',
    {
      config: { access: 'permission:manage_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'Upload an NDA, contract, eligibility or other document (raw bytes)',
        description: `Needs hr_permissions too. Body: the file as application/octet-stream, its name URI-encoded in X-File-Name. At most ${String(STAFF_DOCUMENT_MAX_BYTES)} bytes (413). NDA and contract: .pdf, .doc, .docx; eligibility and other: also .jpg, .jpeg, .png (400 otherwise).`,
        security,
        params: staffParams,
        querystring: z.object({ kind: staffDocumentKindSchema }),
        headers: z.object({
          [FILE_NAME_HEADER]: z
            .string({ error: `${FILE_NAME_HEADER} header is required` })
            .min(1)
            .max(1000),
        }),
        response: { 201: staffDocumentSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      requirePersonalDataAccess(request);
      const { staffId } = request.params;
      const { kind } = request.query;
      const { fileName, type } = checkRawUpload(request, {
        maxBytes: STAFF_DOCUMENT_MAX_BYTES,
        typeOf: (name) => staffDocumentType(kind, name),
        typeNotAllowed: `File type not allowed for ${STAFF_DOCUMENT_KIND_LABELS[kind]}. Allowed: ${staffDocumentExtensions(kind).join(', ')}.`,
      });
      if (!(await findStaff(app.db, staffId))) throw notFound('Staff member not found.');
      const key = newStorageKey(`staff-${String(staffId)}`);
      const size = await storeRawUpload(storage, key, request, STAFF_DOCUMENT_MAX_BYTES);
      try {
        const row = await app.db.transaction(async (tx) => {
          const document = await insertStaffDocument(tx, {
            staffId,
            kind,
            fileName,
            storageKey: key,
            contentType: type.contentType,
            sizeBytes: size,
            uploadedBy: request.auth!.user.id,
          });
          await recordAudit(tx, request, {
            action: 'staff_document.upload',
            targetType: 'staff',
            targetId: String(staffId),
            details: { document_id: document.id, kind, file_name: fileName, size_bytes: size },
          });
          return document;
        });
        return reply.code(201).send({
          id: row.id,
          kind: row.kind,
          file_name: row.fileName,
          content_type: row.contentType,
          size_bytes: row.sizeBytes,
          uploaded_by: request.auth!.user.name,
          uploaded_at: row.createdAt.toISOString(),
        });
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
    },
  );

  routes.get(
    '/api/admin/hr/staff/:staffId/documents/:documentId',
    {
      config: { access: 'permission:hr_permissions' },
      schema: {
        tags: ['admin'],
        summary: 'Download a staff document (as an attachment; the download is audited)',
        security,
        params: documentParams,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { staffId, documentId } = request.params;
      const document = await findStaffDocument(app.db, staffId, documentId);
      if (!document) throw notFound('Document not found.');
      const body = await storage.open(document.storageKey);
      if (!body) throw notFound('Document not found.');
      await recordAudit(app.db, request, {
        action: 'staff_document.download',
        targetType: 'staff',
        targetId: String(staffId),
        details: { document_id: documentId, file_name: document.fileName },
      });
      return sendStoredFile(reply, body, document);
    },
  );

  routes.delete(
    '/api/admin/hr/staff/:staffId/documents/:documentId',
    {
      config: { access: 'permission:manage_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a staff document (needs hr_permissions too)',
        security,
        params: documentParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      requirePersonalDataAccess(request);
      const { staffId, documentId } = request.params;
      const document = await findStaffDocument(app.db, staffId, documentId);
      if (!document) throw notFound('Document not found.');
      await app.db.transaction(async (tx) => {
        await deleteStaffDocument(tx, documentId);
        await recordAudit(tx, request, {
          action: 'staff_document.delete',
          targetType: 'staff',
          targetId: String(staffId),
          details: { document_id: documentId, kind: document.kind, file_name: document.fileName },
        });
      });
      // After the row is gone: a failed removal leaves unreferenced bytes, never a dead row.
      await storage.remove(document.storageKey).catch((error: unknown) => {
        request.log.warn({ err: error, key: document.storageKey }, 'stored file not removed');
      });
      return reply.code(204).send(null);
    },
  );

  // ---- Departments ----

  routes.get(
    '/api/admin/hr/departments',
    {
      config: { access: 'permission:view_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'Departments with their head count (current staff), by name',
        security,
        response: {
          200: z.object({ departments: z.array(departmentSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const rows = await listDepartments(app.db, today());
      return {
        departments: rows.map((d) => ({
          id: d.id,
          name: d.name,
          description: d.description,
          head_count: d.headCount,
        })),
      };
    },
  );

  routes.post(
    '/api/admin/hr/departments',
    {
      config: { access: 'permission:manage_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'Add Department (the name is unique, case-insensitive: 409 otherwise)',
        security,
        body: newDepartmentSchema,
        response: { 201: departmentSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { name, description } = request.body;
      const taken = () => conflict(`A department named "${name}" already exists.`);
      if (await findDepartmentByName(app.db, name)) throw taken();
      const row = await app.db.transaction(async (tx) => {
        if (await findDepartmentByName(tx, name)) throw taken();
        const department = await insertDepartment(tx, { name, description: description ?? '' });
        await recordAudit(tx, request, {
          action: 'department.create',
          targetType: 'department',
          targetId: String(department.id),
          details: { name },
        });
        return department;
      });
      return reply.code(201).send({
        id: row.id,
        name: row.name,
        description: row.description,
        head_count: 0,
      });
    },
  );

  // ---- Reports ----

  routes.get(
    '/api/admin/hr/reports',
    {
      config: { access: 'permission:view_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'Reports: total staff, retention rate, average tenure, department analysis',
        description:
          'Total staff: current staff already hired. Retention rate: current staff ÷ (current staff + those who left in the last 12 months), in percent. Average tenure: mean years since hire of current staff.',
        security,
        response: { 200: hrReportSchema, ...errorResponses(401, 403) },
      },
    },
    async () => hrReport(app.db, today()),
  );

  routes.get(
    '/api/admin/hr/reports/staff-list.csv',
    {
      config: { access: 'permission:view_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'Export Staff List: every staff record as CSV, without personal data',
        security,
        response: { ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      sendCsv(reply, `staff-list-${today()}.csv`, await staffListCsv(app.db)),
  );

  routes.get(
    '/api/admin/hr/reports/payroll.csv',
    {
      config: { access: 'permission:hr_permissions' },
      schema: {
        tags: ['admin'],
        summary: 'Generate Payroll Report: current staff with annual salaries, as CSV (audited)',
        security,
        response: { ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const asOf = today();
      const csv = await payrollCsv(app.db, asOf);
      await recordAudit(app.db, request, { action: 'hr.payroll_report', details: { as_of: asOf } });
      return sendCsv(reply, `payroll-${asOf}.csv`, csv);
    },
  );

  routes.get(
    '/api/admin/hr/reports/departments.csv',
    {
      config: { access: 'permission:view_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'Department Analysis as CSV: head count, average tenure, leavers, retention',
        security,
        response: { ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      const asOf = today();
      return sendCsv(
        reply,
        `department-analysis-${asOf}.csv`,
        await departmentAnalysisCsv(app.db, asOf),
      );
    },
  );
}
