import { count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MyTicketDetail, MyTicketPage } from '@wildfire/shared';
import { mailOutbox, properties, supportTickets, ticketMessages } from '#src/db/schema/index';
import { demoUserId } from '#src/seed/seed-demo';
import { build } from '../helper';

const OWNER = 'owner@demo.test';
const SINGLE = 'single@demo.test';
const EMPTY = 'empty@demo.test';

describe("the customer's support tickets (/api/support)", async () => {
  const { app, injectAs } = await build();
  const ownerId = await demoUserId(app.db, OWNER);
  const singleId = await demoUserId(app.db, SINGLE);
  const get = (email: string | null, url: string) => injectAs(email, { method: 'GET', url });
  const post = (email: string, url: string, payload: object) =>
    injectAs(email, { method: 'POST', url, payload });
  const ticketOf = async (subjectStart: string) => {
    const [row] = await app.db
      .select({ id: supportTickets.id, customerId: supportTickets.customerId })
      .from(supportTickets)
      .where(like(supportTickets.subject, `${subjectStart}%`));
    return { ...row!, code: `TICK-${String(row!.id).padStart(3, '0')}` };
  };
  const messageCount = async (id: number) =>
    (
      await app.db
        .select({ n: count() })
        .from(ticketMessages)
        .where(eq(ticketMessages.ticketId, id))
    )[0]!.n;

  it('needs a session', async () => {
    expect((await get(null, '/api/support/tickets')).statusCode).toBe(401);
  });

  it('a customer sees only their own tickets', async () => {
    const page = (await get(OWNER, '/api/support/tickets')).json<MyTicketPage>();
    const theirs = await app.db
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(eq(supportTickets.customerId, ownerId));
    expect(page.total).toBe(theirs.length);
    expect(page.items.map((t) => t.id).sort()).toEqual(theirs.map((t) => t.id).sort());
    expect(page.items[0]).toMatchObject({ code: expect.stringMatching(/^TICK-\d{3}$/) });
    expect((await get(EMPTY, '/api/support/tickets')).json()).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it("another customer's ticket answers 404, to read and to reply", async () => {
    const ticket = await ticketOf('Pump #2');
    expect(ticket.customerId).toBe(ownerId);
    const before = await messageCount(ticket.id);
    expect((await get(SINGLE, `/api/support/tickets/${ticket.code}`)).statusCode).toBe(404);
    const reply = await post(SINGLE, `/api/support/tickets/${ticket.code}/messages`, {
      content: 'Not my ticket',
    });
    expect(reply.statusCode).toBe(404);
    expect(await messageCount(ticket.id)).toBe(before);
    expect((await get(OWNER, '/api/support/tickets/TICK-999999')).statusCode).toBe(404);
  });

  it('internal messages are never visible to the customer (nor system notes)', async () => {
    const ticket = await ticketOf('Pump #2');
    const all = await app.db
      .select({ role: ticketMessages.role, content: ticketMessages.content })
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, ticket.id));
    const internal = all.filter((m) => m.role === 'internal');
    expect(internal.length).toBeGreaterThan(0);
    const detail = (await get(OWNER, `/api/support/tickets/${ticket.code}`)).json<MyTicketDetail>();
    expect(detail.messages.length).toBe(
      all.filter((m) => m.role === 'customer' || m.role === 'support').length,
    );
    for (const note of internal) {
      expect(detail.messages.map((m) => m.content)).not.toContain(note.content);
    }
    expect(JSON.stringify(detail)).not.toContain('"internal"');
  });

  it("'New Response' is set when the customer replies; the assignee is emailed", async () => {
    const ticket = await ticketOf('Altadena panel');
    const before = (
      await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'support@demo.test'))
    ).length;
    const res = await post(OWNER, `/api/support/tickets/${ticket.code}/messages`, {
      content: '  The panel lights are blinking amber now.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'New Response',
      message: {
        role: 'customer',
        author: 'Olivia Rivera',
        content: 'The panel lights are blinking amber now.',
      },
    });
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'support@demo.test'));
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.subject).toContain(`New response on ${ticket.code}`);
  });

  it('blank replies are ignored: 400 and nothing stored', async () => {
    const ticket = await ticketOf('Altadena panel');
    const before = await messageCount(ticket.id);
    for (const content of ['', '  ', '\n']) {
      const res = await post(OWNER, `/api/support/tickets/${ticket.code}/messages`, { content });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('content');
    }
    expect(await messageCount(ticket.id)).toBe(before);
  });

  it('a Closed ticket takes no reply (409); a Solved one reopens as New Response', async () => {
    const closed = await ticketOf('How do I add my wife');
    const res = await post(SINGLE, `/api/support/tickets/${closed.code}/messages`, {
      content: 'One more question',
    });
    expect(res.statusCode).toBe(409);
    const closedDetail = (
      await get(SINGLE, `/api/support/tickets/${closed.code}`)
    ).json<MyTicketDetail>();
    expect(closedDetail.can_reply).toBe(false);

    const solved = await ticketOf('Is the structure defense test run');
    const reopened = await post(SINGLE, `/api/support/tickets/${solved.code}/messages`, {
      content: 'The crew did not come on Tuesday.',
    });
    expect(reopened.json()).toMatchObject({ status: 'New Response' });
  });

  it('a customer opens a ticket, optionally about one of their properties', async () => {
    const [julian] = await app.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.name, 'Julian Hillside Cabin'));
    const [malibu] = await app.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.name, 'Malibu Canyon Residence'));
    const res = await post(SINGLE, '/api/support/tickets', {
      subject: 'Tank level reads 0% after refill',
      description: 'We refilled the tank yesterday but the dashboard still shows 0%.',
      category: 'System Issue',
      property_id: julian!.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<MyTicketDetail>()).toMatchObject({
      subject: 'Tank level reads 0% after refill',
      status: 'New',
      category: 'System Issue',
      property: { name: 'Julian Hillside Cabin' },
      can_reply: true,
      messages: [],
    });
    const [row] = await app.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, res.json<MyTicketDetail>().id));
    expect(row).toMatchObject({ customerId: singleId, createdById: singleId, priority: 'Medium' });

    const notMine = await post(SINGLE, '/api/support/tickets', {
      subject: 'x',
      description: 'y',
      property_id: malibu!.id,
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().error.fields).toHaveProperty('property_id');
    const blank = await post(SINGLE, '/api/support/tickets', { subject: ' ', description: 'y' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatchObject({
      message: 'Subject is required',
      fields: { subject: 'Subject is required' },
    });
  });

  it('staff do not open customer tickets from the portal', async () => {
    const res = await post('admin@demo.test', '/api/support/tickets', {
      subject: 'x',
      description: 'y',
    });
    expect(res.statusCode).toBe(403);
  });
});
