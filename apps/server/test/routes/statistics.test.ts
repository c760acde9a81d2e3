import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gatewayEvents, invoices, projects, sites } from '#src/db/schema/index';
import { readStatistics } from '#src/repositories/statistics';
import { build } from '../helper';

describe('statistics: GET /api/admin/stats', async () => {
  const { app, injectAs } = await build();
  const stats = (email: string | null) =>
    injectAs(email, { method: 'GET', url: '/api/admin/stats' });

  it('needs view_statistics: anonymous 401, a customer 403, Customer Service 403, a project manager 200', async () => {
    expect((await stats(null)).statusCode).toBe(401);
    expect((await stats('owner@demo.test')).statusCode).toBe(403);
    expect((await stats('support@demo.test')).statusCode).toBe(403);
    expect((await stats('pm@demo.test')).statusCode).toBe(200);
  });

  it('shows eight cards, seven months of both charts and five recent activities', async () => {
    const profile = await injectAs('owner@demo.test', {
      method: 'PATCH',
      url: '/api/auth/user',
      payload: {
        name: 'Alex Morgan',
        email: 'owner@demo.test',
        phone: '+1 805 555 0100',
        timezone: 'America/Los_Angeles',
      },
    });
    expect(profile.statusCode).toBe(200);
    const body = (await stats('admin@demo.test')).json();
    expect(body.cards.map((c: { title: string }) => c.title)).toEqual([
      'Properties',
      'Systems Installed',
      'Customers',
      'System Activations',
      'Alerts Raised',
      'Projects Started',
      'Projects Completed',
      'Revenue',
    ]);
    expect(body.installation_trends).toHaveLength(7);
    expect(body.systems_online_growth).toHaveLength(7);
    expect(body.systems_online_growth.at(-1).systems).toBeGreaterThanOrEqual(5);
    expect(body.recent_activity.length).toBeLessThanOrEqual(5);
    expect(body.recent_activity[0]).toMatchObject({
      by: 'Alex Morgan',
      text: 'Profile updated',
      kind: 'info',
    });
  });

  it('compares this month with last month from the dated rows', async () => {
    const [site] = await app.db.select().from(sites).limit(1);
    const project = (id: string, startDate: string, actualCompletionDate: string | null) => ({
      id,
      projectName: id,
      propertyId: site!.propertyId,
      projectType: 'Installation' as const,
      startDate,
      actualCompletionDate,
    });
    await app.db
      .insert(projects)
      .values([
        project('PRJ-T1', '2031-02-03', null),
        project('PRJ-T2', '2031-03-01', '2031-03-31'),
        project('PRJ-T3', '2031-03-31', null),
      ]);
    await app.db.insert(invoices).values([
      {
        id: 'T-1',
        accountId: 1,
        issuedOn: '2031-02-10',
        amountCents: 10_000,
        status: 'Paid',
        description: 'x',
        method: 'Card',
      },
      {
        id: 'T-2',
        accountId: 1,
        issuedOn: '2031-03-10',
        amountCents: 15_000,
        status: 'Paid',
        description: 'x',
        method: 'Card',
      },
      {
        id: 'T-3',
        accountId: 1,
        issuedOn: '2031-03-11',
        amountCents: 99_000,
        status: 'Failed',
        description: 'x',
        method: 'Card',
      },
    ]);

    const result = await readStatistics(app.db, new Date('2031-03-15T12:00:00Z'));
    const byId = Object.fromEntries(result.cards.map((c) => [c.id, c]));
    expect(byId.projects_started).toMatchObject({
      value: 2,
      previous: 1,
      change: '+100%',
      trend: 'up',
    });
    expect(byId.projects_completed).toMatchObject({ value: 1, previous: 0, change: 'New' });
    expect(byId.revenue).toMatchObject({
      value: 15_000,
      previous: 10_000,
      change: '+50%',
      unit: 'usd_cents',
    });
    expect(byId.systems).toMatchObject({ trend: 'flat', change: '0%' });
    expect(result.installation_trends.map((m) => m.month)).toEqual([
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Jan',
      'Feb',
      'Mar',
    ]);
    expect(result.installation_trends.at(-1)).toEqual({ month: 'Mar', started: 2, completed: 1 });
    expect(result.installation_trends.at(-2)).toEqual({ month: 'Feb', started: 1, completed: 0 });
  });

  it('systems online grow by month from their install dates, not from when their records were made', async () => {
    const fleet = await app.db.select({ id: sites.siteId }).from(sites);
    // Every panel installed in March or August 2031, whatever day its record was written.
    for (const [i, site] of fleet.entries()) {
      await app.db
        .update(sites)
        .set({ installDate: i % 2 === 0 ? '2031-03-10' : '2031-08-20' })
        .where(eq(sites.siteId, site.id));
    }
    const march = fleet.filter((_, i) => i % 2 === 0).length;
    const result = await readStatistics(app.db, new Date('2031-09-15T12:00:00Z'));
    expect(result.systems_online_growth.map(({ month, systems }) => ({ month, systems }))).toEqual([
      { month: 'Mar', systems: march },
      { month: 'Apr', systems: march },
      { month: 'May', systems: march },
      { month: 'Jun', systems: march },
      { month: 'Jul', systems: march },
      { month: 'Aug', systems: fleet.length },
      { month: 'Sep', systems: fleet.length },
    ]);
    const byId = Object.fromEntries(result.cards.map((c) => [c.id, c]));
    expect(byId.systems).toMatchObject({ value: fleet.length, previous: fleet.length });
    const august = await readStatistics(app.db, new Date('2031-08-31T12:00:00Z'));
    const systems = august.cards.find((c) => c.id === 'systems');
    expect(systems).toMatchObject({ value: fleet.length, previous: march });
  });

  it("systems reporting by month come from the panels' connection history", async () => {
    await app.db.delete(gatewayEvents);
    await app.db.update(sites).set({ lastSeenAt: null });
    const [a, b] = await app.db.select({ id: sites.siteId }).from(sites).limit(2);
    // A: connected in May, gone (last will) in early July.
    await app.db.insert(gatewayEvents).values([
      { siteId: a!.id, at: new Date('2031-05-10T08:00:00Z'), online: true },
      { siteId: a!.id, at: new Date('2031-07-03T08:00:00Z'), online: false },
    ]);
    await app.db
      .update(sites)
      .set({ lastSeenAt: new Date('2031-07-03T07:59:00Z') })
      .where(eq(sites.siteId, a!.id));
    // B: connected in April and still heard from in September.
    await app.db
      .insert(gatewayEvents)
      .values({ siteId: b!.id, at: new Date('2031-04-01T08:00:00Z'), online: true });
    await app.db
      .update(sites)
      .set({ lastSeenAt: new Date('2031-09-05T08:00:00Z') })
      .where(eq(sites.siteId, b!.id));
    const result = await readStatistics(app.db, new Date('2031-09-15T12:00:00Z'));
    expect(result.systems_online_growth.map(({ month, reporting }) => [month, reporting])).toEqual([
      ['Mar', 0],
      ['Apr', 1],
      ['May', 2],
      ['Jun', 2],
      ['Jul', 2],
      ['Aug', 1],
      ['Sep', 1],
    ]);
  });
});
