import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BILLING_PAGE_SIZE,
  canMarkInvoicePaid,
  INVOICE_STATUSES,
  invoiceListQuerySchema,
  nextBillingAfterStatus,
  planAllowsProperties,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  subscriptionListQuerySchema,
  subscriptionUpdateSchema,
  pageOf,
} from '@wildfire/shared';
import { inboxMessages } from '#src/db/schema/index';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { badRequest, conflict, notFound } from '#src/lib/http-errors';
import { positiveIdParam } from '../query';
import { recordAudit } from '#src/repositories/audit';
import {
  accountOwnerIds,
  findAccountWithSubscription,
  findInvoice,
  findPlan,
  listAccountSubscriptions,
  listActivePlans,
  listInvoices,
  markInvoicePaid,
  saveSubscription,
  type AccountSubscription,
} from '#src/repositories/billing';

const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  period: z.string(),
  max_properties: z.number().int().nullable(),
});

const subscriptionSchema = z.object({
  account_id: z.number().int(),
  account_name: z.string(),
  owner: z.object({ name: z.string(), email: z.string() }).nullable(),
  plan: planSchema.nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  status_label: z.string().nullable(),
  next_billing: z.string().nullable(),
  properties_used: z.number().int(),
});

const invoiceSchema = z.object({
  id: z.string(),
  account_id: z.number().int(),
  account_name: z.string(),
  date: z.string(),
  amount: z.number(),
  status: z.enum(INVOICE_STATUSES),
  description: z.string(),
  method: z.string(),
});

const toSubscription = (row: AccountSubscription): z.infer<typeof subscriptionSchema> => ({
  account_id: row.accountId,
  account_name: row.accountName,
  owner:
    row.ownerName !== null && row.ownerEmail !== null
      ? { name: row.ownerName, email: row.ownerEmail }
      : null,
  plan:
    row.planId !== null && row.planName !== null && row.priceCents !== null && row.period !== null
      ? {
          id: row.planId,
          name: row.planName,
          price: row.priceCents / 100,
          period: row.period,
          max_properties: row.maxProperties,
        }
      : null,
  status: row.status,
  status_label: row.status ? SUBSCRIPTION_STATUS_LABELS[row.status] : null,
  next_billing: row.nextBillingDate,
  properties_used: Number(row.propertyCount),
});

const accountParams = z.object({ accountId: positiveIdParam('accountId') });
const invoiceParams = z.object({
  invoiceId: z
    .string()
    .trim()
    .min(1, { error: 'invoiceId is required' })
    .max(64, { error: 'invoiceId is too long' }),
});

/** Subscriptions and Payments of the back-office: customers' plans and invoices. */
export default async function adminBillingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  routes.get(
    '/api/admin/plans',
    {
      config: { access: 'permission:view_subscriptions' },
      schema: {
        tags: ['admin'],
        summary: 'The plans on offer (for the Subscriptions filter and plan changes)',
        security,
        response: {
          200: z.object({ plans: z.array(planSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const plans = await listActivePlans(app.db);
      return {
        plans: plans.map((p) => ({
          id: p.id,
          name: p.name,
          price: p.priceCents / 100,
          period: p.period,
          max_properties: p.maxProperties,
        })),
      };
    },
  );

  routes.get(
    '/api/admin/subscriptions',
    {
      config: { access: 'permission:view_subscriptions' },
      schema: {
        tags: ['admin'],
        summary: "Every customer account's subscription, searched by account or owner",
        description:
          'Filters `plan` (a plan id) and `status` combine with the search (AND). Accounts without a subscription are listed (plan null) unless a filter asks for a plan or status.',
        security,
        querystring: subscriptionListQuerySchema,
        response: { 200: pageOf(subscriptionSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { search, plan, status, page } = request.query;
      const pageSize = BILLING_PAGE_SIZE.subscriptions;
      const list = await listAccountSubscriptions(
        app.db,
        { search, planId: plan, status },
        { page, pageSize },
      );
      return pageAnswer(list, { page, pageSize }, toSubscription);
    },
  );

  routes.patch(
    '/api/admin/subscriptions/:accountId',
    {
      config: { access: 'permission:manage_subscriptions' },
      schema: {
        tags: ['admin'],
        summary: "Change an account's plan or subscription status",
        description:
          "A plan must hold the account's properties (409 otherwise). An account without a subscription gets one when a plan is chosen. Cancelling clears the next billing date; reactivating without one bills a period from today. The Account Owners are told in their Inbox.",
        security,
        params: accountParams,
        body: subscriptionUpdateSchema,
        response: { 200: subscriptionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { accountId } = request.params;
      const { plan_id: planId, status } = request.body;
      const updated = await app.db.transaction(async (tx) => {
        const current = await findAccountWithSubscription(tx, accountId);
        if (!current) throw notFound('Account not found.');
        const plan = await findPlan(tx, planId ?? current.planId ?? 0);
        if (!plan) {
          if (planId !== undefined) throw badRequest('plan_id: no such plan');
          throw conflict(`${current.accountName} has no plan yet: choose one first.`);
        }
        if (!plan.active && plan.id !== current.planId) {
          throw badRequest('plan_id: this plan is no longer offered');
        }
        const properties = Number(current.propertyCount);
        if (plan.id !== current.planId && !planAllowsProperties(plan.maxProperties, properties)) {
          throw conflict(
            `${current.accountName} has ${String(properties)} properties; the ${plan.name} plan allows up to ${String(plan.maxProperties)}.`,
          );
        }
        const nextStatus = status ?? current.status ?? 'active';
        const nextBilling = nextBillingAfterStatus(
          nextStatus,
          current.nextBillingDate,
          new Date(),
          plan.period,
        );
        await saveSubscription(tx, accountId, {
          planId: plan.id,
          status: nextStatus,
          nextBillingDate: nextBilling,
        });
        const changes: string[] = [];
        if (plan.id !== current.planId) changes.push(`Your plan is now ${plan.name}.`);
        if (nextStatus !== current.status) {
          changes.push(`Your subscription is ${SUBSCRIPTION_STATUS_LABELS[nextStatus]}.`);
        }
        if (changes.length > 0) {
          const owners = await accountOwnerIds(tx, accountId);
          if (owners.length > 0) {
            await tx.insert(inboxMessages).values(
              owners.map((recipientId) => ({
                recipientId,
                senderId: request.auth!.user.id,
                senderName: 'Wildfire Defense Billing',
                subject: 'Your subscription changed',
                body: `${changes.join(' ')}\n\nThe Subscription page of your account shows the details. Reply to support if you did not expect this change.`,
              })),
            );
          }
        }
        await recordAudit(tx, request, {
          action: 'subscription.update',
          targetType: 'account',
          targetId: String(accountId),
          details: {
            from: { plan: current.planName, status: current.status },
            to: { plan: plan.name, status: nextStatus },
          },
        });
        return (await findAccountWithSubscription(tx, accountId))!;
      });
      return toSubscription(updated);
    },
  );

  routes.get(
    '/api/admin/invoices',
    {
      config: { access: 'permission:view_payments' },
      schema: {
        tags: ['admin'],
        summary: 'Invoices of every account, newest first, with the totals of what matches',
        description:
          'Filters `status` (Paid, Pending, Failed), `from` and `to` (inclusive days) and `search` (account name or invoice id, case-insensitive) combine (AND).',
        security,
        querystring: invoiceListQuerySchema,
        response: {
          200: pageOf(invoiceSchema).extend({
            totals: z.object({
              count: z.number().int(),
              amount: z.number(),
              paid: z.number(),
              pending: z.number(),
              failed: z.number(),
            }),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { search, status, from, to, page } = request.query;
      const pageSize = BILLING_PAGE_SIZE.invoices;
      const list = await listInvoices(app.db, { search, status, from, to }, { page, pageSize });
      return {
        ...pageAnswer(list, { page, pageSize }, (i) => ({
          id: i.id,
          account_id: i.accountId,
          account_name: i.accountName,
          date: i.issuedOn,
          amount: i.amountCents / 100,
          status: i.status,
          description: i.description,
          method: i.method,
        })),
        totals: {
          count: list.total,
          amount: list.totals.amountCents / 100,
          paid: list.totals.paidCents / 100,
          pending: list.totals.pendingCents / 100,
          failed: list.totals.failedCents / 100,
        },
      };
    },
  );

  routes.post(
    '/api/admin/invoices/:invoiceId/mark-paid',
    {
      config: { access: 'permission:process_payments' },
      schema: {
        tags: ['admin'],
        summary: 'Mark a Pending or Failed invoice Paid (409 when it is already Paid)',
        security,
        params: invoiceParams,
        response: { 200: invoiceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { invoiceId } = request.params;
      const invoice = await app.db.transaction(async (tx) => {
        const found = await findInvoice(tx, invoiceId);
        if (!found) throw notFound('Invoice not found.');
        if (!canMarkInvoicePaid(found.status) || !(await markInvoicePaid(tx, invoiceId))) {
          throw conflict(`Invoice ${invoiceId} is already paid.`);
        }
        await recordAudit(tx, request, {
          action: 'invoice.mark_paid',
          targetType: 'invoice',
          targetId: invoiceId,
          details: {
            account_id: found.accountId,
            amount_cents: found.amountCents,
            previous_status: found.status,
          },
        });
        return { ...found, status: 'Paid' as const };
      });
      return {
        id: invoice.id,
        account_id: invoice.accountId,
        account_name: invoice.accountName,
        date: invoice.issuedOn,
        amount: invoice.amountCents / 100,
        status: invoice.status,
        description: invoice.description,
        method: invoice.method,
      };
    },
  );
}
