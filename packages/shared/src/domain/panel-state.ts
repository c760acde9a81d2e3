import { OFFLINE_AFTER_MS } from '../protocol/panel-heartbeat';
import { ALARM_KINDS, compareAlarms, isAlarmCondition, type AlarmSeverity } from './alarms';
import { isOn, type TagMap } from './tag-values';
import type { TagValue } from './tag-write';

/**
 * A panel's state as every screen shows it: its connection (online, offline since when and why,
 * or never reported), its system status as the panel last confirmed it, and whether it is ready
 * to defend the property. One derivation for the owner's screens, the Properties list, the
 * header's property bar and the back-office's tables, map, panel detail and statistics, so no
 * two of them can disagree, and none shows a state the panel has not confirmed.
 */

/** Why the server's watchdog marked a panel offline (no last will arrived). */
export const SILENT_OFFLINE_REASON = 'no heartbeat for 90 seconds';

/** What the server knows of a panel's link. Times are epoch milliseconds. */
export interface PanelConnectionFacts {
  /** False after a last will, a clean shutdown or the watchdog found it silent. */
  online: boolean;
  /** The last message from the panel; null when it never reported. */
  lastSeenAt: number | null;
  /** When it went offline (its gateway event), when known. */
  offlineSince?: number | null;
  /** Why, in the panel's or the watchdog's words. */
  offlineReason?: string | null;
}

export type PanelConnection =
  | { state: 'online'; lastSeenAt: number }
  | { state: 'offline'; lastSeenAt: number; since: number; reason: string }
  | { state: 'never_reported' };

/** The reason a panel went offline, as a person reads it. */
export function offlineReasonText(reason: string | null | undefined): string {
  switch (reason) {
    case 'connection lost':
      return 'connection lost (last will)';
    case SILENT_OFFLINE_REASON:
    case 'silent':
      return 'silent for 90 seconds';
    case 'shutdown':
      return 'the panel shut down';
    case null:
    case undefined:
    case '':
      return 'no reason given';
    default:
      return reason;
  }
}

/**
 * Online, offline or never reported. A panel the server still holds online but has not heard
 * from for 90 s is offline already: the watchdog that marks it runs only every few seconds, and
 * a screen must not show it live meanwhile.
 */
export function derivePanelConnection(facts: PanelConnectionFacts, now: number): PanelConnection {
  const { lastSeenAt } = facts;
  if (lastSeenAt === null) return { state: 'never_reported' };
  if (!facts.online) {
    return {
      state: 'offline',
      lastSeenAt,
      since: facts.offlineSince ?? lastSeenAt,
      reason: offlineReasonText(facts.offlineReason),
    };
  }
  if (now - lastSeenAt > OFFLINE_AFTER_MS) {
    return {
      state: 'offline',
      lastSeenAt,
      since: lastSeenAt,
      reason: offlineReasonText(SILENT_OFFLINE_REASON),
    };
  }
  return { state: 'online', lastSeenAt };
}

/** The value that says whether the whole system runs (SYSTEM_STATUS, or STATUS_SYSTEM). */
export const systemTagOf = (tags: TagMap): TagValue | undefined =>
  tags.SYSTEM_STATUS ?? tags.STATUS_SYSTEM;

export interface ActiveAlarmFacts {
  condition: string;
  severity: AlarmSeverity;
}

export interface PanelStateInput {
  connection: PanelConnectionFacts;
  /** The SYSTEM_STATUS value last reported (see systemTagOf); undefined or null when none. */
  systemTag?: TagValue | null;
  /** The site's active alarms. */
  alarms?: readonly ActiveAlarmFacts[];
}

export type PanelReadiness = 'ready' | 'not_ready' | 'unknown';

/** One word for lists: Online, Fault (online but not ready), Offline, Never reported. */
export type PanelStatusLabel = 'Online' | 'Fault' | 'Offline' | 'Never reported';

export interface PanelState {
  connection: PanelConnection;
  /**
   * ACTIVE or STANDBY as the panel confirmed it within the last 90 s; Offline when it is not
   * heard from (its last value is old news); null when it never reported a system status.
   */
  system: 'ACTIVE' | 'STANDBY' | 'Offline' | null;
  readiness: PanelReadiness;
  /** What makes it not ready, most severe first: its readiness alarms, and offline itself. */
  problems: ActiveAlarmFacts[];
  status: PanelStatusLabel;
}

export function derivePanelState(input: PanelStateInput, now: number): PanelState {
  const connection = derivePanelConnection(input.connection, now);
  if (connection.state === 'never_reported') {
    return {
      connection,
      system: null,
      readiness: 'unknown',
      problems: [],
      status: 'Never reported',
    };
  }
  const problems = (input.alarms ?? [])
    .filter((a) => isAlarmCondition(a.condition) && ALARM_KINDS[a.condition].readiness)
    .filter((a) => a.condition !== 'panel_offline');
  if (connection.state === 'offline') {
    // Offline is a problem from the first second, before its alarm's grace period is over.
    problems.push({ condition: 'panel_offline', severity: 'urgent' });
  }
  problems.sort(compareAlarms);
  const systemTag = input.systemTag;
  const system =
    connection.state === 'offline'
      ? 'Offline'
      : systemTag === undefined || systemTag === null
        ? null
        : isOn(systemTag)
          ? 'ACTIVE'
          : 'STANDBY';
  return {
    connection,
    system,
    readiness: problems.length > 0 ? 'not_ready' : 'ready',
    problems,
    status: connection.state === 'offline' ? 'Offline' : problems.length > 0 ? 'Fault' : 'Online',
  };
}
