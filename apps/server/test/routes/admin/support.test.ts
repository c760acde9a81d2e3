import { and, count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  CustomerHistory,
  HqSearchAnswer,
  MyTicketDetail,
  SupportCustomerPage,
  SupportOverview,
  TicketDetail,
  TicketPage,
  TicketStaff,
} from '@wildfire/shared';
import {
  auditLog,
  mailOutbox,
  projects,
  properties,
  supportTickets,
  ticketMessages,
  userPermissions,
} from '#src/db/schema/index';
import { demoUserId } from '#src/seed/seed-demo';
import { build } from '../../helper';

const ADMIN = 'admin@demo.test'; // Superadmin: every permission
const SUPPORT = 'support@demo.test'; // Customer Support group: the five ticket permissions
const PM = 'pm@demo.test'; // view_support_tickets and create_projects, no ticket changes
const ACCOUNTS = 'accounts@demo.test'; // staff without any ticket permission
const EDITOR = 'newhire@demo.test'; // granted view + edit (no assign, no close) below
const OWNER = 'owner@demo.test';

describe('support tickets in the back-office (/api/admin/support)', async () => {
  const { app, injectAs } = await build();
  const editorId = await demoUserId(app.db, EDITOR);
  // A staff member who may edit tickets but neither assign nor close them.
  await app.db.insert(userPermissions).values([
    { userId: editorId, permission: 'view_support_tickets' },
    { userId: editorId, permission: 'edit_support_tickets' },
  ]);
  const ids = {
    admin: await demoUserId(app.db, ADMIN),
    support: await demoUserId(app.db, SUPPORT),
    pm: await demoUserId(app.db, PM),
    owner: await demoUserId(app.db, OWNER),
    single: await demoUserId(app.db, 'single@demo.test'),
    accounts: await demoUserId(app.db, ACCOUNTS),
  };

  const get = (email: string | null, url: string) => injectAs(email, { method: 'GET', url });
  const send = (
    email: string,
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => injectAs(email, { method, url, ...(payload ? { payload } : {}) });
  const list = async (query: string, email = SUPPORT) => {
    const res = await get(email, `/api/admin/support/tickets${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TicketPage>();
  };
  const ticketId = async (subjectStart: string) => {
    const [row] = await app.db
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(like(supportTickets.subject, `${subjectStart}%`));
    if (!row) throw new Error(`no ticket ${subjectStart}`);
    return row.id;
  };
  const code = (id: number) => `TICK-${String(id).padStart(3, '0')}`;
  const messageCount = async (id: number) =>
    (
      await app.db
        .select({ n: count() })
        .from(ticketMessages)
        .where(eq(ticketMessages.ticketId, id))
    )[0]!.n;
  const mailsTo = (to: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const detail = async (id: number, email = SUPPORT) =>
    (await get(email, `/api/admin/support/tickets/${code(id)}`)).json<TicketDetail>();

  describe('who may do what', () => {
    it('anonymous 401, customers 403, staff without view_support_tickets 403, with it 200', async () => {
      for (const url of [
        '/api/admin/support/tickets',
        '/api/admin/support/overview',
        '/api/admin/support/staff',
        '/api/admin/support/customers',
      ]) {
        expect((await get(null, url)).statusCode, url).toBe(401);
        expect((await get(OWNER, url)).statusCode, url).toBe(403);
        expect((await get(ACCOUNTS, url)).statusCode, url).toBe(403);
        expect((await get(PM, url)).statusCode, url).toBe(200);
        expect((await get(SUPPORT, url)).statusCode, url).toBe(200);
      }
    });

    it('replies and edits need edit_support_tickets; creating needs create_support_tickets', async () => {
      const id = await ticketId('Add a perimeter zone');
      const before = await messageCount(id);
      const url = `/api/admin/support/tickets/${code(id)}`;
      expect(
        (await send(PM, 'POST', `${url}/messages`, { content: 'Hi', mode: 'internal' })).statusCode,
      ).toBe(403);
      expect((await send(PM, 'PATCH', url, { priority: 'High' })).statusCode).toBe(403);
      expect(
        (await send(PM, 'POST', `${url}/email`, { subject: 'Hi', message: 'There' })).statusCode,
      ).toBe(403);
      expect((await send(PM, 'POST', `${url}/collaborators`, { user_id: ids.pm })).statusCode).toBe(
        403,
      );
      expect(
        (
          await send(PM, 'POST', '/api/admin/support/tickets', {
            customer_id: ids.owner,
            subject: 'x',
            description: 'y',
          })
        ).statusCode,
      ).toBe(403);
      expect(await messageCount(id)).toBe(before);
    });

    it('a status change to Solved or Closed needs close_support_tickets', async () => {
      const id = await ticketId('Add a perimeter zone');
      const url = `/api/admin/support/tickets/${code(id)}`;
      for (const status of ['Solved', 'Closed']) {
        const res = await send(EDITOR, 'PATCH', url, { status });
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toMatch(/Close Support Tickets/);
      }
      expect((await detail(id)).status).toBe('Open');
      // Other status changes and other edits only need edit_support_tickets.
      const res = await send(EDITOR, 'PATCH', url, { status: 'Pending', priority: 'Medium' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TicketDetail>()).toMatchObject({ status: 'Pending', priority: 'Medium' });
      await send(SUPPORT, 'PATCH', url, { status: 'Open' });
    });

    it('an assignee change needs assign_support_tickets', async () => {
      const id = await ticketId('Add a perimeter zone');
      const url = `/api/admin/support/tickets/${code(id)}`;
      const res = await send(EDITOR, 'PATCH', url, { assignee_id: ids.support });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toMatch(/Assign Support Tickets/);
      expect((await detail(id)).assignee).toBeNull();
    });
  });

  describe('the list (2.6)', () => {
    it('ticket ids like TICK-001, the spec columns, newest first', async () => {
      const page = await list('');
      expect(page.total).toBe(11);
      expect(page.items[0]).toMatchObject({
        code: expect.stringMatching(/^TICK-\d{3}$/),
        subject: 'Smoke smell near the agitator pump housing',
        customer: { name: 'Grace Kim', email: 'guest@demo.test' },
        priority: 'Critical',
        status: 'New',
        category: 'Maintenance',
        assignee: null,
      });
      const created = page.items.map((t) => t.created_at);
      expect(created).toEqual([...created].sort().reverse());
      expect(page.items.at(-1)!.code).toBe('TICK-001');
    });

    it('description truncated at 60 characters', async () => {
      const page = await list('');
      const ticket = page.items.find((t) => t.subject.startsWith('Pump #2'))!;
      const [row] = await app.db
        .select({ description: supportTickets.description })
        .from(supportTickets)
        .where(eq(supportTickets.id, ticket.id));
      expect(row!.description.length).toBeGreaterThan(60);
      expect(ticket.description_preview).toBe(`${row!.description.slice(0, 60)}...`);
    });

    it('ticket search is case-insensitive on subject, customer and ID', async () => {
      const subjects = async (search: string) =>
        (await list(`?search=${encodeURIComponent(search)}`)).items.map((t) => t.subject);
      expect(await subjects('PUMP #2')).toEqual(['Pump #2 pressure drops during the weekly test']);
      expect(await subjects('sam patel')).toHaveLength(3);
      expect(await subjects('GUEST@DEMO')).toHaveLength(2);
      const pump = await ticketId('Pump #2');
      expect(await subjects(code(pump).toLowerCase())).toEqual([
        'Pump #2 pressure drops during the weekly test',
      ]);
      // LIKE wildcards are searched literally.
      expect(await subjects('%')).toEqual([]);
    });

    it('status filters and Critical Priority combine with the search (AND)', async () => {
      const newOnes = await list('?status=New');
      expect(newOnes.items.every((t) => t.status === 'New')).toBe(true);
      expect(newOnes.total).toBe(2);
      expect((await list('?status=New%20Response')).items.map((t) => t.status)).toEqual([
        'New Response',
      ]);
      const critical = await list('?priority=Critical');
      expect(critical.items.map((t) => t.priority)).toEqual(['Critical', 'Critical']);
      const criticalOlivia = await list('?priority=Critical&search=olivia');
      expect(criticalOlivia.items.map((t) => t.subject)).toEqual([
        'Pump #2 pressure drops during the weekly test',
      ]);
      const newSam = await list('?status=New&search=SAM');
      expect(newSam.items.map((t) => t.subject)).toEqual([
        'Red Flag Warning: can I pre-wet the roof remotely?',
      ]);
      expect((await list('?status=Closed&priority=Critical')).total).toBe(0);
    });

    it('nothing found is an empty page; a bad filter is a 400 naming the field', async () => {
      expect(await list('?search=zzz-nothing')).toMatchObject({ items: [], total: 0 });
      const bad = await get(SUPPORT, '/api/admin/support/tickets?status=Resolved');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('status');
    });
  });

  describe('the ticket detail (2.7)', () => {
    it('shows the whole conversation with every role, the customer and the details', async () => {
      const id = await ticketId('Pump #2');
      const ticket = await detail(id);
      expect(ticket).toMatchObject({
        code: code(id),
        status: 'New Response',
        priority: 'Critical',
        customer: { name: 'Olivia Rivera', email: 'owner@demo.test' },
        property: { name: 'Malibu Canyon Residence', panel_id: 1001 },
        assignee: { name: 'Sofia Chen' },
      });
      expect(new Set(ticket.messages.map((m) => m.role))).toEqual(
        new Set(['system', 'support', 'internal', 'customer']),
      );
    });

    it('an unknown or malformed ticket id answers 404', async () => {
      expect((await get(SUPPORT, '/api/admin/support/tickets/TICK-999999')).statusCode).toBe(404);
      expect((await get(SUPPORT, '/api/admin/support/tickets/not-a-ticket')).statusCode).toBe(404);
    });
  });

  describe('the reply box', () => {
    it('blank replies are ignored: 400 and nothing stored', async () => {
      const id = await ticketId('Red Flag Warning');
      const before = await messageCount(id);
      const mailsBefore = (await mailsTo('single@demo.test')).length;
      for (const content of ['', '   ', '\n\t ']) {
        for (const mode of ['internal', 'user']) {
          const res = await send(
            SUPPORT,
            'POST',
            `/api/admin/support/tickets/${code(id)}/messages`,
            {
              content,
              mode,
            },
          );
          expect(res.statusCode).toBe(400);
          expect(res.json().error.fields).toHaveProperty('content');
        }
      }
      expect(await messageCount(id)).toBe(before);
      expect((await mailsTo('single@demo.test')).length).toBe(mailsBefore);
      expect((await detail(id)).status).toBe('New');
    });

    it('a message to the user is emailed to the customer and shown to them; New becomes Open', async () => {
      const id = await ticketId('Red Flag Warning');
      const text = 'Yes: start Structure Defense from the dashboard; 30 minutes pre-wets the roof.';
      const res = await send(SUPPORT, 'POST', `/api/admin/support/tickets/${code(id)}/messages`, {
        content: `  ${text}  `,
        mode: 'user',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        message: { role: 'support', author: 'Sofia Chen', content: text },
        status: 'Open',
        emailed: 'logged',
      });
      const mail = (await mailsTo('single@demo.test')).find((m) => m.text.includes(text));
      expect(mail?.subject).toBe(
        `Re: [${code(id)}] Red Flag Warning: can I pre-wet the roof remotely?`,
      );
      expect(mail?.text).toContain(`/support?ticket=${code(id)}`);
      const mine = (
        await get('single@demo.test', `/api/support/tickets/${code(id)}`)
      ).json<MyTicketDetail>();
      expect(mine.messages.map((m) => m.content)).toContain(text);
      expect(mine.status).toBe('Open');
    });

    it('internal messages are never emailed nor visible to the customer', async () => {
      const id = await ticketId('Red Flag Warning');
      const secret = 'Internal: check whether the Julian tank was refilled after the test.';
      const mailsBefore = (await mailsTo('single@demo.test')).length;
      const res = await send(SUPPORT, 'POST', `/api/admin/support/tickets/${code(id)}/messages`, {
        content: secret,
        mode: 'internal',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ message: { role: 'internal' }, emailed: null });
      expect((await mailsTo('single@demo.test')).length).toBe(mailsBefore);
      expect((await detail(id)).messages.map((m) => m.content)).toContain(secret);
      const mine = (
        await get('single@demo.test', `/api/support/tickets/${code(id)}`)
      ).json<MyTicketDetail>();
      expect(mine.messages.map((m) => m.content)).not.toContain(secret);
      expect(mine.messages.every((m) => m.role === 'customer' || m.role === 'support')).toBe(true);
    });
  });

  describe('Update Ticket', () => {
    it('saves status, priority and assignee, writes them into the conversation and audits', async () => {
      const id = await ticketId('Smoke smell');
      const res = await send(SUPPORT, 'PATCH', `/api/admin/support/tickets/${code(id)}`, {
        status: 'Solved',
        priority: 'High',
        assignee_id: ids.support,
      });
      expect(res.statusCode, res.body).toBe(200);
      const ticket = res.json<TicketDetail>();
      expect(ticket).toMatchObject({
        status: 'Solved',
        priority: 'High',
        assignee: { id: ids.support, name: 'Sofia Chen' },
      });
      expect(ticket.messages.at(-1)).toMatchObject({
        role: 'system',
        content: expect.stringContaining('Status changed from New to Resolved by Sofia Chen.'),
      });
      const [audit] = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'ticket.update'), eq(auditLog.targetId, code(id))));
      expect(audit).toMatchObject({ userId: ids.support, targetType: 'ticket' });
      expect(audit!.details).toMatchObject({ status: { from: 'New', to: 'Solved' } });
    });

    it('assignee choices: Unassigned and the staff who hold edit_support_tickets', async () => {
      const staff = (await get(SUPPORT, '/api/admin/support/staff')).json<{
        staff: TicketStaff[];
      }>().staff;
      const assignable = staff.filter((s) => s.can_be_assigned).map((s) => s.email);
      expect(assignable.sort()).toEqual([ADMIN, EDITOR, SUPPORT].sort());
      expect(staff.find((s) => s.email === PM)).toMatchObject({ can_be_assigned: false });
      expect(staff.find((s) => s.email === ACCOUNTS)).toBeUndefined();

      const id = await ticketId('Add a perimeter zone');
      const url = `/api/admin/support/tickets/${code(id)}`;
      const toPm = await send(SUPPORT, 'PATCH', url, { assignee_id: ids.pm });
      expect(toPm.statusCode).toBe(400);
      expect(toPm.json().error.fields).toHaveProperty('assignee_id');
      const toCustomer = await send(SUPPORT, 'PATCH', url, { assignee_id: ids.owner });
      expect(toCustomer.statusCode).toBe(400);

      const toAdmin = await send(SUPPORT, 'PATCH', url, { assignee_id: ids.admin });
      expect(toAdmin.json<TicketDetail>().assignee?.name).toBe('Alex Morgan');
      expect((await mailsTo(ADMIN)).some((m) => m.subject.startsWith(`${code(id)} assigned`))).toBe(
        true,
      );
      const back = await send(SUPPORT, 'PATCH', url, { assignee_id: null });
      expect(back.json<TicketDetail>().assignee).toBeNull();
      expect(back.json<TicketDetail>().messages.at(-1)?.content).toBe('Unassigned by Sofia Chen.');
    });

    it('an empty update is a 400 and changes nothing', async () => {
      const id = await ticketId('Add a perimeter zone');
      const res = await send(SUPPORT, 'PATCH', `/api/admin/support/tickets/${code(id)}`, {});
      expect(res.statusCode).toBe(400);
      expect(
        (await send(SUPPORT, 'PATCH', `/api/admin/support/tickets/${code(id)}`, { status: 'Done' }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('+ New Ticket', () => {
    it('opens a ticket for a customer, status New, audited', async () => {
      const [malibu] = await app.db
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.name, 'Malibu Canyon Residence'));
      const res = await send(SUPPORT, 'POST', '/api/admin/support/tickets', {
        customer_id: ids.owner,
        subject: '  Gate sensor reports open at night ',
        description: 'The gate sensor at the Malibu house reports open between 2 and 4 am.',
        priority: 'High',
        category: 'System Issue',
        property_id: malibu!.id,
        assignee_id: ids.support,
      });
      expect(res.statusCode, res.body).toBe(201);
      const ticket = res.json<TicketDetail>();
      expect(ticket).toMatchObject({
        code: code(ticket.id),
        subject: 'Gate sensor reports open at night',
        status: 'New',
        priority: 'High',
        customer: { id: ids.owner },
        property: { name: 'Malibu Canyon Residence' },
        assignee: { id: ids.support },
        created_by: { name: 'Sofia Chen' },
      });
      expect(ticket.messages).toEqual([
        expect.objectContaining({
          role: 'system',
          content: 'Ticket opened by Sofia Chen for Olivia Rivera.',
        }),
      ]);
      const audits = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'ticket.create'), eq(auditLog.targetId, ticket.code)));
      expect(audits).toHaveLength(1);
    });

    it('bad input is a 400 naming the field and stores nothing', async () => {
      const [before] = await app.db.select({ n: count() }).from(supportTickets);
      const [julian] = await app.db
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.name, 'Julian Hillside Cabin'));
      const cases: Array<[object, RegExp]> = [
        [
          { customer_id: ids.owner, subject: ' ', description: 'x' },
          /^subject: Subject is required/,
        ],
        [{ customer_id: ids.owner, subject: 'x', description: '' }, /^description/],
        [{ subject: 'x', description: 'y' }, /^customer_id: Choose the customer/],
        [{ customer_id: ids.support, subject: 'x', description: 'y' }, /^customer_id:/],
        [
          { customer_id: ids.owner, subject: 'x', description: 'y', property_id: julian!.id },
          /^property_id:/,
        ],
        [
          { customer_id: ids.owner, subject: 'x', description: 'y', assignee_id: ids.pm },
          /^assignee_id:/,
        ],
      ];
      for (const [body, message] of cases) {
        const res = await send(SUPPORT, 'POST', '/api/admin/support/tickets', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        // The field it names, then the sentence for it.
        const { fields } = res.json().error as { fields: Record<string, string> };
        const [field, text] = Object.entries(fields)[0] ?? [];
        expect(`${String(field)}: ${String(text)}`).toMatch(message);
      }
      const [after] = await app.db.select({ n: count() }).from(supportTickets);
      expect(after!.n).toBe(before!.n);
    });
  });

  describe('quick actions', () => {
    it('Send Email to Customer: the mail goes out and is a system message in the conversation', async () => {
      const id = await ticketId('Invoice shows');
      const res = await send(SUPPORT, 'POST', `/api/admin/support/tickets/${code(id)}/email`, {
        subject: 'Your inspection invoice',
        message: 'We found the duplicate pre-authorisation and released it.',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ outcome: 'logged' });
      const mail = (await mailsTo(OWNER)).find((m) => m.subject === 'Your inspection invoice');
      expect(mail?.text).toContain('We found the duplicate pre-authorisation and released it.');
      const last = (await detail(id)).messages.at(-1)!;
      expect(last).toMatchObject({ role: 'system' });
      expect(last.content).toContain(
        'Sofia Chen emailed owner@demo.test: “Your inspection invoice”',
      );
      const bad = await send(SUPPORT, 'POST', `/api/admin/support/tickets/${code(id)}/email`, {
        subject: 'x',
        message: '  ',
      });
      expect(bad.statusCode).toBe(400);
    });

    it('Add Collaborator: a staff member who may see tickets; listed; removable', async () => {
      const id = await ticketId('Altadena panel');
      const url = `/api/admin/support/tickets/${code(id)}/collaborators`;
      expect((await send(SUPPORT, 'POST', url, { user_id: ids.accounts })).statusCode).toBe(400);
      expect((await send(SUPPORT, 'POST', url, { user_id: ids.owner })).statusCode).toBe(400);
      const added = await send(SUPPORT, 'POST', url, { user_id: ids.pm });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().collaborators.map((c: { name: string }) => c.name)).toEqual([
        'Priya Nair',
      ]);
      expect((await send(SUPPORT, 'POST', url, { user_id: ids.pm })).statusCode).toBe(409);
      expect((await detail(id)).collaborators.map((c) => c.email)).toEqual([PM]);
      expect((await send(SUPPORT, 'DELETE', `${url}/${String(ids.pm)}`)).statusCode).toBe(204);
      expect((await send(SUPPORT, 'DELETE', `${url}/${String(ids.pm)}`)).statusCode).toBe(404);
      expect((await detail(id)).collaborators).toEqual([]);
    });

    it('Convert to Project needs create_projects and edit_support_tickets', async () => {
      const id = await ticketId('Add a perimeter zone');
      const url = `/api/admin/support/tickets/${code(id)}/project`;
      expect((await send(SUPPORT, 'POST', url)).statusCode).toBe(403);
      expect((await send(PM, 'POST', url)).statusCode).toBe(403);
    });

    it('Convert to Project: a real project with the next free PRJ id, linked from the ticket', async () => {
      const id = await ticketId('Add a perimeter zone');
      const existing = await app.db.select({ id: projects.id }).from(projects);
      const top = Math.max(...existing.map((p) => Number(p.id.replace('PRJ-', ''))));
      const res = await send(ADMIN, 'POST', `/api/admin/support/tickets/${code(id)}/project`);
      expect(res.statusCode, res.body).toBe(201);
      const expected = `PRJ-${String(top + 1).padStart(3, '0')}`;
      expect(res.json()).toMatchObject({
        project_id: expected,
        ticket: { project: { id: expected, name: 'Add a perimeter zone for the new orchard' } },
      });
      const [project] = await app.db.select().from(projects).where(eq(projects.id, expected));
      const [ojai] = await app.db
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.name, 'Ojai Valley Ranch'));
      expect(project).toMatchObject({
        propertyId: ojai!.id,
        projectType: 'Installation',
        status: 'Planning',
      });
      const again = await send(ADMIN, 'POST', `/api/admin/support/tickets/${code(id)}/project`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toContain(expected);
    });

    it('a ticket without a property cannot be converted and says so', async () => {
      const id = await ticketId('How do I add my wife');
      const res = await send(ADMIN, 'POST', `/api/admin/support/tickets/${code(id)}/project`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/has no property/);
      const [row] = await app.db
        .select({ projectId: supportTickets.projectId })
        .from(supportTickets)
        .where(eq(supportTickets.id, id));
      expect(row!.projectId).toBeNull();
    });

    it("View Customer History: the customer's tickets and properties; staff are not customers", async () => {
      const res = await get(SUPPORT, `/api/admin/support/customers/${String(ids.single)}`);
      expect(res.statusCode).toBe(200);
      const history = res.json<CustomerHistory>();
      expect(history.customer).toMatchObject({ name: 'Sam Patel', ticket_count: 3 });
      expect(history.tickets.every((t) => t.customer.id === ids.single)).toBe(true);
      expect(history.properties.map((p) => p.name)).toEqual(['Julian Hillside Cabin']);
      expect(
        (await get(SUPPORT, `/api/admin/support/customers/${String(ids.support)}`)).statusCode,
      ).toBe(404);
      expect((await get(SUPPORT, '/api/admin/support/customers/999999')).statusCode).toBe(404);
    });
  });

  describe('the Customer Support desk', () => {
    it('open tickets by status and priority, and those needing a reply', async () => {
      const overview = (await get(SUPPORT, '/api/admin/support/overview')).json<SupportOverview>();
      const rows = await app.db
        .select({ status: supportTickets.status, priority: supportTickets.priority })
        .from(supportTickets);
      const open = rows.filter((r) => r.status !== 'Solved' && r.status !== 'Closed');
      expect(overview.open_total).toBe(open.length);
      expect(overview.by_status.map((s) => s.status)).toEqual([
        'New',
        'New Response',
        'Open',
        'In Progress',
        'Pending',
      ]);
      for (const { status, count: n } of overview.by_status) {
        expect(n, status).toBe(open.filter((r) => r.status === status).length);
      }
      for (const { priority, count: n } of overview.by_priority) {
        expect(n, priority).toBe(open.filter((r) => r.priority === priority).length);
      }
      const waiting = open.filter((r) => r.status === 'New' || r.status === 'New Response');
      expect(overview.needing_reply_total).toBe(waiting.length);
      expect(overview.needing_reply.every((t) => ['New', 'New Response'].includes(t.status))).toBe(
        true,
      );
    });

    it('customer lookup by name or email with ticket counts', async () => {
      const found = (
        await get(SUPPORT, '/api/admin/support/customers?search=OLIVIA')
      ).json<SupportCustomerPage>();
      expect(found.items).toHaveLength(1);
      expect(found.items[0]).toMatchObject({ email: OWNER });
      const mine = await app.db
        .select({ status: supportTickets.status })
        .from(supportTickets)
        .where(eq(supportTickets.customerId, ids.owner));
      expect(found.items[0]).toMatchObject({
        ticket_count: mine.length,
        open_ticket_count: mine.filter((t) => t.status !== 'Solved' && t.status !== 'Closed')
          .length,
      });
      expect(mine.length).toBeGreaterThanOrEqual(7);
      const staff = (
        await get(SUPPORT, '/api/admin/support/customers?search=sofia')
      ).json<SupportCustomerPage>();
      expect(staff.items).toEqual([]);
    });
  });

  describe('elsewhere in the back-office', () => {
    it("the user detail: tickets assigned to staff, a customer's own", async () => {
      const staffDetail = (await get(ADMIN, `/api/admin/users/${String(ids.support)}`)).json();
      expect(staffDetail.support_tickets.length).toBeGreaterThan(0);
      const assigned = await app.db
        .select({ id: supportTickets.id })
        .from(supportTickets)
        .where(eq(supportTickets.assigneeId, ids.support));
      const sub = (await get(ADMIN, `/api/admin/users/${String(ids.support)}/support`)).json();
      expect(sub.total).toBe(assigned.length);
      expect(sub.items[0]).toMatchObject({
        id: expect.stringMatching(/^TICK-/),
        title: expect.any(String),
        assigned_to: 'Sofia Chen',
      });
      const customerSub = (
        await get(ADMIN, `/api/admin/users/${String(ids.single)}/support`)
      ).json();
      expect(customerSub.items.map((t: { title: string }) => t.title)).toContain(
        'How do I add my wife as a user?',
      );
      const none = (await get(ADMIN, `/api/admin/users/${String(ids.accounts)}/support`)).json();
      expect(none).toMatchObject({ items: [], total: 0 });
    });

    it('the HQ search finds tickets for staff who may view them', async () => {
      const answer = (await get(SUPPORT, '/api/admin/search?q=pump%20%232')).json<HqSearchAnswer>();
      expect(answer.kinds).toContain('tickets');
      expect(answer.results.filter((r) => r.kind === 'tickets').map((r) => r.title)).toEqual([
        'Pump #2 pressure drops during the weekly test',
      ]);
      // Field Operations may search the hub but not view tickets.
      const ops = (await get('ops@demo.test', '/api/admin/search?q=pump')).json<HqSearchAnswer>();
      expect(ops.kinds).not.toContain('tickets');
    });
  });
});
