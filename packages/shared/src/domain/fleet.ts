import {
  PING_WARNING_MS,
  PROPERTY_FILE_TYPES,
  type PropertyFileExtension,
} from '../constants/fleet';
import { parsePumps, parseTemperatures } from './equipment';
import type { PanelConnection, PanelState } from './panel-state';
import { numberValue, type TagMap } from './tag-values';

/** Ping time above 150 ms is shown as a warning (admin-back-office.md section 9). */
export const isPingWarning = (pingMs: number | null | undefined): boolean =>
  pingMs != null && pingMs > PING_WARNING_MS;

export type BatteryColour = 'green' | 'amber' | 'red';

/** Battery above 60 percent green, above 30 amber, else red (section 9); null when unknown. */
export function batteryLevelColour(level: number | null | undefined): BatteryColour | null {
  if (level == null || Number.isNaN(level)) return null;
  if (level > 60) return 'green';
  if (level > 30) return 'amber';
  return 'red';
}

/** The Panels table's system status: Standby, Activated, Offline (section 4). */
export type PanelTableStatus = 'Standby' | 'Activated' | 'Offline';

/**
 * The Panels table's system status from the panel's state (derivePanelState): Offline when it is
 * not heard from or never reported, never its last ACTIVE or STANDBY.
 */
export function panelTableStatus(state: PanelState): PanelTableStatus {
  if (state.system === 'ACTIVE') return 'Activated';
  if (state.connection.state === 'online') return 'Standby';
  return 'Offline';
}

/** A panel's connection in a word: Online, Offline or Never reported. */
export type ConnectionLabel = 'Online' | 'Offline' | 'Never reported';

export const connectionLabel = (connection: PanelConnection): ConnectionLabel =>
  connection.state === 'online'
    ? 'Online'
    : connection.state === 'offline'
      ? 'Offline'
      : 'Never reported';

export interface PanelSystemHealth {
  /** Percent, from BATTERY_LEVEL. */
  batteryLevel: number | null;
  /** °F, the hottest TEMP_SENSOR_n. */
  temperature: number | null;
  /** PSI, the lowest pump or line pressure reported (the one that matters for defense). */
  waterPressure: number | null;
}

/** System health of the panel detail, from the panel's latest tags. */
export function panelSystemHealth(tags: TagMap): PanelSystemHealth {
  const battery = numberValue(tags.BATTERY_LEVEL);
  const temperatures = Object.values(parseTemperatures(tags)).filter(
    (t): t is number => t !== null,
  );
  const pressures = parsePumps(tags)
    .map((p) => p.pressure)
    .filter((p): p is number => p !== null);
  return {
    batteryLevel: battery ?? null,
    temperature: temperatures.length > 0 ? Math.max(...temperatures) : null,
    waterPressure: pressures.length > 0 ? Math.min(...pressures) : null,
  };
}

/** Longest file name kept, extension included. */
const MAX_FILE_NAME = 120;

/**
 * A file name safe to show, store and offer on download: no folders (anything up to the last
 * slash or backslash is dropped), no dots at the start, only letters, digits, space, dot, dash,
 * underscore and parentheses; never empty.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  let clean = base
    .normalize('NFKD')
    .replace(/[^\w .()-]+/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/_+/g, '_')
    .replace(/^[.\s_]+/, '')
    .trim();
  if (clean.length > MAX_FILE_NAME) {
    const dot = clean.lastIndexOf('.');
    const ext = dot > 0 ? clean.slice(dot) : '';
    clean = clean.slice(0, MAX_FILE_NAME - ext.length) + ext;
  }
  return clean === '' ? 'file' : clean;
}

/** The allowed type of a file by its extension (case-insensitive), or null when not allowed. */
export function propertyFileType(
  name: string,
): { extension: PropertyFileExtension; contentType: string } | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  if (!Object.hasOwn(PROPERTY_FILE_TYPES, extension)) return null;
  const ext = extension as PropertyFileExtension;
  return { extension: ext, contentType: PROPERTY_FILE_TYPES[ext] };
}
