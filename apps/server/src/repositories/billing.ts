import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { InvoiceStatus, SubscriptionStatus } from '@wildfire/shared';
import type { Executor } from '../db/client';
import {
  accountMemberships,
  accounts,
  invoices,
  plans,
  properties,
  subscriptions,
  users,
} from '../db/schema';
import { escapeLike } from './staff-access';
import { pageAndTotal, offsetOf, type PageRequest } from './paging';

/**
 * Plans, subscriptions and invoices: the one place both the customer's Subscription and
 * Payment History screens and the back-office's Subscriptions and Payments lists read from.
 */

export type PlanRow = typeof plans.$inferSelect;

/** The plans on offer, cheapest first. */
export async function listActivePlans(db: Executor): Promise<PlanRow[]> {
  return db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.priceCents));
}

export async function findPlan(db: Executor, planId: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId));
  return row ?? null;
}

/** The account's subscription, or null when it has none. */
export async function findAccountSubscription(db: Executor, accountId: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .limit(1);
  return row ?? null;
}

/** Every invoice of the account, newest first. */
export async function listAccountInvoices(db: Executor, accountId: number) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .orderBy(desc(invoices.issuedOn), desc(invoices.id));
}

/** What the account paid on invoices issued on or after `sinceDay`, in cents. */
export async function paidSince(db: Executor, accountId: number, sinceDay: string) {
  const [row] = await db
    .select({ cents: sum(invoices.amountCents) })
    .from(invoices)
    .where(
      and(
        eq(invoices.accountId, accountId),
        eq(invoices.status, 'Paid'),
        gte(invoices.issuedOn, sinceDay),
      ),
    );
  return Number(row?.cents ?? 0);
}

// ---- Back-office: Subscriptions ----

/** The Account Owner (the first to join, if several), by a correlated subquery. */
const ownerOf = (column: typeof users.name | typeof users.email) =>
  sql<string | null>`(select ${column} from ${accountMemberships}
    inner join ${users} on ${users.id} = ${accountMemberships.userId}
    where ${accountMemberships.accountId} = ${accounts.id}
      and ${accountMemberships.role} = 'account_owner'
      and ${accountMemberships.status} = 'active'
    order by ${accountMemberships.createdAt}, ${users.id} limit 1)`;

const propertyCount = sql<number>`(select count(*)::int from ${properties}
  where ${properties.accountId} = ${accounts.id})`;

export interface SubscriptionFilters {
  search?: string | undefined;
  planId?: number | undefined;
  status?: SubscriptionStatus | undefined;
}

function subscriptionWhere(filters: SubscriptionFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(
      or(
        ilike(accounts.name, pattern),
        sql`exists (select 1 from ${accountMemberships}
          inner join ${users} on ${users.id} = ${accountMemberships.userId}
          where ${accountMemberships.accountId} = ${accounts.id}
            and ${accountMemberships.role} = 'account_owner'
            and (${users.name} ilike ${pattern} or ${users.email} ilike ${pattern}))`,
      )!,
    );
  }
  if (filters.planId !== undefined) conditions.push(eq(subscriptions.planId, filters.planId));
  if (filters.status !== undefined) conditions.push(eq(subscriptions.status, filters.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const subscriptionColumns = {
  accountId: accounts.id,
  accountName: accounts.name,
  ownerName: ownerOf(users.name),
  ownerEmail: ownerOf(users.email),
  planId: plans.id,
  planName: plans.name,
  priceCents: plans.priceCents,
  period: plans.period,
  maxProperties: plans.maxProperties,
  status: subscriptions.status,
  nextBillingDate: subscriptions.nextBillingDate,
  propertyCount,
};

function subscriptionQuery(db: Executor) {
  return db
    .select(subscriptionColumns)
    .from(accounts)
    .leftJoin(subscriptions, eq(subscriptions.accountId, accounts.id))
    .leftJoin(plans, eq(plans.id, subscriptions.planId));
}

export type AccountSubscription = Awaited<
  ReturnType<ReturnType<typeof subscriptionQuery>['execute']>
>[number];

/** Every customer account with its subscription (if any), by account name. */
export async function listAccountSubscriptions(
  db: Executor,
  filters: SubscriptionFilters,
  paging: PageRequest,
) {
  const where = subscriptionWhere(filters);
  return pageAndTotal(
    subscriptionQuery(db)
      .where(where)
      .orderBy(asc(accounts.name), asc(accounts.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db
      .select({ n: count() })
      .from(accounts)
      .leftJoin(subscriptions, eq(subscriptions.accountId, accounts.id))
      .where(where),
  );
}

export async function findAccountWithSubscription(
  db: Executor,
  accountId: number,
): Promise<AccountSubscription | null> {
  const [row] = await subscriptionQuery(db).where(eq(accounts.id, accountId));
  return row ?? null;
}

/** Start or change the account's subscription. */
export async function saveSubscription(
  db: Executor,
  accountId: number,
  values: { planId: number; status: SubscriptionStatus; nextBillingDate: string | null },
) {
  await db
    .insert(subscriptions)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: subscriptions.accountId, set: values });
}

/** The active Account Owners of an account (who hear about billing changes). */
export async function accountOwnerIds(db: Executor, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ id: accountMemberships.userId })
    .from(accountMemberships)
    .where(
      and(
        eq(accountMemberships.accountId, accountId),
        eq(accountMemberships.role, 'account_owner'),
        eq(accountMemberships.status, 'active'),
      ),
    );
  return rows.map((r) => r.id);
}

// ---- Back-office: Payments ----

export interface InvoiceFilters {
  search?: string | undefined;
  status?: InvoiceStatus | undefined;
  /** Inclusive days, `YYYY-MM-DD`. */
  from?: string | undefined;
  to?: string | undefined;
}

function invoiceWhere(filters: InvoiceFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(or(ilike(accounts.name, pattern), ilike(invoices.id, pattern))!);
  }
  if (filters.status) conditions.push(eq(invoices.status, filters.status));
  if (filters.from) conditions.push(gte(invoices.issuedOn, filters.from));
  if (filters.to) conditions.push(lte(invoices.issuedOn, filters.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const centsWhere = (status: InvoiceStatus) =>
  sql<
    string | null
  >`sum(case when ${invoices.status} = ${status} then ${invoices.amountCents} else 0 end)`;

/** Invoices of every account, newest first, with the totals of everything that matches. */
export async function listInvoices(db: Executor, filters: InvoiceFilters, paging: PageRequest) {
  const where = invoiceWhere(filters);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: invoices.id,
        accountId: accounts.id,
        accountName: accounts.name,
        issuedOn: invoices.issuedOn,
        amountCents: invoices.amountCents,
        status: invoices.status,
        description: invoices.description,
        method: invoices.method,
      })
      .from(invoices)
      .innerJoin(accounts, eq(accounts.id, invoices.accountId))
      .where(where)
      .orderBy(desc(invoices.issuedOn), desc(invoices.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db
      .select({
        n: count(),
        amount: sum(invoices.amountCents),
        paid: centsWhere('Paid'),
        pending: centsWhere('Pending'),
        failed: centsWhere('Failed'),
      })
      .from(invoices)
      .innerJoin(accounts, eq(accounts.id, invoices.accountId))
      .where(where),
  ]);
  return {
    items: rows,
    total: totals?.n ?? 0,
    totals: {
      amountCents: Number(totals?.amount ?? 0),
      paidCents: Number(totals?.paid ?? 0),
      pendingCents: Number(totals?.pending ?? 0),
      failedCents: Number(totals?.failed ?? 0),
    },
  };
}

export async function findInvoice(db: Executor, invoiceId: string) {
  const [row] = await db
    .select({
      id: invoices.id,
      accountId: invoices.accountId,
      accountName: accounts.name,
      issuedOn: invoices.issuedOn,
      amountCents: invoices.amountCents,
      status: invoices.status,
      description: invoices.description,
      method: invoices.method,
    })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(eq(invoices.id, invoiceId));
  return row ?? null;
}

/**
 * Mark an unpaid (Pending or Failed) invoice Paid. Returns false when it was already Paid, so
 * two people marking it at once cannot both succeed.
 */
export async function markInvoicePaid(db: Executor, invoiceId: string): Promise<boolean> {
  const changed = await db
    .update(invoices)
    .set({ status: 'Paid' })
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.status, ['Pending', 'Failed'])))
    .returning({ id: invoices.id });
  return changed.length > 0;
}
