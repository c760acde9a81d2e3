/**
 * Live events for the browsers connected to this instance, by site. Every instance relays
 * the broker's panel and server topics into its own hub (services/live-relay.ts), so a
 * browser sees a change whichever instance it is connected to.
 */
export type LiveEvent =
  | {
      type: 'tags';
      tags: Array<{ tag: string; value: number | boolean | string; timestamp: number }>;
    }
  | { type: 'status'; online: boolean; reason?: string; ts: number }
  | {
      type: 'command';
      command_id: string;
      status: 'pending' | 'acknowledged' | 'failed' | 'timed_out';
      tag?: string;
      error?: string | null;
    }
  | { type: 'alert'; alert_id?: number; title?: string };

type Listener = (event: LiveEvent) => void;

export class LiveHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private connections = 0;

  subscribe(siteId: string, listener: Listener): () => void {
    let set = this.listeners.get(siteId);
    if (!set) {
      set = new Set();
      this.listeners.set(siteId, set);
    }
    set.add(listener);
    this.connections++;
    return () => {
      set.delete(listener);
      this.connections--;
      if (set.size === 0) this.listeners.delete(siteId);
    };
  }

  /** Whether anybody here watches the site (skip work for sites nobody watches). */
  watched(siteId: string): boolean {
    return this.listeners.has(siteId);
  }

  publish(siteId: string, event: LiveEvent): void {
    const set = this.listeners.get(siteId);
    if (!set) return;
    for (const listener of set) listener(event);
  }

  get connectionCount(): number {
    return this.connections;
  }
}
