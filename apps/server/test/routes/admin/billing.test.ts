import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, auditLog, inboxMessages, invoices } from '#src/db/schema/index';
import { demoUserId } from '#src/seed/seed-demo';
import { build } from '../../helper';

const ADMIN = 'admin@demo.test'; // every permission
const ACCOUNTS = 'accounts@demo.test'; // view_subscriptions and view_payments only
const SUPPORT = 'support@demo.test'; // no billing permission
const OWNER = 'owner@demo.test'; // Account Owner of Rivera Family (4 properties)

interface Subscription {
  account_id: number;
  account_name: string;
  owner: { name: string; email: string } | null;
  plan: { id: number; name: string; price: number; max_properties: number | null } | null;
  status: string | null;
  status_label: string | null;
  next_billing: string | null;
  properties_used: number;
}
interface Invoice {
  id: string;
  account_id: number;
  account_name: string;
  date: string;
  amount: number;
  status: 'Paid' | 'Pending' | 'Failed';
}
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}
type InvoicePage = Page<Invoice> & {
  totals: { count: number; amount: number; paid: number; pending: number; failed: number };
};

describe('Subscriptions and Payments (/api/admin/subscriptions, /api/admin/invoices)', async () => {
  const { app, injectAs } = await build();
  const get = (email: string | null, url: string) => injectAs(email, { method: 'GET', url });
  const subscriptions = async (query = '') =>
    (await get(ADMIN, `/api/admin/subscriptions${query}`)).json<Page<Subscription>>();
  const invoicesPage = async (query = '') =>
    (await get(ADMIN, `/api/admin/invoices${query}`)).json<InvoicePage>();
  const { plans } = (await get(ADMIN, '/api/admin/plans')).json<{
    plans: Array<{ id: number; name: string }>;
  }>();
  const planId = (name: string) => plans.find((p) => p.name === name)!.id;
  const [rivera] = await app.db.select().from(accounts).where(eq(accounts.name, 'Rivera Family'));
  const riveraId = rivera!.id;
  const patch = (email: string, accountId: number, body: object) =>
    injectAs(email, {
      method: 'PATCH',
      url: `/api/admin/subscriptions/${String(accountId)}`,
      payload: body,
    });

  it('view_subscriptions lists, manage_subscriptions changes; view_payments lists, process_payments marks paid', async () => {
    expect((await get(null, '/api/admin/subscriptions')).statusCode).toBe(401);
    expect((await get(OWNER, '/api/admin/subscriptions')).statusCode).toBe(403);
    expect((await get(SUPPORT, '/api/admin/subscriptions')).statusCode).toBe(403);
    expect((await get(SUPPORT, '/api/admin/invoices')).statusCode).toBe(403);
    expect((await get(ACCOUNTS, '/api/admin/subscriptions')).statusCode).toBe(200);
    expect((await get(ACCOUNTS, '/api/admin/invoices')).statusCode).toBe(200);
    expect((await patch(ACCOUNTS, riveraId, { status: 'active' })).statusCode).toBe(403);
    const pending = (await invoicesPage('?status=Pending')).items[0]!;
    const markPaid = await injectAs(ACCOUNTS, {
      method: 'POST',
      url: `/api/admin/invoices/${pending.id}/mark-paid`,
    });
    expect(markPaid.statusCode).toBe(403);
  });

  describe('Subscriptions', () => {
    it("lists every customer account's subscription with owner, plan, price, status, next billing and properties used", async () => {
      const page = await subscriptions();
      expect(page.total).toBe((await app.db.select().from(accounts)).length);
      const row = page.items.find((s) => s.account_id === riveraId)!;
      expect(row).toMatchObject({
        account_name: 'Rivera Family',
        owner: { name: 'Olivia Rivera', email: OWNER },
        plan: { name: 'Professional', price: 99, max_properties: 5 },
        status: 'active',
        status_label: 'Active',
        properties_used: 4,
      });
      expect(row.next_billing).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const names = page.items.map((s) => s.account_name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    });

    it('filters by plan and status and searches account or owner, combined (AND)', async () => {
      const basic = await subscriptions(`?plan=${String(planId('Basic'))}`);
      expect(basic.items.length).toBeGreaterThan(1);
      expect(basic.items.every((s) => s.plan?.name === 'Basic')).toBe(true);
      const pastDue = await subscriptions('?status=past_due');
      expect(pastDue.items.map((s) => s.account_name)).toEqual(['Ortiz Residence']);
      expect((await subscriptions('?search=OLIVIA')).items.map((s) => s.account_name)).toEqual([
        'Rivera Family',
      ]);
      expect((await subscriptions('?search=patel')).items.map((s) => s.account_name)).toEqual([
        'Patel Household',
      ]);
      expect(
        (await subscriptions(`?search=family&plan=${String(planId('Basic'))}`)).items.map(
          (s) => s.account_name,
        ),
      ).toEqual(['Nguyen Family']);
      expect((await get(ADMIN, '/api/admin/subscriptions?status=paused')).statusCode).toBe(400);
    });

    it('a plan must hold the account’s properties: Rivera Family (4) cannot move to Basic (up to 2)', async () => {
      const res = await patch(ADMIN, riveraId, { plan_id: planId('Basic') });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(
        'Rivera Family has 4 properties; the Basic plan allows up to 2.',
      );
      expect((await patch(ADMIN, riveraId, { plan_id: 999_999 })).statusCode).toBe(400);
      expect((await patch(ADMIN, riveraId, {})).statusCode).toBe(400);
      expect((await patch(ADMIN, 999_999, { status: 'active' })).statusCode).toBe(404);
    });

    it('a plan change is audited, told to the Account Owner and shown on the customer Subscription screen', async () => {
      const res = await patch(ADMIN, riveraId, { plan_id: planId('Enterprise') });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        plan: { name: 'Enterprise', price: 199 },
        status: 'active',
      });

      const customer = await injectAs(OWNER, {
        method: 'GET',
        url: `/api/accounts/${String(riveraId)}/subscription`,
      });
      const current = customer
        .json<{ plans: Array<{ name: string; current: boolean }> }>()
        .plans.filter((p) => p.current)
        .map((p) => p.name);
      expect(current).toEqual(['Enterprise']);

      const ownerId = await demoUserId(app.db, OWNER);
      const [message] = await app.db
        .select()
        .from(inboxMessages)
        .where(
          and(
            eq(inboxMessages.recipientId, ownerId),
            eq(inboxMessages.subject, 'Your subscription changed'),
          ),
        );
      expect(message!.body).toContain('Your plan is now Enterprise.');
      const [audit] = await app.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'subscription.update'), eq(auditLog.targetId, String(riveraId))),
        );
      expect(audit!.details).toMatchObject({
        from: { plan: 'Professional' },
        to: { plan: 'Enterprise' },
      });
    });

    it('cancelling clears the next billing date; reactivating bills a period from today', async () => {
      const cancelled = await patch(ADMIN, riveraId, { status: 'cancelled' });
      expect(cancelled.json()).toMatchObject({ status: 'cancelled', next_billing: null });
      const customer = await injectAs(OWNER, {
        method: 'GET',
        url: `/api/accounts/${String(riveraId)}/subscription`,
      });
      expect(customer.json()).toMatchObject({ status: 'cancelled', next_billing: null });
      const active = (await patch(ADMIN, riveraId, { status: 'active' })).json<Subscription>();
      expect(active.status).toBe('active');
      expect(active.next_billing! > new Date().toISOString().slice(0, 10)).toBe(true);
    });

    it('an account without a subscription gets one when a plan is chosen', async () => {
      const [account] = await app.db
        .insert(accounts)
        .values({ name: 'Zephyr Test Account' })
        .returning({ id: accounts.id });
      const row = (await subscriptions('?search=zephyr')).items[0]!;
      expect(row).toMatchObject({ plan: null, status: null, owner: null, properties_used: 0 });
      expect((await patch(ADMIN, account!.id, { status: 'active' })).statusCode).toBe(409);
      const started = await patch(ADMIN, account!.id, { plan_id: planId('Basic') });
      expect(started.json()).toMatchObject({ plan: { name: 'Basic' }, status: 'active' });
    });
  });

  describe('Payments', () => {
    it('lists invoices newest first with account, date, amount, status, method and totals', async () => {
      const page = await invoicesPage();
      const rows = await app.db.select().from(invoices);
      expect(page.total).toBe(rows.length);
      expect(page.page_size).toBe(25);
      expect(page.items).toHaveLength(Math.min(25, rows.length));
      const dates = page.items.map((i) => i.date);
      expect(dates).toEqual([...dates].sort().reverse());
      const cents = (status?: string) =>
        rows.filter((r) => !status || r.status === status).reduce((n, r) => n + r.amountCents, 0) /
        100;
      expect(page.totals).toEqual({
        count: rows.length,
        amount: cents(),
        paid: cents('Paid'),
        pending: cents('Pending'),
        failed: cents('Failed'),
      });
    });

    it('filters by status, an inclusive date range and account search, combined (AND)', async () => {
      const failed = await invoicesPage('?status=Failed');
      expect(failed.items.length).toBeGreaterThan(0);
      expect(failed.items.every((i) => i.status === 'Failed')).toBe(true);
      expect(failed.totals.amount).toBe(failed.totals.failed);

      const some = (await invoicesPage()).items[3]!;
      const oneDay = await invoicesPage(`?from=${some.date}&to=${some.date}`);
      expect(oneDay.items.length).toBeGreaterThan(0);
      expect(oneDay.items.every((i) => i.date === some.date)).toBe(true);

      const patel = await invoicesPage('?search=PATEL');
      expect(patel.items.length).toBeGreaterThan(0);
      expect(patel.items.every((i) => i.account_name === 'Patel Household')).toBe(true);
      const patelPaid = await invoicesPage('?search=patel&status=Paid');
      expect(patelPaid.items.every((i) => i.status === 'Paid')).toBe(true);
      expect(patelPaid.total).toBeLessThan(patel.total);

      const backwards = await get(ADMIN, '/api/admin/invoices?from=2025-02-01&to=2025-01-01');
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().error).toMatchObject({
        message: 'To must be on or after from',
        fields: { to: 'To must be on or after from' },
      });
    });

    it('marks a Pending invoice Paid (audited, seen by the customer); a Paid one answers 409', async () => {
      const pending = (await invoicesPage(`?status=Pending&search=rivera`)).items[0]!;
      const url = `/api/admin/invoices/${pending.id}/mark-paid`;
      const res = await injectAs(ADMIN, { method: 'POST', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: pending.id, status: 'Paid' });
      const again = await injectAs(ADMIN, { method: 'POST', url });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(`Invoice ${pending.id} is already paid.`);

      const history = await injectAs(OWNER, {
        method: 'GET',
        url: `/api/accounts/${String(riveraId)}/invoices`,
      });
      expect(
        history.json<{ invoices: Invoice[] }>().invoices.find((i) => i.id === pending.id)!.status,
      ).toBe('Paid');
      const [audit] = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'invoice.mark_paid'), eq(auditLog.targetId, pending.id)));
      expect(audit!.details).toMatchObject({ previous_status: 'Pending' });
    });

    it('marks a Failed invoice Paid; an unknown invoice is 404', async () => {
      const failed = (await invoicesPage('?status=Failed')).items[0]!;
      const res = await injectAs(ADMIN, {
        method: 'POST',
        url: `/api/admin/invoices/${failed.id}/mark-paid`,
      });
      expect(res.json().status).toBe('Paid');
      expect(
        (await injectAs(ADMIN, { method: 'POST', url: '/api/admin/invoices/INV-NONE/mark-paid' }))
          .statusCode,
      ).toBe(404);
    });
  });
});
