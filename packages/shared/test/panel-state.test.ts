import { describe, expect, it } from 'vitest';
import {
  derivePanelConnection,
  derivePanelState,
  offlineReasonText,
  OFFLINE_AFTER_MS,
  SILENT_OFFLINE_REASON,
} from '../src';

const now = Date.UTC(2025, 6, 1, 18, 0, 0);
const secondsAgo = (s: number) => now - s * 1000;

describe('connection state: online, offline (since when and why) or never reported', () => {
  it('a panel that never reported is never_reported, whatever the flag says', () => {
    expect(derivePanelConnection({ online: true, lastSeenAt: null }, now)).toEqual({
      state: 'never_reported',
    });
    expect(derivePanelConnection({ online: false, lastSeenAt: null }, now).state).toBe(
      'never_reported',
    );
  });

  it('a panel heard from within 90 s and held online is online', () => {
    expect(derivePanelConnection({ online: true, lastSeenAt: secondsAgo(89) }, now)).toEqual({
      state: 'online',
      lastSeenAt: secondsAgo(89),
    });
  });

  it('a panel silent for more than 90 s is offline even before the watchdog marks it', () => {
    const connection = derivePanelConnection(
      { online: true, lastSeenAt: now - OFFLINE_AFTER_MS - 1 },
      now,
    );
    expect(connection).toEqual({
      state: 'offline',
      lastSeenAt: now - OFFLINE_AFTER_MS - 1,
      since: now - OFFLINE_AFTER_MS - 1,
      reason: 'silent for 90 seconds',
    });
  });

  it('a panel whose last will arrived is offline since its gateway event, with the reason', () => {
    expect(
      derivePanelConnection(
        {
          online: false,
          lastSeenAt: secondsAgo(40),
          offlineSince: secondsAgo(10),
          offlineReason: 'connection lost',
        },
        now,
      ),
    ).toEqual({
      state: 'offline',
      lastSeenAt: secondsAgo(40),
      since: secondsAgo(10),
      reason: 'connection lost (last will)',
    });
  });

  it('without a gateway event, offline counts from the last message', () => {
    const connection = derivePanelConnection({ online: false, lastSeenAt: secondsAgo(5) }, now);
    expect(connection).toMatchObject({ state: 'offline', since: secondsAgo(5) });
  });

  it('names the reasons in plain words', () => {
    expect(offlineReasonText(SILENT_OFFLINE_REASON)).toBe('silent for 90 seconds');
    expect(offlineReasonText('shutdown')).toBe('the panel shut down');
    expect(offlineReasonText(null)).toBe('no reason given');
    expect(offlineReasonText('power cut')).toBe('power cut');
  });
});

describe('panel state: an offline panel system status reads Offline', () => {
  it('an offline panel never shows its last ACTIVE or STANDBY as current', () => {
    const state = derivePanelState(
      { connection: { online: false, lastSeenAt: secondsAgo(300) }, systemTag: 0 },
      now,
    );
    expect(state.system).toBe('Offline');
    expect(state.status).toBe('Offline');
    expect(state.readiness).toBe('not_ready');
    expect(state.problems).toEqual([{ condition: 'panel_offline', severity: 'urgent' }]);
  });

  it('a silent panel held online by the server reads Offline too', () => {
    const state = derivePanelState(
      { connection: { online: true, lastSeenAt: secondsAgo(120) }, systemTag: 1 },
      now,
    );
    expect(state.system).toBe('Offline');
  });

  it('an online panel shows the system status it reported', () => {
    const online = { online: true, lastSeenAt: secondsAgo(3) };
    expect(derivePanelState({ connection: online, systemTag: 1 }, now).system).toBe('ACTIVE');
    expect(derivePanelState({ connection: online, systemTag: true }, now).system).toBe('ACTIVE');
    expect(derivePanelState({ connection: online, systemTag: 0 }, now).system).toBe('STANDBY');
    expect(derivePanelState({ connection: online }, now).system).toBeNull();
  });

  it('a panel that never reported has no status and unknown readiness', () => {
    expect(derivePanelState({ connection: { online: false, lastSeenAt: null } }, now)).toEqual({
      connection: { state: 'never_reported' },
      system: null,
      readiness: 'unknown',
      problems: [],
      status: 'Never reported',
    });
  });
});

describe('readiness: a site with an active readiness alarm is Fault', () => {
  const online = { online: true, lastSeenAt: secondsAgo(3) };

  it('ready when no readiness alarm is active', () => {
    const state = derivePanelState({ connection: online, systemTag: 0, alarms: [] }, now);
    expect(state).toMatchObject({ readiness: 'ready', status: 'Online', problems: [] });
  });

  it('not ready, Fault, listing each problem, most severe first', () => {
    const state = derivePanelState(
      {
        connection: online,
        systemTag: 0,
        alarms: [
          { condition: 'low_battery', severity: 'warning' },
          { condition: 'low_water', severity: 'urgent' },
        ],
      },
      now,
    );
    expect(state.readiness).toBe('not_ready');
    expect(state.status).toBe('Fault');
    expect(state.problems.map((p) => p.condition)).toEqual(['low_water', 'low_battery']);
  });

  it('a high temperature or a refused command is an alarm, not a readiness problem', () => {
    const state = derivePanelState(
      {
        connection: online,
        alarms: [
          { condition: 'high_temperature', severity: 'urgent' },
          { condition: 'command_refused', severity: 'urgent' },
        ],
      },
      now,
    );
    expect(state).toMatchObject({ readiness: 'ready', status: 'Online' });
  });

  it('offline outranks Fault, and its alarm is not listed twice', () => {
    const state = derivePanelState(
      {
        connection: { online: false, lastSeenAt: secondsAgo(600) },
        alarms: [
          { condition: 'panel_offline', severity: 'urgent' },
          { condition: 'pump_fault', severity: 'urgent' },
        ],
      },
      now,
    );
    expect(state.status).toBe('Offline');
    expect(state.problems.map((p) => p.condition)).toEqual(['panel_offline', 'pump_fault']);
  });

  it('a cleared offline alarm does not outlive the panel coming back', () => {
    const state = derivePanelState(
      { connection: online, alarms: [{ condition: 'panel_offline', severity: 'urgent' }] },
      now,
    );
    expect(state).toMatchObject({ status: 'Online', readiness: 'ready' });
  });
});
