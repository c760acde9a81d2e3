import type { InvoiceStatus, SubscriptionStatus } from '@wildfire/shared';
import type { Executor } from '../db/client';
import { accounts, invoices, plans, subscriptions } from '../db/schema';

/**
 * Customer accounts that signed up and pay, but whose systems are still being planned or
 * installed: they have no properties or portal logins yet (their owners get logins when the
 * panel goes live), so the customer screens and their counts stay as they are.
 */
interface DemoBillingAccount {
  name: string;
  plan: 'Basic' | 'Professional' | 'Enterprise';
  status: SubscriptionStatus;
  method: string;
  /** Monthly invoices, oldest first: months ago and status. */
  months: Array<[number, InvoiceStatus]>;
  extra?: {
    monthsAgo: number;
    day: number;
    cents: number;
    description: string;
    status: InvoiceStatus;
  };
}

const DEMO_BILLING_ACCOUNTS: DemoBillingAccount[] = [
  {
    name: 'Hale Family Trust',
    plan: 'Enterprise',
    status: 'active',
    method: 'ACH transfer',
    months: [
      [4, 'Paid'],
      [3, 'Paid'],
      [2, 'Paid'],
      [1, 'Paid'],
      [0, 'Pending'],
    ],
    extra: {
      monthsAgo: 2,
      day: 9,
      cents: 350_000,
      description: 'Basic maintenance plan, yearly',
      status: 'Paid',
    },
  },
  {
    name: 'Ortiz Residence',
    plan: 'Basic',
    status: 'past_due',
    method: 'Mastercard ending 5100',
    months: [
      [3, 'Paid'],
      [2, 'Paid'],
      [1, 'Failed'],
      [0, 'Failed'],
    ],
  },
  {
    name: 'Foster Oak Ranch LLC',
    plan: 'Professional',
    status: 'active',
    method: 'Amex ending 1005',
    months: [
      [5, 'Paid'],
      [4, 'Paid'],
      [3, 'Paid'],
      [2, 'Paid'],
      [1, 'Paid'],
      [0, 'Pending'],
    ],
    extra: {
      monthsAgo: 1,
      day: 14,
      cents: 5_000,
      description: 'Annual inspection visit',
      status: 'Paid',
    },
  },
  {
    name: 'Nguyen Family',
    plan: 'Basic',
    status: 'cancelled',
    method: 'Visa ending 0077',
    months: [
      [6, 'Paid'],
      [5, 'Paid'],
      [4, 'Paid'],
    ],
  },
  {
    name: 'Burke Mountain Cabin',
    plan: 'Basic',
    status: 'active',
    method: 'Visa ending 3318',
    months: [
      [2, 'Paid'],
      [1, 'Paid'],
      [0, 'Pending'],
    ],
  },
  {
    name: 'Santa Ynez Vineyard Estate',
    plan: 'Enterprise',
    status: 'active',
    method: 'Wire transfer',
    months: [
      [1, 'Paid'],
      [0, 'Failed'],
    ],
  },
];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const monthsBefore = (now: Date, months: number, day = 25) =>
  isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day)));

/** More customer accounts with their plans and invoices for Subscriptions and Payments. */
export async function seedDemoBilling(tx: Executor, now: Date) {
  const planRows = await tx.select().from(plans);
  for (const demo of DEMO_BILLING_ACCOUNTS) {
    const plan = planRows.find((p) => p.name === demo.plan)!;
    const [account] = await tx
      .insert(accounts)
      .values({
        name: demo.name,
        createdAt: new Date(`${monthsBefore(now, demo.months[0]![0], 1)}T12:00:00Z`),
      })
      .returning({ id: accounts.id });
    const accountId = account!.id;
    await tx.insert(subscriptions).values({
      accountId,
      planId: plan.id,
      status: demo.status,
      nextBillingDate: demo.status === 'cancelled' ? null : monthsBefore(now, -1),
    });
    const rows = demo.months.map(([monthsAgo, status]) => {
      const day = monthsBefore(now, monthsAgo, monthsAgo === 0 ? 1 : 25);
      return {
        id: `INV-${String(accountId)}-${day.slice(0, 7).replace('-', '')}`,
        accountId,
        issuedOn: day,
        amountCents: plan.priceCents,
        status,
        description: `${plan.name} plan, monthly`,
        method: demo.method,
      };
    });
    if (demo.extra) {
      rows.push({
        id: `INV-${String(accountId)}-M${String(demo.extra.monthsAgo)}`,
        accountId,
        issuedOn: monthsBefore(now, demo.extra.monthsAgo, demo.extra.day),
        amountCents: demo.extra.cents,
        status: demo.extra.status,
        description: demo.extra.description,
        method: demo.method,
      });
    }
    await tx.insert(invoices).values(rows);
  }
}
