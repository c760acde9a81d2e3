/**
 * Plans, subscriptions and invoices (customer-portal.md 2, 3 and 9; admin-back-office.md 2.1):
 * what the customer's Subscription and Payment History screens and the back-office's
 * Subscriptions and Payments lists show.
 */

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  past_due: 'Past Due',
  cancelled: 'Cancelled',
};

/** Invoice statuses, as the spec writes them. */
export const INVOICE_STATUSES = ['Paid', 'Pending', 'Failed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Page sizes of the back-office billing lists. */
export const BILLING_PAGE_SIZE = { subscriptions: 20, invoices: 25 } as const;

/** Payment History's total covers this many months back. */
export const PAID_TOTAL_MONTHS = 6;
