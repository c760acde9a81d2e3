/** Money and days as the billing screens show them (US dollars, en-US). */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "$545.00". */
export const formatAmount = (amount: number) => dollars.format(amount);

/** "$99/month"; whole dollars without cents. */
export const formatPlanPrice = (price: number, period: string) =>
  `${Number.isInteger(price) ? `$${String(price)}` : dollars.format(price)}/${period}`;

/** A calendar day (`2025-08-25`) as that day everywhere; '—' when there is none. */
export const formatDay = (day: string | null) =>
  day ? mediumDate.format(new Date(`${day}T00:00:00Z`)) : '—';

/** The server's reason for a failed request, for a notice. */
export const serverMessage = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'Something went wrong.';

/** Notices' close button, named for screen readers. */
export const DISMISS = { 'aria-label': 'Dismiss notice' } as const;
