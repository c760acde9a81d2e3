import type { InvoiceStatus, SubscriptionStatus } from '@wildfire/shared';

/** Answers of `/api/admin/plans`, `/api/admin/subscriptions` and `/api/admin/invoices`. */

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export interface Plan {
  id: number;
  name: string;
  /** US dollars per period. */
  price: number;
  period: string;
  /** Null means unlimited. */
  max_properties: number | null;
}

export interface AccountSubscription {
  account_id: number;
  account_name: string;
  owner: { name: string; email: string } | null;
  plan: Plan | null;
  status: SubscriptionStatus | null;
  status_label: string | null;
  /** `YYYY-MM-DD`. */
  next_billing: string | null;
  properties_used: number;
}

export interface Invoice {
  id: string;
  account_id: number;
  account_name: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** US dollars. */
  amount: number;
  status: InvoiceStatus;
  description: string;
  method: string;
}

export interface InvoicePage extends Page<Invoice> {
  totals: { count: number; amount: number; paid: number; pending: number; failed: number };
}
