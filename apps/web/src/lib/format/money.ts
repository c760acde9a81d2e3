/** Money as every screen shows it: US dollars, en-US (spec section 9). */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** "$545.00": amounts always with cents. */
export const formatUsd = (dollarsAmount: number) => dollars.format(dollarsAmount);

/** "$125,000": figures counted in whole dollars (estimates), rounded. */
export const formatWholeUsd = (dollarsAmount: number) => wholeDollars.format(dollarsAmount);

/** "$49" or "$49.50": prices without cents when there are none. */
export const formatPrice = (price: number) =>
  Number.isInteger(price) ? wholeDollars.format(price) : dollars.format(price);

/** "$1,234.56" from the cents the server stores. */
export const formatCents = (cents: number) => dollars.format(cents / 100);
