/** Query keys of the back-office billing screens; a change invalidates `billingKeys.all`. */
export const billingKeys = {
  all: ['admin-billing'] as const,
  plans: ['admin-billing', 'plans'] as const,
  subscriptions: (filters: SubscriptionFilters) =>
    ['admin-billing', 'subscriptions', filters] as const,
  invoices: (filters: InvoiceFilters) => ['admin-billing', 'invoices', filters] as const,
};

export interface SubscriptionFilters {
  search: string;
  /** A plan id, or '' for every plan. */
  plan: string;
  status: string;
  page: number;
}

export interface InvoiceFilters {
  search: string;
  status: string;
  /** Inclusive days, `YYYY-MM-DD`, or ''. */
  from: string;
  to: string;
  page: number;
}
