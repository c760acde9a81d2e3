import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  averageTenureYears,
  calendarDay,
  retentionRate,
  type StaffDetail,
  type StaffPage,
} from '@wildfire/shared';
import { auditLog, staffDocuments, staffMembers, userPermissions } from '#src/db/schema/index';
import { demoUserId } from '#src/seed/seed-demo';
import { build } from '../../helper';

const ADMIN = 'admin@demo.test'; // every permission, hr_permissions included
const VIEWER = 'accounts@demo.test'; // view_hr_data only: no salaries, no personal data
const MANAGER = 'pm@demo.test'; // given view_hr_data and manage_hr_data below, not hr_permissions
const SUPPORT = 'support@demo.test'; // no HR permission
const CUSTOMER = 'owner@demo.test';

const TODAY = calendarDay(new Date());

describe('Human Resources (/api/admin/hr)', async () => {
  const { app, injectAs } = await build();
  await app.db.insert(userPermissions).values([
    { userId: await demoUserId(app.db, MANAGER), permission: 'view_hr_data' },
    { userId: await demoUserId(app.db, MANAGER), permission: 'manage_hr_data' },
  ]);
  const get = (email: string | null, url: string) => injectAs(email, { method: 'GET', url });
  const post = (email: string, url: string, payload: unknown) =>
    injectAs(email, { method: 'POST', url, payload: payload as object });
  const patch = (email: string, url: string, payload: unknown) =>
    injectAs(email, { method: 'PATCH', url, payload: payload as object });
  const staffPage = async (query = '', email = ADMIN) =>
    (await get(email, `/api/admin/hr/staff${query}`)).json<StaffPage>();
  const departments = async () =>
    (await get(ADMIN, '/api/admin/hr/departments')).json<{
      departments: Array<{ id: number; name: string; head_count: number }>;
    }>().departments;
  const departmentId = async (name: string) =>
    (await departments()).find((d) => d.name === name)!.id;
  const staffIdOf = async (firstName: string) => {
    const [row] = await app.db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.firstName, firstName));
    return row!.id;
  };
  const valid = async () => ({
    personal_email: 'jamie.rivera@example.com',
    first_name: 'Jamie',
    last_name: 'Rivera',
    role: 'Installation Technician',
    department_id: await departmentId('Operations'),
    hire_date: '2025-02-03',
  });

  it('anonymous 401, customer 403, staff without view_hr_data 403, with it 200', async () => {
    const maya = await staffIdOf('Maya');
    for (const url of [
      '/api/admin/hr/staff',
      `/api/admin/hr/staff/${String(maya)}`,
      '/api/admin/hr/departments',
      '/api/admin/hr/reports',
      '/api/admin/hr/reports/staff-list.csv',
      '/api/admin/hr/reports/departments.csv',
    ]) {
      expect((await get(null, url)).statusCode, url).toBe(401);
      expect((await get(CUSTOMER, url)).statusCode, url).toBe(403);
      expect((await get(SUPPORT, url)).statusCode, url).toBe(403);
      expect((await get(VIEWER, url)).statusCode, url).toBe(200);
    }
  });

  describe('Staff Members tab', () => {
    it('demo data: staff across departments, some of them prior staff, linked to the demo sign-ins', async () => {
      const current = await staffPage('?view=current');
      const prior = await staffPage('?view=prior');
      expect(current.total + prior.total).toBeGreaterThanOrEqual(14);
      expect(prior.total).toBeGreaterThanOrEqual(3);
      const all = await app.db.select().from(staffMembers);
      expect(new Set(all.map((s) => s.departmentId)).size).toBeGreaterThanOrEqual(8);
      expect(all.filter((s) => s.userId !== null)).toHaveLength(7);
      // A linked record shows its sign-in's email.
      const alex = current.items.find((s) => s.name === 'Alex Morgan');
      expect(alex).toMatchObject({
        email: 'admin@demo.test',
        staff_number: expect.stringMatching(/^EMP-\d{3}$/),
      });
    });

    it('current staff are Active and On Leave; prior staff are Terminated, Resigned and Contract Ended, with their end date', async () => {
      const current = await staffPage('?view=current&page=1');
      const currentAll = [...current.items, ...(await staffPage('?view=current&page=2')).items];
      expect(new Set(currentAll.map((s) => s.status))).toEqual(new Set(['Active', 'On Leave']));
      expect(currentAll.every((s) => s.end_date === null && !s.prior)).toBe(true);
      const prior = await staffPage('?view=prior');
      expect(new Set(prior.items.map((s) => s.status))).toEqual(
        new Set(['Terminated', 'Resigned', 'Contract Ended']),
      );
      expect(prior.items.every((s) => s.end_date !== null && s.prior)).toBe(true);
      // Most recent leaver first.
      const ends = prior.items.map((s) => s.end_date!);
      expect(ends).toEqual([...ends].sort().reverse());
    });

    it('the list is paginated 10 a page', async () => {
      const first = await staffPage('?view=current');
      expect(first.page_size).toBe(10);
      expect(first.items).toHaveLength(Math.min(10, first.total));
      const second = await staffPage('?view=current&page=2');
      expect(second.items).toHaveLength(first.total - 10);
      const ids = new Set([...first.items, ...second.items].map((s) => s.id));
      expect(ids.size).toBe(first.total);
    });

    it('the department filter and the search combine (AND), case-insensitive', async () => {
      const engineering = await departmentId('Engineering');
      const eng = await staffPage(`?view=current&department_id=${String(engineering)}`);
      expect(eng.items.length).toBeGreaterThan(0);
      expect(eng.items.every((s) => s.department.name === 'Engineering')).toBe(true);
      const found = await staffPage(
        `?view=current&department_id=${String(engineering)}&search=${encodeURIComponent('HYDRAULIC')}`,
      );
      expect(found.items.map((s) => s.name)).toEqual(['Ethan Brooks']);
      const none = await staffPage(
        `?view=current&department_id=${String(engineering)}&search=Controller`,
      );
      expect(none.total).toBe(0);
      expect((await staffPage('?search=%25')).total).toBe(0);
      expect((await get(ADMIN, '/api/admin/hr/staff?view=former')).statusCode).toBe(400);
    });

    it('the list carries no salary or personal data for anyone', async () => {
      const body = JSON.stringify(await staffPage('?view=current'));
      expect(body).not.toContain('salary');
      expect(body).not.toContain('personal_email');
      expect(body).not.toContain('alex.morgan.home@example.com');
    });
  });

  describe('Salary and personal data only with hr_permissions', () => {
    it('the API leaves the personal fields out entirely for callers without hr_permissions', async () => {
      const noah = await staffIdOf('Noah');
      const url = `/api/admin/hr/staff/${String(noah)}`;
      for (const email of [VIEWER, MANAGER]) {
        const res = await get(email, url);
        expect(res.statusCode).toBe(200);
        const body = res.json<StaffDetail>();
        expect(body).not.toHaveProperty('personal');
        expect(body.name).toBe('Noah Bennett');
        for (const secret of [
          'noah.bennett@example.com',
          '58000',
          '1999-10-08',
          'Marengo',
          'NDA',
        ]) {
          expect(res.body, `${email} ${secret}`).not.toContain(secret);
        }
      }
      const full = (await get(ADMIN, url)).json<StaffDetail>();
      expect(full.personal).toMatchObject({
        personal_email: 'noah.bennett@example.com',
        salary: 58000,
        birthdate: '1999-10-08',
        address: '95 N Marengo Ave, Pasadena, CA 91101',
      });
      expect(full.personal!.documents.map((d) => d.kind).sort()).toEqual([
        'contract',
        'eligibility',
        'nda',
      ]);
    });

    it('the payroll report and staff documents need hr_permissions', async () => {
      expect((await get(VIEWER, '/api/admin/hr/reports/payroll.csv')).statusCode).toBe(403);
      expect((await get(MANAGER, '/api/admin/hr/reports/payroll.csv')).statusCode).toBe(403);
      const noah = await staffIdOf('Noah');
      const [doc] = await app.db
        .select()
        .from(staffDocuments)
        .where(eq(staffDocuments.staffId, noah));
      const url = `/api/admin/hr/staff/${String(noah)}/documents/${String(doc!.id)}`;
      expect((await get(VIEWER, url)).statusCode).toBe(403);
      expect((await get(MANAGER, url)).statusCode).toBe(403);
      const download = await get(ADMIN, url);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });

  describe('Add Staff', () => {
    it('needs manage_hr_data', async () => {
      expect((await post(VIEWER, '/api/admin/hr/staff', await valid())).statusCode).toBe(403);
    });

    it('required are personal email, first name, last name, role, department and hire date: 400 naming the field, nothing stored', async () => {
      const before = (await app.db.select().from(staffMembers)).length;
      const base = await valid();
      const cases: Array<[string, Record<string, unknown>]> = [
        ['personal_email', { ...base, personal_email: '' }],
        ['first_name', { ...base, first_name: '  ' }],
        ['last_name', { ...base, last_name: undefined }],
        ['role', { ...base, role: '' }],
        ['department_id', { ...base, department_id: undefined }],
        ['hire_date', { ...base, hire_date: 'soon' }],
      ];
      for (const [field, body] of cases) {
        const res = await post(ADMIN, '/api/admin/hr/staff', body);
        expect(res.statusCode, field).toBe(400);
        expect(res.json().error.fields, field).toHaveProperty(field);
      }
      expect((await app.db.select().from(staffMembers)).length).toBe(before);
    });

    it('stores an Active record and audits it; the answer is the record', async () => {
      const res = await post(ADMIN, '/api/admin/hr/staff', {
        ...(await valid()),
        salary: 67500,
        location: 'hybrid',
        city: 'Temecula',
        address: '1 Vineyard Way, Temecula, CA 92591',
        social_media: { linkedin: 'linkedin.com/in/jamierivera' },
        birthdate: '1996-07-01',
        reports_to: await staffIdOf('Omar'),
      });
      expect(res.statusCode).toBe(201);
      const created = res.json<StaffDetail>();
      expect(created).toMatchObject({
        name: 'Jamie Rivera',
        position: 'Installation Technician',
        status: 'Active',
        department: { name: 'Operations' },
        reports_to: { name: 'Omar Haddad' },
        personal: { salary: 67500, social_media: { linkedin: 'linkedin.com/in/jamierivera' } },
      });
      const [stored] = await app.db
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.id, created.id));
      expect(stored!.salaryCents).toBe(6_750_000);
      const [audit] = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'staff.create'), eq(auditLog.targetId, String(created.id))));
      expect(audit).toBeDefined();
      // The audit names the record, never its salary.
      expect(JSON.stringify(audit!.details)).not.toContain('67500');
    });

    it('only holders of hr_permissions set salary and personal data', async () => {
      const withSalary = await post(MANAGER, '/api/admin/hr/staff', {
        ...(await valid()),
        first_name: 'Casey',
        salary: 70000,
        birthdate: '1990-01-01',
      });
      expect(withSalary.statusCode).toBe(403);
      expect(withSalary.json().error.message).toContain('Salary, Birthdate');
      const plain = await post(MANAGER, '/api/admin/hr/staff', {
        ...(await valid()),
        first_name: 'Casey',
      });
      expect(plain.statusCode).toBe(201);
      expect(plain.json()).not.toHaveProperty('personal');
    });

    it('an unknown department, manager or sign-in is 400; a sign-in linked to another record is 409', async () => {
      const base = await valid();
      expect(
        (await post(ADMIN, '/api/admin/hr/staff', { ...base, department_id: 99999 })).statusCode,
      ).toBe(400);
      expect(
        (await post(ADMIN, '/api/admin/hr/staff', { ...base, reports_to: 99999 })).statusCode,
      ).toBe(400);
      const prior = await staffIdOf('Jordan');
      expect(
        (await post(ADMIN, '/api/admin/hr/staff', { ...base, reports_to: prior })).statusCode,
      ).toBe(400);
      const customer = await demoUserId(app.db, CUSTOMER);
      expect(
        (await post(ADMIN, '/api/admin/hr/staff', { ...base, user_id: customer })).statusCode,
      ).toBe(400);
      const linked = await demoUserId(app.db, SUPPORT);
      expect(
        (await post(ADMIN, '/api/admin/hr/staff', { ...base, user_id: linked })).statusCode,
      ).toBe(409);
    });

    it('the form choices list departments, current staff to report to and unlinked staff sign-ins', async () => {
      const res = await get(ADMIN, '/api/admin/hr/form-choices');
      expect(res.statusCode).toBe(200);
      const choices = res.json<{
        departments: Array<{ name: string }>;
        managers: Array<{ name: string }>;
        accounts: Array<{ email: string }>;
      }>();
      expect(choices.departments.map((d) => d.name)).toContain('Design');
      expect(choices.managers.map((m) => m.name)).toContain('Omar Haddad');
      expect(choices.managers.map((m) => m.name)).not.toContain('Jordan Ellis');
      // Every demo staff sign-in is linked already.
      expect(choices.accounts).toEqual([]);
      expect((await get(VIEWER, '/api/admin/hr/form-choices')).statusCode).toBe(403);
    });
  });

  describe('Edit', () => {
    it('prior statuses need an end date; the record moves to Prior Staff; back to Active clears it', async () => {
      const chloe = await staffIdOf('Chloe');
      const url = `/api/admin/hr/staff/${String(chloe)}`;
      const noEnd = await patch(ADMIN, url, { status: 'Resigned' });
      expect(noEnd.statusCode).toBe(400);
      expect(noEnd.json().error).toMatchObject({
        message: 'End Date is required for prior staff',
        fields: { end_date: 'End Date is required for prior staff' },
      });
      const early = await patch(ADMIN, url, { status: 'Resigned', end_date: '2020-01-01' });
      expect(early.statusCode).toBe(400);
      expect((await patch(ADMIN, url, { end_date: TODAY })).statusCode).toBe(400);

      const resigned = await patch(ADMIN, url, { status: 'Resigned', end_date: TODAY });
      expect(resigned.statusCode).toBe(200);
      expect(resigned.json()).toMatchObject({ status: 'Resigned', end_date: TODAY, prior: true });
      expect((await staffPage('?view=prior')).items.map((s) => s.id)).toContain(chloe);

      const back = await patch(ADMIN, url, { status: 'Active', role: 'Senior UX Designer' });
      expect(back.json()).toMatchObject({
        status: 'Active',
        end_date: null,
        position: 'Senior UX Designer',
      });
      const audits = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'staff.update'), eq(auditLog.targetId, String(chloe))));
      expect(audits).toHaveLength(2);
    });

    it('needs manage_hr_data; personal fields need hr_permissions; unknown ids are 404', async () => {
      const maya = await staffIdOf('Maya');
      const url = `/api/admin/hr/staff/${String(maya)}`;
      expect((await patch(VIEWER, url, { role: 'Director' })).statusCode).toBe(403);
      expect((await patch(MANAGER, url, { salary: 1 })).statusCode).toBe(403);
      expect((await patch(MANAGER, url, { address: null })).statusCode).toBe(403);
      expect((await patch(MANAGER, url, { city: 'Burbank' })).statusCode).toBe(200);
      expect((await patch(ADMIN, url, { salary: 140000 })).json().personal.salary).toBe(140000);
      expect((await patch(ADMIN, '/api/admin/hr/staff/99999', { city: 'X' })).statusCode).toBe(404);
      expect((await get(ADMIN, '/api/admin/hr/staff/99999')).statusCode).toBe(404);
      expect((await patch(ADMIN, url, {})).statusCode).toBe(400);
      expect((await patch(ADMIN, url, { salary_cents: 5 })).statusCode).toBe(400);
    });

    it('nobody reports to themselves or to their own reports', async () => {
      const ethan = await staffIdOf('Ethan');
      const diego = await staffIdOf('Diego'); // reports to Ethan
      expect(
        (await patch(ADMIN, `/api/admin/hr/staff/${String(ethan)}`, { reports_to: ethan }))
          .statusCode,
      ).toBe(400);
      expect(
        (await patch(ADMIN, `/api/admin/hr/staff/${String(ethan)}`, { reports_to: diego }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('Staff documents (Add Staff uploads)', () => {
    const upload = (email: string, staffId: number, kind: string, name: string, bytes: Buffer) =>
      injectAs(email, {
        method: 'POST',
        url: `/api/admin/hr/staff/${String(staffId)}/documents?kind=${kind}`,
        headers: {
          'content-type': 'application/octet-stream',
          'x-file-name': encodeURIComponent(name),
        },
        payload: bytes,
      });

    it('NDA and contract take .pdf, .doc, .docx; eligibility and other documents also .jpg, .jpeg, .png', async () => {
      const maya = await staffIdOf('Maya');
      const pdf = Buffer.from('%PDF-1.4 contract');
      expect((await upload(ADMIN, maya, 'contract', 'Contract.pdf', pdf)).statusCode).toBe(201);
      expect((await upload(ADMIN, maya, 'nda', 'NDA.docx', pdf)).statusCode).toBe(201);
      const scan = await upload(ADMIN, maya, 'nda', 'scan.jpg', Buffer.from('jpeg'));
      expect(scan.statusCode).toBe(400);
      expect(scan.json().error.message).toBe(
        'File type not allowed for NDA. Allowed: .pdf, .doc, .docx.',
      );
      expect(
        (await upload(ADMIN, maya, 'eligibility', 'passport.JPEG', Buffer.from('jpeg'))).statusCode,
      ).toBe(201);
      expect((await upload(ADMIN, maya, 'other', 'badge.png', Buffer.from('png'))).statusCode).toBe(
        201,
      );
      expect((await upload(ADMIN, maya, 'other', 'run.exe', Buffer.from('MZ'))).statusCode).toBe(
        400,
      );
      expect((await upload(ADMIN, maya, 'payslip', 'a.pdf', pdf)).statusCode).toBe(400);
    });

    it('a document above 10 MB is refused with 413 and nothing is kept', async () => {
      const maya = await staffIdOf('Maya');
      const before = (await app.db.select().from(staffDocuments)).length;
      const res = await upload(
        ADMIN,
        maya,
        'other',
        'big.pdf',
        Buffer.alloc(10 * 1024 * 1024 + 1, 1),
      );
      expect(res.statusCode).toBe(413);
      expect((await app.db.select().from(staffDocuments)).length).toBe(before);
    });

    it('path-traversal-looking names are reduced to a plain file name; the bytes download unchanged', async () => {
      const maya = await staffIdOf('Maya');
      const res = await upload(
        ADMIN,
        maya,
        'other',
        '../../../etc/passwd.pdf',
        Buffer.from('root:x'),
      );
      expect(res.statusCode).toBe(201);
      const doc = res.json<{ id: number; file_name: string }>();
      expect(doc.file_name).toBe('passwd.pdf');
      const [row] = await app.db.select().from(staffDocuments).where(eq(staffDocuments.id, doc.id));
      expect(row!.storageKey).toMatch(/^staff-\d+\/[a-f0-9]{32}$/);
      const download = await get(
        ADMIN,
        `/api/admin/hr/staff/${String(maya)}/documents/${String(doc.id)}`,
      );
      expect(download.body).toBe('root:x');
      expect(download.headers['content-disposition']).toContain('filename="passwd.pdf"');
      // Another staff record's id does not reach the document.
      const ethan = await staffIdOf('Ethan');
      expect(
        (await get(ADMIN, `/api/admin/hr/staff/${String(ethan)}/documents/${String(doc.id)}`))
          .statusCode,
      ).toBe(404);
    });

    it('uploading and deleting need manage_hr_data and hr_permissions', async () => {
      const maya = await staffIdOf('Maya');
      const pdf = Buffer.from('%PDF-1.4');
      expect((await upload(VIEWER, maya, 'nda', 'nda.pdf', pdf)).statusCode).toBe(403);
      expect((await upload(MANAGER, maya, 'nda', 'nda.pdf', pdf)).statusCode).toBe(403);
      const created = (await upload(ADMIN, maya, 'nda', 'nda.pdf', pdf)).json<{ id: number }>();
      const url = `/api/admin/hr/staff/${String(maya)}/documents/${String(created.id)}`;
      expect((await injectAs(MANAGER, { method: 'DELETE', url })).statusCode).toBe(403);
      expect((await injectAs(ADMIN, { method: 'DELETE', url })).statusCode).toBe(204);
      expect((await get(ADMIN, url)).statusCode).toBe(404);
      expect((await upload(ADMIN, 99999, 'nda', 'nda.pdf', pdf)).statusCode).toBe(404);
    });
  });

  describe('Departments tab', () => {
    it('each department shows its head count: current staff only', async () => {
      const list = await departments();
      expect(list.map((d) => d.name)).toEqual(
        expect.arrayContaining([
          'Engineering',
          'Product',
          'Sales',
          'Marketing',
          'Operations',
          'Finance',
          'Legal',
          'Human Resources',
          'Customer Success',
          'Design',
        ]),
      );
      for (const department of list) {
        const current = await staffPage(`?view=current&department_id=${String(department.id)}`);
        const hiredYet = current.items.filter((s) => s.hire_date <= TODAY).length;
        expect(department.head_count, department.name).toBe(hiredYet);
      }
    });

    it('Add Department: a unique name (case-insensitive), audited; needs manage_hr_data', async () => {
      expect(
        (await post(VIEWER, '/api/admin/hr/departments', { name: 'Research' })).statusCode,
      ).toBe(403);
      expect((await post(ADMIN, '/api/admin/hr/departments', { name: ' ' })).statusCode).toBe(400);
      const res = await post(ADMIN, '/api/admin/hr/departments', {
        name: 'Research',
        description: 'Fire behaviour studies',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ name: 'Research', head_count: 0 });
      const again = await post(ADMIN, '/api/admin/hr/departments', { name: 'RESEARCH' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('A department named "RESEARCH" already exists.');
      expect((await departments()).filter((d) => d.name.toLowerCase() === 'research')).toHaveLength(
        1,
      );
    });
  });

  describe('Reports tab', () => {
    it('total staff, retention rate and average tenure are computed from the records', async () => {
      const report = (await get(VIEWER, '/api/admin/hr/reports')).json<{
        as_of: string;
        total_staff: number;
        retention_rate: number | null;
        average_tenure_years: number | null;
        departments: Array<{
          department: string;
          head_count: number;
          leavers_last_12_months: number;
        }>;
      }>();
      const all = await app.db.select().from(staffMembers);
      const records = all.map((s) => ({
        hireDate: s.hireDate,
        endDate: s.endDate,
        status: s.status,
      }));
      expect(report.as_of).toBe(TODAY);
      expect(report.total_staff).toBe(
        all.filter(
          (s) =>
            !['Terminated', 'Resigned', 'Contract Ended'].includes(s.status) && s.hireDate <= TODAY,
        ).length,
      );
      expect(report.retention_rate).toBe(retentionRate(records, TODAY));
      expect(report.retention_rate).toBeGreaterThan(0);
      expect(report.retention_rate).toBeLessThan(100);
      expect(report.average_tenure_years).toBe(averageTenureYears(records, TODAY));
      const sum = report.departments.reduce((n, d) => n + d.head_count, 0);
      expect(sum).toBe(report.total_staff);
      expect(report.departments.find((d) => d.department === 'Sales')!.leavers_last_12_months).toBe(
        1,
      );
    });

    it('Export Staff List is a CSV of every record, without personal data, with escaping', async () => {
      await post(ADMIN, '/api/admin/hr/staff', {
        ...(await valid()),
        first_name: '=cmd|"calc"',
        last_name: 'Ortega, Jr.',
        role: 'Crew "Lead"',
      });
      const res = await get(VIEWER, '/api/admin/hr/reports/staff-list.csv');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain(`staff-list-${TODAY}.csv`);
      const text = res.body.replace(/^\uFEFF/, '');
      const lines = text.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Staff ID,First Name,Last Name,Work Email,Position,Department,Work Location,City,Status,Hire Date,End Date',
      );
      const count = (await app.db.select().from(staffMembers)).length;
      expect(lines).toHaveLength(count + 1);
      expect(text).toContain(`"'=cmd|""calc""","Ortega, Jr.",`);
      expect(text).toContain(',"Crew ""Lead""",Operations,');
      expect(text).toMatch(
        /Jordan,Ellis,jordan\.ellis@wildfiredefense\.example,Installation Technician,Operations,Office,Temecula,Resigned,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}/,
      );
      expect(text).not.toContain('@example.com');
      expect(text).not.toContain('185000');
    });

    it('Generate Payroll Report: current staff with salaries and the total, audited', async () => {
      const res = await get(ADMIN, '/api/admin/hr/reports/payroll.csv');
      expect(res.statusCode).toBe(200);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Staff ID,Name,Position,Department,Status,Hire Date,Annual Salary (USD)',
      );
      expect(lines.some((l) => l.includes('Alex Morgan') && l.endsWith(',185000.00'))).toBe(true);
      expect(lines.some((l) => l.includes('Jordan Ellis'))).toBe(false);
      expect(lines.at(-1)).toMatch(/^Total,\d+ staff,,,,,\d+\.\d{2}$/);
      const audits = await app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'hr.payroll_report'));
      expect(audits.length).toBeGreaterThan(0);
    });

    it('Department Analysis: head count, average tenure, leavers and retention per department', async () => {
      const res = await get(VIEWER, '/api/admin/hr/reports/departments.csv');
      expect(res.statusCode).toBe(200);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Department,Head Count,Average Tenure (years),Leavers (last 12 months),Retention Rate (%)',
      );
      expect(lines.find((l) => l.startsWith('Design,'))).toMatch(/^Design,\d+,[\d.]+,0,100$/);
    });
  });
});
