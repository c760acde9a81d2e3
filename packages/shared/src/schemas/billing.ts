import { z } from 'zod';
import { INVOICE_STATUSES, SUBSCRIPTION_STATUSES } from '../constants/billing';

/** Queries and bodies of the back-office Subscriptions and Payments routes. */

const searchText = z
  .string()
  .trim()
  .max(100, { error: 'search must be at most 100 characters' })
  .optional()
  .transform((s) => (s ? s : undefined));

const pageField = z.coerce
  .number({ error: 'page must be a number' })
  .int({ error: 'page must be a whole number' })
  .min(1, { error: 'page must be 1 or more' })
  .max(100_000, { error: 'page is too large' })
  .default(1);

const planId = z.coerce
  .number({ error: 'plan must be a plan id' })
  .int({ error: 'plan must be a plan id' })
  .positive({ error: 'plan must be a plan id' })
  .max(2_147_483_647, { error: 'plan must be a plan id' });

const subscriptionStatus = z.enum(SUBSCRIPTION_STATUSES, {
  error: `status must be one of ${SUBSCRIPTION_STATUSES.join(', ')}`,
});

/** Subscriptions: search on account or owner, filters by plan and status. */
export const subscriptionListQuerySchema = z.object({
  search: searchText,
  plan: planId.optional(),
  status: subscriptionStatus.optional(),
  page: pageField,
});
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;

/** Change an account's plan, its status, or both. */
export const subscriptionUpdateSchema = z
  .object({ plan_id: planId.optional(), status: subscriptionStatus.optional() })
  .strict()
  .refine((body) => body.plan_id !== undefined || body.status !== undefined, {
    error: 'Give a plan_id or a status to change',
  });
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateSchema>;

const day = (field: string) =>
  z.iso.date({ error: `${field} must be a date (YYYY-MM-DD)` }).optional();

/** Payments: status, a date range (inclusive) and a search on the account or invoice id. */
export const invoiceListQuerySchema = z
  .object({
    search: searchText,
    status: z
      .enum(INVOICE_STATUSES, { error: `status must be one of ${INVOICE_STATUSES.join(', ')}` })
      .optional(),
    from: day('from'),
    to: day('to'),
    page: pageField,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    error: 'to must be on or after from',
  });
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;
