/** Money and dates as the account area shows them (US dollars, en-US). */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** "$545.00": amounts always with cents. */
export const formatAmount = (amount: number) => dollars.format(amount);

/** "$49": plan prices without cents when there are none. */
export const formatPrice = (price: number) =>
  Number.isInteger(price) ? wholeDollars.format(price) : dollars.format(price);

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

// A calendar date (`2025-08-25`) is read as that day everywhere, not as midnight UTC shifted.
const calendarDate = (value: string) =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

export const formatLongDate = (value: string) => longDate.format(calendarDate(value));
export const formatShortDate = (value: string) => mediumDate.format(calendarDate(value));

/** A notification's close button, named for screen readers (Mantine leaves it unnamed). */
export const DISMISS = { 'aria-label': 'Dismiss notice' } as const;
