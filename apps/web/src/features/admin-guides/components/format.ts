const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const number = new Intl.NumberFormat('en-US');

/** "$125,000": the guides' figures are whole dollars. */
export const usd = (dollars: number) => wholeDollars.format(dollars);

/** "10,000". */
export const count = (n: number) => number.format(n);

/** "2-3 days". */
export const dayRange = (min: number, max: number) => `${String(min)}-${String(max)} days`;
