import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  inboxMessages,
  mailOutbox,
  partnerMessages,
  projectNotes,
  projects,
  projectUpdates,
  servicePartners,
  sessions,
  userPermissions,
  users,
} from '#src/db/schema/index';
import { demoUserId } from '#src/seed/seed-demo';
import { build } from '../../helper';

const ADMIN = 'admin@demo.test'; // superadmin, waiver authority CEO
const PM = 'pm@demo.test'; // view, create, edit projects, assign resources; Regional Manager
const OPS = 'ops@demo.test'; // view_projects only
const ACCOUNTS = 'accounts@demo.test'; // view_projects only, Account Manager authority
const SUPPORT = 'support@demo.test'; // no project permission
const CUSTOMER = 'owner@demo.test';
const CREW = 'crew@demo.test'; // partner user, crew member of Canyon Fire Systems

interface ProjectItem {
  id: string;
  project_name: string;
  status: string;
  contractor: { id: number; name: string } | null;
  property: { id: number; name: string; address: string };
  estimate_cents: number;
  deposit: { required_cents: number; paid_cents: number; status: string };
  actual_completion_date: string | null;
}
interface ProjectPage {
  items: ProjectItem[];
  total: number;
  counts: Record<string, number>;
}

describe('projects (/api/admin/projects)', async () => {
  const { app, injectAs } = await build();
  const get = (email: string | null, url: string) => injectAs(email, { method: 'GET', url });
  const post = (email: string | null, url: string, payload: unknown) =>
    injectAs(email, { method: 'POST', url, payload: payload as Record<string, unknown> });
  const patch = (email: string, url: string, payload: unknown) =>
    injectAs(email, { method: 'PATCH', url, payload: payload as Record<string, unknown> });
  const list = async (query = '') =>
    (await get(ADMIN, `/api/admin/projects${query}`)).json<ProjectPage>();
  const detail = async (id: string, as = ADMIN) =>
    (await get(as, `/api/admin/projects/${id}`)).json();
  const partnerId = async (company: string) => {
    const [row] = await app.db
      .select({ id: servicePartners.id })
      .from(servicePartners)
      .where(eq(servicePartners.companyName, company));
    return row!.id;
  };
  const canyon = await partnerId('Canyon Fire Systems');
  const ridgeline = await partnerId('Ridgeline Installations');
  const ids = {
    pm: await demoUserId(app.db, PM),
    ops: await demoUserId(app.db, OPS),
    owner: await demoUserId(app.db, CUSTOMER),
    crew: await demoUserId(app.db, CREW),
    newhire: await demoUserId(app.db, 'newhire@demo.test'),
  };
  const setAuthority = async (
    email: string,
    authority: typeof users.$inferSelect.waiverAuthority,
  ) => app.db.update(users).set({ waiverAuthority: authority }).where(eq(users.email, email));

  it('needs view_projects: anonymous 401, customer and staff without it 403', async () => {
    for (const url of [
      '/api/admin/projects',
      '/api/admin/projects/PRJ-001',
      '/api/admin/projects/PRJ-001/history',
      '/api/admin/projects/PRJ-001/notes',
      '/api/admin/projects/PRJ-001/updates',
      '/api/admin/projects/PRJ-001/team',
      '/api/admin/projects/PRJ-001/property-users',
    ]) {
      expect((await get(null, url)).statusCode, url).toBe(401);
      expect((await get(CUSTOMER, url)).statusCode, url).toBe(403);
      expect((await get(SUPPORT, url)).statusCode, url).toBe(403);
      expect((await get(OPS, url)).statusCode, url).toBe(200);
    }
    expect((await get(ADMIN, '/api/admin/projects/PRJ-999')).statusCode).toBe(404);
  });

  it('status buttons with counts: All, Planning, Approved, In Progress, On Hold, Completed, Cancelled', async () => {
    const all = await list();
    expect(all.counts).toEqual({
      All: 10,
      Planning: 2,
      Approved: 1,
      'In Progress': 4,
      'On Hold': 1,
      Completed: 1,
      Cancelled: 1,
    });
    expect(all.total).toBe(10);
    const onHold = await list('?status=On%20Hold');
    expect(onHold.items.map((p) => p.id)).toEqual(['PRJ-008']);
    expect((await get(ADMIN, '/api/admin/projects?status=Done')).statusCode).toBe(400);
  });

  it('search matches project name, property name, contractor name or ID; combines with status (AND)', async () => {
    const ids = async (q: string) => (await list(q)).items.map((p) => p.id).sort();
    expect(await ids('?search=PERIMETER%20LINE')).toEqual(['PRJ-001']);
    expect(await ids('?search=julian%20hillside')).toEqual(['PRJ-004', 'PRJ-008']);
    expect(await ids('?search=inland%20empire')).toEqual(['PRJ-010']);
    expect(await ids('?search=prj-005')).toEqual(['PRJ-005']);
    expect(await ids('?search=canyon%20fire&status=Completed')).toEqual(['PRJ-006']);
    const searched = await list('?search=topanga');
    expect(searched.counts).toMatchObject({ All: 2, 'In Progress': 1, Approved: 1 });
    expect((await list('?search=zzz-none')).total).toBe(0);
  });

  it('the list shows each project’s deposit status (derived per section 4)', async () => {
    const { items } = await list();
    const deposit = (id: string) => items.find((p) => p.id === id)!.deposit;
    expect(deposit('PRJ-001')).toEqual({
      required_cents: 1_455_000,
      paid_cents: 1_455_000,
      status: 'Paid',
    });
    expect(deposit('PRJ-003').status).toBe('Waived');
    expect(deposit('PRJ-005').status).toBe('Pending');
    expect(deposit('PRJ-008').status).toBe('Partial');
  });

  it('detail: property, client rep, contractor, deposit and what the caller may do about it', async () => {
    const prj5 = await detail('PRJ-005');
    expect(prj5.property).toMatchObject({ name: 'Ojai Valley Ranch' });
    expect(prj5.client_rep).toMatchObject({ id: ids.owner, name: 'Olivia Rivera' });
    expect(prj5.contractor).toBeNull();
    expect(prj5.deposit).toMatchObject({
      required_cents: 5_400_000,
      status: 'Pending',
      standard_percent: 30,
    });
    expect(prj5.waiver).toMatchObject({
      your_authority: 'CEO',
      can_waive: true,
      needs_reauthentication: true,
    });
    const asPm = await detail('PRJ-005', PM);
    expect(asPm.waiver.can_waive).toBe(false);
    expect(asPm.waiver.refusal).toMatch(/needs CEO authority/);
    const waived = await detail('PRJ-003');
    expect(waived.deposit).toMatchObject({
      status: 'Waived',
      waived: true,
      waived_by: { name: 'Alex Morgan' },
      waived_reason: 'Emergency repair of a system under an active service agreement',
    });
  });

  describe('+ New Project', () => {
    const valid = (propertyId: number, extra: Record<string, unknown> = {}) => ({
      project_name: 'Malibu guest house sprinklers',
      property_id: propertyId,
      project_type: 'Installation',
      priority: 'High',
      estimate_cents: 2_345_678,
      partner_id: canyon,
      project_manager_id: ids.pm,
      start_date: '2031-04-01',
      estimated_completion_date: '2031-05-01',
      description: 'Roof sprinklers for the guest house.',
      ...extra,
    });
    let malibuId = 0;

    it('needs create_projects', async () => {
      const options = (await get(PM, '/api/admin/projects/property-options?search=malibu')).json();
      malibuId = options.properties[0].id;
      expect(options.properties[0].name).toBe('Malibu Canyon Residence');
      expect((await post(OPS, '/api/admin/projects', valid(malibuId))).statusCode).toBe(403);
      expect((await get(OPS, '/api/admin/projects/property-options')).statusCode).toBe(403);
    });

    it('bad input answers 400 naming the field and stores nothing', async () => {
      const before = (await list()).total;
      const blank = await post(PM, '/api/admin/projects', valid(malibuId, { project_name: ' ' }));
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error).toMatchObject({
        message: 'Project name is required',
        fields: { project_name: 'Project name is required' },
      });
      const noProperty = await post(PM, '/api/admin/projects', valid(999_999));
      expect(noProperty.statusCode).toBe(400);
      expect(noProperty.json().error.message).toBe('No such property');
      const notStaff = await post(
        PM,
        '/api/admin/projects',
        valid(malibuId, { project_manager_id: ids.owner }),
      );
      expect(notStaff.json().error.message).toBe('Project manager: no such staff member');
      const dates = await post(
        PM,
        '/api/admin/projects',
        valid(malibuId, { estimated_completion_date: '2031-03-01' }),
      );
      expect(dates.statusCode).toBe(400);
      expect((await list()).total).toBe(before);
    });

    it('an Expired partner cannot be assigned to a new project (409)', async () => {
      const res = await post(PM, '/api/admin/projects', valid(malibuId, { partner_id: ridgeline }));
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(
        'Ridgeline Installations cannot be assigned to a project: its certification has expired, and renewal is required before new project assignments.',
      );
      const options = (await get(PM, '/api/admin/projects/options')).json();
      expect(options.contractors.find((c: { id: number }) => c.id === ridgeline)).toMatchObject({
        certification: 'Expired',
        assignable: false,
      });
    });

    it('creates PRJ-NNN (the next free id), Planning, deposit 30 percent of the estimate; history and audit', async () => {
      const res = await post(PM, '/api/admin/projects', valid(malibuId));
      expect(res.statusCode).toBe(201);
      const { id } = res.json();
      expect(id).toBe('PRJ-011');
      const created = await detail(id);
      expect(created.project).toMatchObject({
        status: 'Planning',
        estimate_cents: 2_345_678,
        contractor: { id: canyon },
        project_manager: { id: ids.pm },
      });
      // 30 % of $23,456.78 = $7,037.034 -> $7,037.03.
      expect(created.deposit).toMatchObject({ required_cents: 703_703, status: 'Pending' });
      const history = (await get(ADMIN, `/api/admin/projects/${id}/history`)).json();
      expect(history.items[0].summary).toMatch(/^Project created at Malibu Canyon Residence/);
      expect(history.items[0].actor).toBe('Priya Nair');
      const [audit] = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'project.create'), eq(auditLog.targetId, id)));
      expect(audit?.userId).toBe(ids.pm);
      const second = await post(PM, '/api/admin/projects', valid(malibuId));
      expect(second.json().id).toBe('PRJ-012');
    });
  });

  describe('Edit', () => {
    it('needs edit_projects; every change writes a history event', async () => {
      expect((await patch(OPS, '/api/admin/projects/PRJ-002', { progress: 60 })).statusCode).toBe(
        403,
      );
      const res = await patch(PM, '/api/admin/projects/PRJ-002', {
        progress: 60,
        priority: 'High',
      });
      expect(res.statusCode).toBe(200);
      const history = (await get(PM, '/api/admin/projects/PRJ-002/history')).json();
      const summaries = history.items.slice(0, 2).map((e: { summary: string }) => e.summary);
      expect(summaries).toEqual(
        expect.arrayContaining([
          'Progress changed from 55% to 60%',
          'Priority changed from Medium to High',
        ]),
      );
      // Nothing changed: no new history.
      const total = history.total;
      await patch(PM, '/api/admin/projects/PRJ-002', { progress: 60 });
      expect((await get(PM, '/api/admin/projects/PRJ-002/history')).json().total).toBe(total);
      expect((await patch(PM, '/api/admin/projects/PRJ-002', {})).statusCode).toBe(400);
      expect((await patch(PM, '/api/admin/projects/PRJ-404', { progress: 1 })).statusCode).toBe(
        404,
      );
    });

    it('a new estimate sets the deposit to 30 percent of it (unless waived)', async () => {
      await patch(PM, '/api/admin/projects/PRJ-010', { estimate_cents: 1_600_000 });
      expect((await detail('PRJ-010')).deposit.required_cents).toBe(480_000);
      await patch(ADMIN, '/api/admin/projects/PRJ-003', { estimate_cents: 2_000_000 });
      const waived = await detail('PRJ-003');
      expect(waived.deposit).toMatchObject({ required_cents: 285_000, status: 'Waived' });
    });

    it('Approved is refused while the deposit is Pending or Partial (409), allowed once Paid', async () => {
      const refused = await patch(PM, '/api/admin/projects/PRJ-010', { status: 'Approved' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'The project cannot move to Approved until its deposit is collected or waived: the deposit is Pending ($0.00 of $4,800.00 paid).',
      );
      const skip = await patch(PM, '/api/admin/projects/PRJ-010', { status: 'In Progress' });
      expect(skip.statusCode).toBe(409);
      const partial = await patch(PM, '/api/admin/projects/PRJ-010', {
        deposit_paid_cents: 100_000,
        status: 'Approved',
      });
      expect(partial.statusCode).toBe(409);
      expect(partial.json().error.message).toMatch(/deposit is Partial \(\$1,000\.00 of/);
      // Refused as a whole: the payment was not stored either.
      expect((await detail('PRJ-010')).deposit.paid_cents).toBe(0);
      const ok = await patch(PM, '/api/admin/projects/PRJ-010', {
        deposit_paid_cents: 480_000,
        status: 'Approved',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'Approved', deposit: { status: 'Paid' } });
      const history = (await get(PM, '/api/admin/projects/PRJ-010/history')).json();
      expect(history.items.map((e: { summary: string }) => e.summary)).toEqual(
        expect.arrayContaining([
          'Status changed from Planning to Approved',
          'Deposit paid changed from $0.00 to $4,800.00 of $4,800.00 required',
        ]),
      );
    });

    it('Completed records the completion date', async () => {
      const res = await patch(PM, '/api/admin/projects/PRJ-002', { status: 'Completed' });
      expect(res.statusCode).toBe(200);
      expect(res.json().actual_completion_date).toBe(new Date().toISOString().slice(0, 10));
    });

    it('an Expired partner cannot be assigned; changing contractor or manager needs assign_project_resources', async () => {
      const expired = await patch(ADMIN, '/api/admin/projects/PRJ-005', { partner_id: ridgeline });
      expect(expired.statusCode).toBe(409);
      expect(expired.json().error.message).toMatch(/certification has expired/);
      // Ridgeline keeps the project it already has (PRJ-009): only new assignments are refused.
      const kept = await patch(ADMIN, '/api/admin/projects/PRJ-009', { priority: 'Medium' });
      expect(kept.statusCode).toBe(200);
      // A staff member with edit_projects but not assign_project_resources.
      await app.db.insert(userPermissions).values({ userId: ids.ops, permission: 'edit_projects' });
      const noAssign = await patch(OPS, '/api/admin/projects/PRJ-005', { partner_id: canyon });
      expect(noAssign.statusCode).toBe(403);
      expect(noAssign.json().error.message).toMatch(/Assign Project Resources/);
      const assigned = await patch(PM, '/api/admin/projects/PRJ-005', { partner_id: canyon });
      expect(assigned.json().contractor).toMatchObject({ name: 'Canyon Fire Systems' });
      await patch(PM, '/api/admin/projects/PRJ-005', { partner_id: null });
      await app.db
        .delete(userPermissions)
        .where(
          and(eq(userPermissions.userId, ids.ops), eq(userPermissions.permission, 'edit_projects')),
        );
    });
  });

  describe('Deposit waiver (section 6.5)', () => {
    const waive = (email: string, id: string, reason = 'Strategic account, bank guarantee') =>
      post(email, `/api/admin/projects/${id}/deposit/waiver`, { reason });

    it('is refused without authority covering the amount, naming the authority needed', async () => {
      // PRJ-005: $180,000 estimate, $54,000 deposit: CEO only.
      const pm = await waive(PM, 'PRJ-005');
      expect(pm.statusCode).toBe(403);
      expect(pm.json().error.message).toBe(
        'Waiving a deposit of $54,000.00 needs CEO authority (any amount); your authority (Regional Manager) covers up to $15,000.00.',
      );
      await setAuthority(PM, null);
      const none = await waive(PM, 'PRJ-012');
      expect(none.statusCode).toBe(403);
      expect(none.json().error.message).toMatch(/you have no deposit waiver authority\.$/);
      await setAuthority(PM, 'regional_manager');
      // View-only staff (Account Manager authority) cannot change projects at all.
      expect((await waive(ACCOUNTS, 'PRJ-012')).statusCode).toBe(403);
      expect((await detail('PRJ-005')).deposit.waived).toBe(false);
    });

    it('needs a reason; an unknown project is 404', async () => {
      const blank = await waive(ADMIN, 'PRJ-005', '  ');
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.message).toMatch(/reason/i);
      expect((await waive(ADMIN, 'PRJ-999')).statusCode).toBe(404);
    });

    it('above $5,000 needs a recent password or code', async () => {
      const token = await (async () => {
        await get(ADMIN, '/api/auth/user');
        const [session] = await app.db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, await demoUserId(app.db, ADMIN)))
          .orderBy(desc(sessions.createdAt))
          .limit(1);
        return session!;
      })();
      await app.db
        .update(sessions)
        .set({ reauthenticatedAt: new Date(Date.now() - 60 * 60_000) })
        .where(eq(sessions.id, token.id));
      const stale = await waive(ADMIN, 'PRJ-005');
      expect(stale.statusCode).toBe(403);
      expect(stale.json().error.code).toBe('reauthentication_required');
      await app.db
        .update(sessions)
        .set({ reauthenticatedAt: new Date() })
        .where(eq(sessions.id, token.id));
    });

    it('within authority: recorded with approver, reason and time, in the history and the audit', async () => {
      const res = await waive(ADMIN, 'PRJ-005');
      expect(res.statusCode).toBe(200);
      const after = await detail('PRJ-005');
      expect(after.deposit).toMatchObject({
        status: 'Waived',
        waived: true,
        waived_by: { name: 'Alex Morgan' },
        waived_reason: 'Strategic account, bank guarantee',
      });
      expect(Date.now() - new Date(after.deposit.waived_at).getTime()).toBeLessThan(60_000);
      const history = (await get(ADMIN, '/api/admin/projects/PRJ-005/history')).json();
      expect(history.items[0].summary).toBe(
        'Deposit of $54,000.00 waived by Alex Morgan: Strategic account, bank guarantee',
      );
      const [audit] = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'project.deposit_waive'), eq(auditLog.targetId, 'PRJ-005')));
      expect(audit?.details).toMatchObject({ amount_cents: 5_400_000, authority: 'ceo' });
      // Now it may be Approved.
      expect(
        (await patch(ADMIN, '/api/admin/projects/PRJ-005', { status: 'Approved' })).statusCode,
      ).toBe(200);
      expect((await waive(ADMIN, 'PRJ-005')).statusCode).toBe(409);
    });

    it('at the boundary: an Account Manager waives $5,000.00 exactly without re-authentication, not a cent more', async () => {
      await setAuthority(PM, 'account_manager');
      // PRJ-012 was created with a $23,456.78 estimate: make its deposit exactly $5,000.00.
      await patch(PM, '/api/admin/projects/PRJ-012', { estimate_cents: 1_666_667 });
      expect((await detail('PRJ-012')).deposit.required_cents).toBe(500_000);
      await patch(PM, '/api/admin/projects/PRJ-011', { estimate_cents: 1_666_670 });
      expect((await detail('PRJ-011')).deposit.required_cents).toBe(500_001);
      expect((await waive(PM, 'PRJ-011')).statusCode).toBe(403);
      expect((await waive(PM, 'PRJ-012')).statusCode).toBe(200);
      await setAuthority(PM, 'regional_manager');
    });

    it('a deposit already paid in full cannot be waived', async () => {
      const res = await waive(ADMIN, 'PRJ-001');
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(
        'The deposit is already paid in full; there is nothing to waive.',
      );
    });
  });

  describe('Internal Notes', () => {
    const notesOf = async (as: string, id = 'PRJ-004') =>
      (await get(as, `/api/admin/projects/${id}/notes`)).json();

    it('blank text is refused (400) and nothing is stored', async () => {
      const before = (await notesOf(PM)).total;
      const res = await post(PM, '/api/admin/projects/PRJ-004/notes', { content: '   \n ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('A note needs some text');
      expect((await notesOf(PM)).total).toBe(before);
      expect(
        (await post(OPS, '/api/admin/projects/PRJ-004/notes', { content: 'x' })).statusCode,
      ).toBe(403);
    });

    it('a new note is prepended, with author, role, priority Medium and private off by default', async () => {
      const res = await post(PM, '/api/admin/projects/PRJ-004/notes', {
        content: '  Crane access from the north gate only.  ',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        content: 'Crane access from the north gate only.',
        priority: 'Medium',
        is_private: false,
        author: 'Priya Nair',
        role: 'Project Manager',
      });
      const second = await post(PM, '/api/admin/projects/PRJ-004/notes', {
        content: 'Second note',
        priority: 'High',
      });
      expect(second.json().priority).toBe('High');
      const notes = await notesOf(OPS);
      expect(notes.items.slice(0, 2).map((n: { content: string }) => n.content)).toEqual([
        'Second note',
        'Crane access from the north gate only.',
      ]);
    });

    it('private notes are visible only to their author and staff with edit_projects', async () => {
      await post(ADMIN, '/api/admin/projects/PRJ-004/notes', {
        content: 'Owner prefers the bank guarantee route.',
        is_private: true,
      });
      // A note ops@ wrote when they could edit projects; they keep seeing their own.
      await app.db.insert(projectNotes).values({
        projectId: 'PRJ-004',
        authorId: ids.ops,
        content: 'Ops private reminder',
        isPrivate: true,
      });
      const contents = async (as: string) =>
        (await notesOf(as)).items.map((n: { content: string }) => n.content);
      expect(await contents(PM)).toEqual(
        expect.arrayContaining(['Owner prefers the bank guarantee route.', 'Ops private reminder']),
      );
      expect(await contents(OPS)).toContain('Ops private reminder');
      expect(await contents(OPS)).not.toContain('Owner prefers the bank guarantee route.');
      expect(await contents(ACCOUNTS)).not.toContain('Ops private reminder');
      expect(await contents(ACCOUNTS)).not.toContain('Owner prefers the bank guarantee route.');
      expect((await notesOf(ACCOUNTS)).total).toBe((await notesOf(PM)).total - 2);
    });
  });

  describe('App Updates', () => {
    const update = {
      update_type: 'Progress Update',
      message: 'Eave line installed on the cabin.',
      address: '2116 Main St, Julian',
      latitude: 33.0786,
      longitude: -116.602,
      next_scheduled_date: '2031-01-10',
    };

    it('staff with edit_projects record one on behalf of the crew, newest first', async () => {
      const team = (await get(PM, '/api/admin/projects/PRJ-004/team')).json();
      expect(team.contractor).toMatchObject({ name: 'Backcountry Water Works' });
      const hannah = team.members.find((m: { name: string }) => m.name === 'Hannah Lee');
      expect((await post(OPS, '/api/admin/projects/PRJ-004/updates', update)).statusCode).toBe(403);
      const res = await post(PM, '/api/admin/projects/PRJ-004/updates', {
        ...update,
        member_id: hannah.id,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        contractor_name: 'Backcountry Water Works',
        member_name: 'Hannah Lee',
        location: { address: '2116 Main St, Julian', latitude: 33.0786 },
        next_scheduled_date: '2031-01-10',
      });
      const updates = (await get(OPS, '/api/admin/projects/PRJ-004/updates')).json();
      expect(updates.items[0].message).toBe('Eave line installed on the cabin.');
    });

    it('a member of another partner is refused (400); a project without contractor (409)', async () => {
      const canyonCrew = (await get(PM, '/api/admin/projects/PRJ-001/team')).json().members;
      const other = await post(PM, '/api/admin/projects/PRJ-004/updates', {
        ...update,
        member_id: canyonCrew[0].id,
      });
      expect(other.statusCode).toBe(400);
      expect(other.json().error.fields).toHaveProperty('member_id');
      const none = await post(ADMIN, '/api/admin/projects/PRJ-005/updates', update);
      expect(none.statusCode).toBe(409);
    });
  });

  describe('partner-facing updates (POST /api/partner/projects/{projectId}/updates)', () => {
    const url = (id: string) => `/api/partner/projects/${id}/updates`;
    const update = { update_type: 'Check In', message: 'On site, starting the pressure test.' };

    it('the crew of the project’s contractor may post; it shows on the project as theirs', async () => {
      const res = await post(CREW, url('PRJ-001'), update);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        contractor_name: 'Canyon Fire Systems',
        member_name: 'Carlos Mendez',
      });
      const updates = (await get(ADMIN, '/api/admin/projects/PRJ-001/updates')).json();
      expect(updates.items[0]).toMatchObject({ message: update.message, update_type: 'Check In' });
      const mine = (await get(CREW, '/api/partner/projects')).json();
      expect(mine.projects.map((p: ProjectItem) => p.id)).toContain('PRJ-001');
      expect(mine.projects.map((p: ProjectItem) => p.id)).not.toContain('PRJ-004');
    });

    it('another partner’s project, an unknown one, anyone not on its crew: 404; nobody: 401', async () => {
      expect((await post(CREW, url('PRJ-004'), update)).statusCode).toBe(404);
      expect((await post(CREW, url('PRJ-999'), update)).statusCode).toBe(404);
      expect((await post(CUSTOMER, url('PRJ-001'), update)).statusCode).toBe(404);
      expect((await post(ADMIN, url('PRJ-001'), update)).statusCode).toBe(404);
      expect((await get(CUSTOMER, '/api/partner/projects')).json()).toEqual({ projects: [] });
      expect((await post(null, url('PRJ-001'), update)).statusCode).toBe(401);
      expect((await post(CREW, url('PRJ-001'), { ...update, message: '' })).statusCode).toBe(400);
      const stored = await app.db
        .select()
        .from(projectUpdates)
        .where(eq(projectUpdates.projectId, 'PRJ-004'));
      expect(stored.some((u) => u.message === update.message)).toBe(false);
    });

    it('a partner user who is on no crew sees no projects and may post none', async () => {
      await app.db.update(users).set({ kind: 'partner' }).where(eq(users.id, ids.newhire));
      expect((await get('newhire@demo.test', '/api/partner/projects')).json()).toEqual({
        projects: [],
      });
      expect((await post('newhire@demo.test', url('PRJ-001'), update)).statusCode).toBe(404);
      await app.db.update(users).set({ kind: 'staff' }).where(eq(users.id, ids.newhire));
    });
  });

  describe('Send Message', () => {
    const send = (recipient: string, id = 'PRJ-001') =>
      post(PM, `/api/admin/projects/${id}/messages`, {
        recipient,
        subject: `Update for ${recipient}`,
        message: 'Pressure test passed.',
      });

    it('to the project manager and the client rep: their inbox', async () => {
      const res = await send('client_rep');
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ recipient_name: 'Olivia Rivera' });
      const [inbox] = await app.db
        .select()
        .from(inboxMessages)
        .where(eq(inboxMessages.recipientId, ids.owner))
        .orderBy(desc(inboxMessages.id))
        .limit(1);
      expect(inbox).toMatchObject({ subject: 'Update for client_rep', senderName: 'Priya Nair' });
      expect(inbox!.body).toContain('PRJ-001');
      expect((await send('project_manager')).json()).toMatchObject({
        recipient_name: 'Alex Morgan',
      });
    });

    it('to the contractor: its Messages page and an email; history and audit', async () => {
      const res = await send('contractor');
      expect(res.json()).toMatchObject({ recipient_name: 'Canyon Fire Systems' });
      const [message] = await app.db
        .select()
        .from(partnerMessages)
        .where(eq(partnerMessages.partnerId, canyon))
        .orderBy(desc(partnerMessages.id))
        .limit(1);
      expect(message).toMatchObject({ projectId: 'PRJ-001', direction: 'to_partner' });
      const [mail] = await app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, 'Update for contractor'));
      expect(mail?.to).toBe('marco@canyonfire.example');
      const history = (await get(PM, '/api/admin/projects/PRJ-001/history')).json();
      expect(history.items[0].summary).toBe(
        'Message sent to the contractor (Canyon Fire Systems): Update for contractor',
      );
    });

    it('no contractor to write to: 409; blank message: 400; view-only staff: 403', async () => {
      expect((await send('contractor', 'PRJ-005')).statusCode).toBe(409);
      const blank = await post(PM, '/api/admin/projects/PRJ-001/messages', {
        recipient: 'client_rep',
        subject: 'x',
        message: ' ',
      });
      expect(blank.statusCode).toBe(400);
      expect(
        (
          await post(OPS, '/api/admin/projects/PRJ-001/messages', {
            recipient: 'client_rep',
            subject: 'x',
            message: 'y',
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  it('Property Users: role, primary, access level from the property memberships', async () => {
    const res = (await get(OPS, '/api/admin/projects/PRJ-001/property-users')).json();
    expect(res.users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Olivia Rivera',
          role: 'Owner',
          is_primary: true,
          access_level: 'Full',
        }),
        expect.objectContaining({
          name: 'Grace Kim',
          role: 'Guest User',
          is_primary: false,
          access_level: 'View Only',
        }),
      ]),
    );
  });

  it('history is newest first', async () => {
    const history = (await get(OPS, '/api/admin/projects/PRJ-001/history')).json();
    const times = history.items.map((e: { created_at: string }) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(history.items.at(-1).summary).toMatch(/^Project created/);
  });

  it('user pages: a staff member’s managed projects, a customer’s, a partner’s; empty for others', async () => {
    const pm = (await get(ADMIN, `/api/admin/users/${String(ids.pm)}/projects`)).json();
    expect(pm.items.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining(['PRJ-002', 'PRJ-004', 'PRJ-008', 'PRJ-010']),
    );
    expect(pm.items[0]).toMatchObject({ role: expect.stringContaining('Project Manager') });
    const owner = (await get(ADMIN, `/api/admin/users/${String(ids.owner)}/projects`)).json();
    expect(owner.items.find((p: { id: string }) => p.id === 'PRJ-001')).toMatchObject({
      property: 'Malibu Canyon Residence',
      role: 'Owner',
      deposit: 'Paid',
    });
    const crew = (await get(ADMIN, `/api/admin/users/${String(ids.crew)}/projects`)).json();
    expect(crew.items.map((p: { id: string }) => p.id)).toContain('PRJ-001');
    const none = (await get(ADMIN, `/api/admin/users/${String(ids.newhire)}/projects`)).json();
    expect(none).toMatchObject({ items: [], total: 0 });
    const detailOwner = (await get(ADMIN, `/api/admin/users/${String(ids.owner)}`)).json();
    expect(detailOwner.projects.length).toBeGreaterThan(0);
  });

  it('every change is audited', async () => {
    const actions = (await app.db.select({ action: auditLog.action }).from(auditLog)).map(
      (a) => a.action,
    );
    for (const action of [
      'project.create',
      'project.update',
      'project.deposit_waive',
      'project.message',
      'project_note.add',
      'project_update.add',
    ]) {
      expect(actions, action).toContain(action);
    }
    const [row] = await app.db.select().from(projects).where(eq(projects.id, 'PRJ-005'));
    expect(row?.status).toBe('Approved');
  });
});
