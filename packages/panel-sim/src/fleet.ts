import type { IClientOptions } from 'mqtt';
import { HEARTBEAT_INTERVAL_MS, siteIdForPanel, type TagValue } from '@wildfire/shared';
import type { PanelLayout } from './panel-layout';
import { PanelModel, type FaultKind } from './panel-model';
import {
  DEFAULT_TICK_MS,
  FULL_SNAPSHOT_INTERVAL_MS,
  SimulatedPanel,
  type ConnectFn,
  type PanelStats,
} from './simulated-panel';

export interface FleetPanel {
  siteId: string;
  layout: PanelLayout;
  initialTags?: Readonly<Record<string, TagValue>>;
  /** Its broker secret; it signs in as its site id (without one, anonymously). */
  password?: string;
}

export interface FleetOptions {
  /** How to reach the broker: a connect function, or a URL such as mqtt://127.0.0.1:1883. */
  connect?: ConnectFn;
  brokerUrl?: string;
  panels: FleetPanel[];
  tickMs?: number;
  heartbeatMs?: number;
  fullSnapshotMs?: number;
  random?: () => number;
  /** The panels' wall clock (America/Los_Angeles). */
  timeZone?: string;
  /** Panels opening their connection per 100 ms, so a large fleet does not storm the broker. */
  connectRate?: number;
  mqttOptions?: Partial<IClientOptions>;
  onError?: (siteId: string, error: Error) => void;
}

export interface FleetStats extends Omit<PanelStats, 'connects'> {
  panels: number;
  connected: number;
}

export interface Fleet {
  panels: Map<string, SimulatedPanel>;
  /** Simulate a fault on one panel; false when the site id is not in the fleet. */
  injectFault(siteId: string, kind: FaultKind): boolean;
  /** Drop one panel's connection abruptly (the broker sends its last will). */
  goOffline(siteId: string): boolean;
  /** Reconnect a panel after `goOffline`. */
  goOnline(siteId: string): boolean;
  stats(): FleetStats;
  /** Every panel says `online: false` and disconnects cleanly. */
  stop(): Promise<void>;
}

/** 2-3 pumps, 2-3 pressure lines, 2-3 temperature sensors, stable for a panel number. */
export function layoutForPanel(panelNumber: number): PanelLayout {
  return {
    panelNumber,
    pumps: 2 + (panelNumber % 2),
    pressureSensors: 2 + (Math.floor(panelNumber / 2) % 2),
    temperatureSensors: 2 + (Math.floor(panelNumber / 4) % 2),
  };
}

/** `count` panels WD-{first}, WD-{first+1} … with layouts from `layoutForPanel`. */
export function numberedPanels(count: number, first: number): FleetPanel[] {
  return Array.from({ length: count }, (_, i) => ({
    siteId: siteIdForPanel(first + i),
    layout: layoutForPanel(first + i),
  }));
}

/** At most this many groups share the tick, so publishing is spread over the second. */
const MAX_SLOTS = 10;

/**
 * Run many panels cheaply: one timer steps them all (in up to ten staggered groups per tick),
 * heartbeats and full snapshots are spread over their periods, connections open gradually.
 */
export function startFleet(options: FleetOptions): Fleet {
  if (!options.connect && !options.brokerUrl) {
    throw new Error('startFleet needs a connect function or a broker URL');
  }
  const tickMs = options.tickMs ?? DEFAULT_TICK_MS;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS;
  const fullSnapshotMs = options.fullSnapshotMs ?? FULL_SNAPSHOT_INTERVAL_MS;
  const count = options.panels.length;
  const slots = Math.max(1, Math.min(MAX_SLOTS, count));
  const groups: SimulatedPanel[][] = Array.from({ length: slots }, () => []);
  const panels = new Map<string, SimulatedPanel>();

  options.panels.forEach((spec, i) => {
    if (panels.has(spec.siteId)) throw new Error(`duplicate site id ${spec.siteId}`);
    const model = new PanelModel(spec.layout, spec.initialTags, {
      random: options.random,
      timeZone: options.timeZone,
    });
    const panel = new SimulatedPanel({
      siteId: spec.siteId,
      model,
      connect: options.connect,
      brokerUrl: options.brokerUrl,
      tickMs,
      heartbeatMs,
      fullSnapshotMs,
      phase: count > 1 ? (i + 1) / count : 0,
      ownTimer: false,
      random: options.random,
      mqttOptions: options.mqttOptions,
      ...(spec.password ? { password: spec.password } : {}),
      onError: options.onError ? (error) => options.onError?.(spec.siteId, error) : undefined,
    });
    panels.set(spec.siteId, panel);
    groups[i % slots]?.push(panel);
  });

  let stopped = false;
  let slot = 0;
  const timer = setInterval(
    () => {
      const now = Date.now();
      const group = groups[slot] ?? [];
      slot = (slot + 1) % slots;
      for (const panel of group) panel.tick(now);
    },
    Math.max(1, Math.round(tickMs / slots)),
  );

  // Open connections a batch at a time.
  const rate = Math.max(1, options.connectRate ?? 100);
  const queue = [...panels.values()];
  let connectTimer: NodeJS.Timeout | null = null;
  const connectBatch = () => {
    connectTimer = null;
    if (stopped) return;
    for (const panel of queue.splice(0, rate)) panel.start();
    if (queue.length > 0) connectTimer = setTimeout(connectBatch, 100);
  };
  connectBatch();

  const withPanel = (siteId: string, action: (panel: SimulatedPanel) => void) => {
    const panel = panels.get(siteId);
    if (!panel) return false;
    action(panel);
    return true;
  };

  return {
    panels,
    injectFault: (siteId, kind) => withPanel(siteId, (p) => p.injectFault(kind)),
    goOffline: (siteId) => withPanel(siteId, (p) => p.goOffline()),
    goOnline: (siteId) => withPanel(siteId, (p) => p.goOnline()),
    stats() {
      const total: FleetStats = {
        panels: panels.size,
        connected: 0,
        published: 0,
        commandsExecuted: 0,
        commandsRejected: 0,
        commandsRepeated: 0,
        commandsExpired: 0,
        commandsInvalid: 0,
      };
      for (const panel of panels.values()) {
        if (panel.connected) total.connected++;
        total.published += panel.stats.published;
        total.commandsExecuted += panel.stats.commandsExecuted;
        total.commandsRejected += panel.stats.commandsRejected;
        total.commandsRepeated += panel.stats.commandsRepeated;
        total.commandsExpired += panel.stats.commandsExpired;
        total.commandsInvalid += panel.stats.commandsInvalid;
      }
      return total;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      if (connectTimer) clearTimeout(connectTimer);
      await Promise.all([...panels.values()].map((panel) => panel.stop()));
    },
  };
}
