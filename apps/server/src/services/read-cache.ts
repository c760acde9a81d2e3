import { LRUCache } from 'lru-cache';

/**
 * A per-instance memo of reads that every request repeats (the caller's session, their access to
 * a site, a site's latest tags), each kept for a short time. Whatever this instance changes is
 * forgotten at once (`forget`, `clear`); a change made by another instance is seen here within
 * the time an entry lives (decision 018).
 *
 * Requests that miss the same key at the same time share one load: when an entry expires under
 * load (every owner of a region watching their dashboards in a fire), the database gets one read
 * of it, not one per waiting request.
 */
export class ReadCache<V> {
  /** Bounded: past the limit the entry used least recently makes room. */
  private readonly entries: LRUCache<string, { value: V; expires: number }>;
  /** Loads under way, shared by every request that misses the same key meanwhile. */
  private readonly loading = new Map<string, Promise<V>>();
  /** Counts invalidations: a read under way while one happened may predate the change. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 20_000,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  async read(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const startedAt = Date.now();
    // A read that found nothing is an entry too (its value null or undefined).
    const hit = this.entries.get(key);
    if (hit && hit.expires > startedAt) return hit.value;
    const underWay = this.loading.get(key);
    if (underWay) return underWay;

    const generation = this.generation;
    const loaded = load().then(
      (value) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        if (generation === this.generation) {
          this.entries.set(key, { value, expires: startedAt + this.ttlMs });
        }
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  /** Forgets `key`; a load of it under way is not shared with later requests either. */
  forget(key: string) {
    this.generation++;
    this.entries.delete(key);
    this.loading.delete(key);
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }
}
