/**
 * Money as every screen shows it: US dollars, en-US (spec section 9). Amounts the server keeps in
 * cents are shown with `formatUsd` of `@wildfire/shared`, which the server's messages use too.
 */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** "$545.00": amounts always with cents. */
export const formatDollars = (dollarsAmount: number) => dollars.format(dollarsAmount);

/** "$125,000": figures counted in whole dollars (estimates), rounded. */
export const formatWholeDollars = (dollarsAmount: number) => wholeDollars.format(dollarsAmount);

/** "$49" or "$49.50": prices without cents when there are none. */
export const formatPrice = (price: number) =>
  Number.isInteger(price) ? wholeDollars.format(price) : dollars.format(price);
