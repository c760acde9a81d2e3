import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadCache } from '../../src/services/read-cache';

afterEach(() => {
  vi.useRealTimers();
});

const counter = () => {
  let loads = 0;
  return {
    load: () => Promise.resolve(++loads),
    get loads() {
      return loads;
    },
  };
};

describe('short-lived read cache', () => {
  it('reuses a read for its lifetime, then reads again', async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new ReadCache<number>(1_000);
    const source = counter();
    expect(await cache.read('a', source.load)).toBe(1);
    vi.setSystemTime(999);
    expect(await cache.read('a', source.load)).toBe(1);
    vi.setSystemTime(1_000);
    expect(await cache.read('a', source.load)).toBe(2);
    expect(await cache.read('b', source.load)).toBe(3);
  });

  it('forgets one key or all of them at once', async () => {
    const cache = new ReadCache<number>(60_000);
    const source = counter();
    await cache.read('a', source.load);
    await cache.read('b', source.load);
    cache.forget('a');
    expect(await cache.read('a', source.load)).toBe(3);
    expect(await cache.read('b', source.load)).toBe(2);
    cache.clear();
    expect(await cache.read('b', source.load)).toBe(4);
  });

  it('does not keep a read that was under way when a change was made', async () => {
    const cache = new ReadCache<string>(60_000);
    let finish: (value: string) => void = () => {};
    const slow = cache.read('a', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.forget('a');
    finish('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.read('a', () => Promise.resolve('after the change'))).toBe(
      'after the change',
    );
  });

  it('with a lifetime of 0 reads every time', async () => {
    const cache = new ReadCache<number>(0);
    const source = counter();
    await cache.read('a', source.load);
    await cache.read('a', source.load);
    expect(source.loads).toBe(2);
  });

  it('stays bounded: past its limit it starts over', async () => {
    const cache = new ReadCache<number>(60_000, 2);
    const source = counter();
    await cache.read('a', source.load);
    await cache.read('b', source.load);
    await cache.read('c', source.load);
    expect(await cache.read('c', source.load)).toBe(3);
    expect(await cache.read('a', source.load)).toBe(4);
  });
});
