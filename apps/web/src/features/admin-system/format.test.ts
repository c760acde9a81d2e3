import { describe, expect, it } from 'vitest';

import { formatBytes, formatUptime } from './format';

describe('server status figures', () => {
  it('bytes in binary units with one decimal', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(200 * 1024 * 1024)).toBe('200.0 MB');
    expect(formatBytes(null)).toBe('unknown');
  });

  it('uptime in days, hours and minutes', () => {
    expect(formatUptime(42)).toBe('42s');
    expect(formatUptime(3_660)).toBe('1h 1m');
    expect(formatUptime(93_784)).toBe('1d 2h 3m');
    expect(formatUptime(86_400 + 60)).toBe('1d 0h 1m');
  });
});
