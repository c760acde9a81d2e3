import { describe, expect, it } from 'vitest';

import { formatDollars, formatPrice, formatWholeDollars } from './money';

describe('money in US dollars', () => {
  it('amounts with cents, prices without when there are none', () => {
    expect(formatDollars(545)).toBe('$545.00');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatPrice(49)).toBe('$49');
    expect(formatPrice(49.5)).toBe('$49.50');
  });

  it('estimates in whole dollars', () => {
    expect(formatWholeDollars(125_000)).toBe('$125,000');
    expect(formatWholeDollars(99.6)).toBe('$100');
  });
});
