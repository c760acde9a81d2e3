import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadCache } from '#src/services/read-cache';

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

  it('when full, makes room by the entry used least recently, keeping the others', async () => {
    const cache = new ReadCache<number>(60_000, 3);
    const source = counter();
    for (const key of ['a', 'b', 'c']) await cache.read(key, source.load);
    // 'a' is used again, so 'b' is now the one used least recently.
    expect(await cache.read('a', source.load)).toBe(1);
    expect(await cache.read('d', source.load)).toBe(4);
    expect(await cache.read('a', source.load)).toBe(1);
    expect(await cache.read('c', source.load)).toBe(3);
    expect(source.loads).toBe(4);
    expect(await cache.read('b', source.load)).toBe(5);
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

  it('requests that miss the same key at once share one load', async () => {
    const cache = new ReadCache<number>(1_000);
    let finish: (value: number) => void = () => {};
    let loads = 0;
    const load = () => {
      loads++;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const waiting = [cache.read('a', load), cache.read('a', load), cache.read('a', load)];
    finish(7);
    expect(await Promise.all(waiting)).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
    expect(await cache.read('a', load)).toBe(7);
    expect(loads).toBe(1);
  });

  it('a request after a change does not share a load that began before it', async () => {
    const cache = new ReadCache<string>(60_000);
    let finish: (value: string) => void = () => {};
    const before = cache.read('a', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.forget('a');
    const after = cache.read('a', () => Promise.resolve('after the change'));
    finish('before the change');
    expect(await before).toBe('before the change');
    expect(await after).toBe('after the change');

    const cleared = new ReadCache<string>(60_000);
    const slow = cleared.read('b', () => new Promise<string>((resolve) => (finish = resolve)));
    cleared.clear();
    expect(await cleared.read('b', () => Promise.resolve('after the change'))).toBe(
      'after the change',
    );
    finish('before the change');
    await slow;
  });

  it('a failed load is not kept: the next request loads again', async () => {
    const cache = new ReadCache<number>(60_000);
    const failing = cache.read('a', () => Promise.reject(new Error('database down')));
    const sharing = cache.read('a', () => Promise.resolve(2));
    await expect(failing).rejects.toThrow('database down');
    await expect(sharing).rejects.toThrow('database down');
    expect(await cache.read('a', () => Promise.resolve(3))).toBe(3);
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
