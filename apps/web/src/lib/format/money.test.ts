import { describe, expect, it } from 'vitest';

import { formatCents, formatPrice, formatUsd, formatWholeUsd } from './money';

describe('money in US dollars', () => {
  it('amounts with cents, prices without when there are none', () => {
    expect(formatUsd(545)).toBe('$545.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatPrice(49)).toBe('$49');
    expect(formatPrice(49.5)).toBe('$49.50');
  });

  it('estimates in whole dollars; stored cents as dollars', () => {
    expect(formatWholeUsd(125_000)).toBe('$125,000');
    expect(formatWholeUsd(99.6)).toBe('$100');
    expect(formatCents(123_456)).toBe('$1,234.56');
  });
});
