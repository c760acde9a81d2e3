import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAID_TOTAL_MONTHS } from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { forbidden } from '#src/lib/http-errors';
import { accountParams } from '#src/lib/query-schemas';
import {
  findAccountSubscription,
  listAccountInvoices,
  listActivePlans,
  paidSince,
} from '#src/repositories/billing';

const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  period: z.string(),
  features: z.array(z.string()),
  max_properties: z.number().int().nullable(),
  current: z.boolean(),
});

/** Subscription and Payment History: the account's plan and invoices (Account Owner and Billing Contact). */
export default async function billingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const mayBill = (role: string | null) => {
    if (role !== 'account_owner' && role !== 'billing_contact')
      throw forbidden('Billing is visible to the Account Owner and Billing Contacts.');
  };

  routes.get(
    '/api/accounts/:accountId/subscription',
    {
      config: { access: 'account:member' },
      schema: {
        tags: ['billing'],
        summary: 'The plans, which one is current, and the next billing date',
        security: [{ bearer: [] }],
        params: accountParams,
        response: {
          200: z.object({
            plans: z.array(planSchema),
            status: z.string().nullable(),
            next_billing: z.string().nullable(),
          }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      mayBill(request.accountRole);
      const [all, current] = await Promise.all([
        listActivePlans(app.db),
        findAccountSubscription(app.db, request.params.accountId),
      ]);
      return {
        plans: all.map((p) => ({
          id: p.id,
          name: p.name,
          price: p.priceCents / 100,
          period: p.period,
          features: p.features,
          max_properties: p.maxProperties,
          current: current?.planId === p.id,
        })),
        status: current?.status ?? null,
        next_billing: current?.nextBillingDate ?? null,
      };
    },
  );

  routes.get(
    '/api/accounts/:accountId/invoices',
    {
      config: { access: 'account:member' },
      schema: {
        tags: ['billing'],
        summary: 'Payment History: invoices, newest first, and the total paid in the last 6 months',
        security: [{ bearer: [] }],
        params: accountParams,
        response: {
          200: z.object({
            invoices: z.array(
              z.object({
                id: z.string(),
                date: z.string(),
                amount: z.number(),
                status: z.string(),
                description: z.string(),
                method: z.string(),
              }),
            ),
            total_paid_last_6_months: z.number(),
          }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      mayBill(request.accountRole);
      const since = new Date();
      since.setMonth(since.getMonth() - PAID_TOTAL_MONTHS);
      const [rows, paidCents] = await Promise.all([
        listAccountInvoices(app.db, request.params.accountId),
        paidSince(app.db, request.params.accountId, since.toISOString().slice(0, 10)),
      ]);
      return {
        invoices: rows.map((i) => ({
          id: i.id,
          date: i.issuedOn,
          amount: i.amountCents / 100,
          status: i.status,
          description: i.description,
          method: i.method,
        })),
        total_paid_last_6_months: paidCents / 100,
      };
    },
  );
}
