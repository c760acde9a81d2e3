import { describe, expect, it } from 'vitest';

import { formatBytes, formatCount } from './numbers';

describe('counts and sizes', () => {
  it('counts with thousands separators', () => {
    expect(formatCount(10_000)).toBe('10,000');
    expect(formatCount(7)).toBe('7');
  });

  it('bytes in binary units with one decimal', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(200 * 1024 * 1024)).toBe('200.0 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
    expect(formatBytes(null)).toBe('unknown');
  });
});
