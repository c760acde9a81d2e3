import { describe, expect, it } from 'vitest';

import { pageCount, pageLabel } from './list-pager';

describe("pagination text (spec 2.15: 'Page X of Y' only when there is more than one page)", () => {
  it('counts pages of the given size, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(25, 10)).toBe(3);
  });

  it('reads Page X of Y with more than one page', () => {
    expect(pageLabel(2, 3)).toBe('Page 2 of 3');
  });

  it('shows nothing with one page', () => {
    expect(pageLabel(1, 1)).toBeNull();
  });

  it('still offers a way back from a page past the end', () => {
    expect(pageLabel(2, 1)).toBe('Page 2 of 1');
  });
});
