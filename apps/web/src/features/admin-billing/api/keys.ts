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

/** `?search=...&page=2` without empty values. */
export function queryString(params: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const text = String(value).trim();
    if (text !== '') query.set(key, text);
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
