/**
 * A per-instance memo of reads that every request repeats (the caller's session, their access to
 * a site, a site's latest tags), each kept for a short time. Whatever this instance changes is
 * forgotten at once (`forget`, `clear`); a change made by another instance is seen here within
 * the time an entry lives (decision 018).
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  /** Counts invalidations: a read under way while one happened may predate the change. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
  ) {}

  async read(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const startedAt = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > startedAt) return hit.value;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) {
      // Bounded: past the limit it starts over rather than tracking what was used least.
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { value, expires: startedAt + this.ttlMs });
    }
    return value;
  }

  forget(key: string) {
    this.generation++;
    this.entries.delete(key);
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }
}
