import { describe, expect, it } from 'vitest';

import { formatUptime } from './format';

describe('server status figures', () => {
  it('uptime in days, hours and minutes', () => {
    expect(formatUptime(42)).toBe('42s');
    expect(formatUptime(3_660)).toBe('1h 1m');
    expect(formatUptime(93_784)).toBe('1d 2h 3m');
    expect(formatUptime(86_400 + 60)).toBe('1d 0h 1m');
  });
});
