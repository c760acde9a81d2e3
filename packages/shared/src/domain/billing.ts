import type { InvoiceStatus, SubscriptionStatus } from '../constants/billing';

/** Whether an account with `properties` properties fits a plan (null: unlimited). */
export const planAllowsProperties = (maxProperties: number | null, properties: number): boolean =>
  maxProperties === null || properties <= maxProperties;

/** Only an unpaid invoice (Pending or Failed) can be marked Paid. */
export const canMarkInvoicePaid = (status: InvoiceStatus): boolean => status !== 'Paid';

/** The day (`YYYY-MM-DD`) one billing period after `from` (UTC), clamped to the month's end. */
export function nextBillingDay(from: Date, period: 'month' | 'year'): string {
  const year = from.getUTCFullYear() + (period === 'year' ? 1 : 0);
  const month = from.getUTCMonth() + (period === 'month' ? 1 : 0);
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(from.getUTCDate(), lastDay)))
    .toISOString()
    .slice(0, 10);
}

/**
 * The next billing date after a status change: cancelled subscriptions bill no more; one that
 * is (re)activated without a date bills a period from today; otherwise the date stays.
 */
export function nextBillingAfterStatus(
  status: SubscriptionStatus,
  current: string | null,
  today: Date,
  period: 'month' | 'year',
): string | null {
  if (status === 'cancelled') return null;
  return current ?? nextBillingDay(today, period);
}
