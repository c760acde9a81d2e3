import { checkTagWrite, describeTag, roundTo, tagName, type TagValue } from '@wildfire/shared';
import { localEpochMs, localHourOfDay, MS_PER_DAY } from './local-time';
import { standbyTags, type PanelLayout } from './panel-layout';

export type FaultKind = 'low_water' | 'pump_failure' | 'overheat' | 'clear';
export const FAULT_KINDS: readonly FaultKind[] = ['low_water', 'pump_failure', 'overheat', 'clear'];
export const isFaultKind = (value: string): value is FaultKind =>
  (FAULT_KINDS as readonly string[]).includes(value);

export type CommandResult = { ok: true } | { ok: false; reason: string };

/** Something the panel would write to its own log (the simulator publishes these on `…/log`). */
export interface PanelEvent {
  level: 'INFO' | 'WARN' | 'ERROR';
  message: string;
}

export interface PanelModelOptions {
  /** Source of noise in [0, 1); `Math.random` by default. Inject a seeded one for tests. */
  random?: () => number;
  /** The panel's wall clock (agitator schedule, daily temperature swing). */
  timeZone?: string;
}

/** The figures of the physical model, in one place. */
export const MODEL = {
  /** Pumps: each settles on its own discharge pressure, 58-66 PSI. */
  pumpTargetMinPsi: 58,
  pumpTargetSpreadPsi: 9,
  pumpRiseTauMs: 3_000,
  pumpStopTauMs: 2_000,
  /** A running pump without water (or a failed one) loses pressure this fast. */
  pumpDryTauMs: 4_000,
  pumpNoisePsi: 0.6,
  /** Line sensors follow the pumps minus a loss; idle they read the static supply (~38 PSI). */
  lineTauMs: 1_500,
  lineLossPsi: 1.5,
  lineLossPerIndexPsi: 0.6,
  lineNoisePsi: 0.1,
  /** Tank (% per minute): both defenses drain a full tank in 62.5 minutes. */
  structureDrainPctPerMin: 0.9,
  perimeterDrainPctPerMin: 0.7,
  refillPctPerMin: 0.25,
  /** Below this the pumps draw air: starts are refused and the supply valve closes. */
  emptyBelowPct: 1,
  /**
   * Temperatures (°F): coolest at 03:00 (58), warmest at 15:00 (86); sensors sit up to ~2.5 °F
   * apart, so an ordinary afternoon stays under the 90 °F alert.
   */
  temperatureMeanF: 72,
  temperatureSwingF: 14,
  warmestHour: 15,
  sensorOffsetF: 0.8,
  panelOffsetF: 0.3,
  sensorTauMs: 90_000,
  temperatureNoiseF: 0.25,
  temperatureNoiseTauMs: 20_000,
  overheatRiseFPerMin: 80,
  overheatMaxF: 85,
  overheatFallFPerMin: 40,
  /** Battery: sags this much while pumps run, recovering with this time constant. */
  batterySagPct: 4,
  batteryTauMs: 300_000,
  /** Cellular signal: a new reading within ±3 dBm of its base every ~20 s. */
  cellJitterDbm: 3,
  cellChangeEveryMs: 20_000,
  /** Test run length when the panel's HMI_*_TEST_ON_TIME is 0. */
  defaultTestMinutes: 5,
  /** Longer steps are split so countdowns and drains stay exact. */
  maxSubstepMs: 1_000,
} as const;

const MINUTE = 60_000;

/** Tags whose value changed between two snapshots (added ones count as changed). */
export function changedTags(
  previous: Readonly<Record<string, TagValue>>,
  next: Readonly<Record<string, TagValue>>,
): Record<string, TagValue> {
  const changed: Record<string, TagValue> = {};
  for (const key in next) {
    const value = next[key] as TagValue;
    if (previous[key] !== value) changed[key] = value;
  }
  return changed;
}

const number = (tags: Record<string, TagValue>, name: string, fallback: number): number => {
  const value = tags[name];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return fallback;
};
const on = (tags: Record<string, TagValue>, name: string) =>
  tags[name] === 1 || tags[name] === true;
const approach = (value: number, target: number, dtMs: number, tauMs: number) =>
  value + (target - value) * (1 - Math.exp(-dtMs / tauMs));
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const minutesUp = (ms: number | null) => (ms === null ? 0 : Math.ceil(ms / MINUTE - 1e-9));

/**
 * A wildfire defense panel as physics: pumps, lines, tank, defense cycles, test runs, the
 * agitator, temperatures, battery and signal. Pure: time only moves through `step`, noise only
 * comes from `random`, nothing is published; the result is read with `tags()`.
 */
export class PanelModel {
  readonly layout: PanelLayout;
  private readonly random: () => number;
  private readonly timeZone: string;

  // Setpoints
  private sdLength: number;
  private pdLength: number;
  private agitatorHour: number;
  private agitatorMinute: number;
  private agitatorDuration: number;
  private readonly sdTestMinutes: number;
  private readonly pdTestMinutes: number;

  // Running things: milliseconds left, or null when off
  private sdRemainMs: number | null = null;
  private pdRemainMs: number | null = null;
  private sdTestMs: number | null = null;
  private pdTestMs: number | null = null;
  private agitatorMs: number | null = null;
  private sdElapseMs: number;
  private pdElapseMs: number;
  private pdOnTimeMs: number;

  // Water and pressure
  private tank: number;
  private tankBeforeFault: number | null = null;
  private wasEmpty: boolean;
  private readonly pumpTarget: number[] = [];
  private readonly pumpPsi: number[] = [];
  private readonly lineStatic: number[] = [];
  private readonly lineLoss: number[] = [];
  private readonly linePsi: number[] = [];

  // Temperatures, power, signal
  private readonly temps: number[] = [];
  private readonly tempNoise: number[] = [];
  private readonly tempOffset: number[] = [];
  private overheatF = 0;
  private battery: number;
  private readonly batteryBase: number;
  private cell: number;
  private readonly cellBase: number;

  private fireRetardantValve = false;
  private legacyStatusTag = false;
  private lowWater = false;
  private pumpFailure: boolean;
  private overheat = false;

  /** Reported tags the model does not drive (e.g. VALVE_FIRE_RETARDANT, THREAT_LEVEL). */
  private readonly fixed: Record<string, TagValue> = {};
  private readonly ranges = new Map<string, { min: number; max: number }>();
  private current: Record<string, TagValue> = {};
  private events: PanelEvent[] = [];

  constructor(
    layout: PanelLayout,
    initialTags: Readonly<Record<string, TagValue>> = {},
    options: PanelModelOptions = {},
  ) {
    this.layout = layout;
    this.random = options.random ?? Math.random;
    this.timeZone = options.timeZone ?? 'America/Los_Angeles';
    const standby = standbyTags(layout);
    const tags: Record<string, TagValue> = { ...standby };
    for (const [name, value] of Object.entries(initialTags)) {
      if (describeTag(name)) tags[name] = value;
    }

    this.sdLength = clamp(Math.round(number(tags, 'SD_LENGTH', 30)), 1, 240);
    this.pdLength = clamp(Math.round(number(tags, 'PD_LENGTH', 45)), 1, 240);
    this.agitatorHour = clamp(Math.round(number(tags, 'AGITATOR_PUMP_HOUR', 6)), 0, 23);
    this.agitatorMinute = clamp(Math.round(number(tags, 'AGITATOR_PUMP_MINUTE', 30)), 0, 59);
    this.agitatorDuration = clamp(Math.round(number(tags, 'AGITATOR_PUMP_DURATION', 15)), 1, 120);
    this.sdTestMinutes = number(tags, 'HMI_SD_TEST_ON_TIME', MODEL.defaultTestMinutes);
    this.pdTestMinutes = number(tags, 'HMI_PD_TEST_ON_TIME', MODEL.defaultTestMinutes);

    // A snapshot taken mid-cycle resumes that cycle.
    const sdRemain = number(tags, 'SD_REMAIN', 0);
    if (on(tags, 'STATUS_STRUCTURE_DEFENSE') && sdRemain > 0) this.sdRemainMs = sdRemain * MINUTE;
    const pdRemain = number(tags, 'PD_REMAIN', 0);
    if (on(tags, 'STATUS_PERIMETER_DEFENSE') && pdRemain > 0) this.pdRemainMs = pdRemain * MINUTE;
    if (on(tags, 'HMI_SD_TEST_ON_IND')) this.sdTestMs = this.testLengthMs(this.sdTestMinutes);
    if (on(tags, 'HMI_PD_TEST_ON_IND')) this.pdTestMs = this.testLengthMs(this.pdTestMinutes);
    const agitatorLeft = number(tags, 'AGITATOR_PUMP_TIME_LEFT', 0);
    if (on(tags, 'AGITATOR_PUMP_STATUS') && agitatorLeft > 0)
      this.agitatorMs = agitatorLeft * MINUTE;
    this.sdElapseMs = number(tags, 'HMI_SD_ON_ELAPSE', 0) * MINUTE;
    this.pdElapseMs = number(tags, 'HMI_PD_ON_ELAPSE', 0) * MINUTE;
    this.pdOnTimeMs = number(tags, 'PD_ON_TIME', 0);

    this.tank = clamp(number(tags, 'WATER_TANK_LEVEL', 100), 0, 100);
    this.wasEmpty = this.tankEmpty();
    const k = layout.panelNumber;
    for (let n = 1; n <= layout.pumps; n++) {
      this.pumpTarget.push(MODEL.pumpTargetMinPsi + ((k * 7 + n * 4) % MODEL.pumpTargetSpreadPsi));
      this.pumpPsi.push(number(tags, tagName('PUMP_{n}_PRESSURE', n), 0));
    }
    for (let n = 1; n <= layout.pressureSensors; n++) {
      const name = tagName('PRESSURE{n}_PSI', n);
      this.lineStatic.push(number(standby, name, 38));
      this.lineLoss.push(MODEL.lineLossPsi + MODEL.lineLossPerIndexPsi * n);
      this.linePsi.push(number(tags, name, 38));
    }
    for (let n = 1; n <= layout.temperatureSensors; n++) {
      this.temps.push(number(tags, tagName('TEMP_SENSOR_{n}', n), MODEL.temperatureMeanF));
      this.tempNoise.push(0);
      this.tempOffset.push((n - 1) * MODEL.sensorOffsetF + ((k % 5) - 2) * MODEL.panelOffsetF);
    }
    this.batteryBase = clamp(number(tags, 'BATTERY_LEVEL', 90), 0, 100);
    this.battery = this.batteryBase;
    this.cellBase = clamp(number(tags, 'CELL_SIGNAL', -70), -137, -23);
    this.cell = this.cellBase;
    this.pumpFailure = on(tags, 'SystemError');

    for (const name of Object.keys(tags)) {
      const spec = describeTag(name);
      if (spec?.type === 'number') {
        this.ranges.set(name, { min: spec.min ?? -Infinity, max: spec.max ?? Infinity });
      }
    }
    this.fireRetardantValve = on(tags, 'VALVE_FIRE_RETARDANT');
    this.legacyStatusTag = 'STATUS_SYSTEM' in tags;
    this.publish();
    // Whatever the model does not compute is reported as it was given.
    for (const [name, value] of Object.entries(tags)) {
      if (!(name in this.current)) this.fixed[name] = value;
    }
    this.publish();
  }

  /** Every tag the panel reports, as it would read them now. */
  tags(): Record<string, TagValue> {
    return { ...this.current };
  }

  /** The tags that differ from `previous` (a snapshot from `tags()`). */
  changedSince(previous: Readonly<Record<string, TagValue>>): Record<string, TagValue> {
    return changedTags(previous, this.current);
  }

  /** Log lines produced since the last call (cycle finished, tank empty, fault …). */
  takeEvents(): PanelEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }

  /** Faults currently injected. */
  activeFaults(): Exclude<FaultKind, 'clear'>[] {
    const faults: Exclude<FaultKind, 'clear'>[] = [];
    if (this.lowWater) faults.push('low_water');
    if (this.pumpFailure) faults.push('pump_failure');
    if (this.overheat) faults.push('overheat');
    return faults;
  }

  /** Advance the model by `dtMs`, ending at `now`. */
  step(dtMs: number, now: Date): void {
    if (!(dtMs > 0) || !Number.isFinite(dtMs)) return;
    const end = now.getTime();
    let remaining = dtMs;
    while (remaining > 0) {
      const d = Math.min(remaining, MODEL.maxSubstepMs);
      remaining -= d;
      this.advance(d, end - remaining);
    }
    this.publish();
  }

  /** Execute a tag write from the server: 1 starts, 0 stops; setpoints take their value. */
  applyCommand(tag: string, value: number | boolean): CommandResult {
    const check = checkTagWrite(tag, value);
    if (!check.ok) return { ok: false, reason: check.message };
    const v = check.value;
    const start = v === 1;
    switch (tag) {
      case 'HMI_SYSTEM_CMD': {
        if (start) {
          const refused = this.refuseStart(true);
          if (refused) return refused;
          this.startStructure();
          this.startPerimeter();
        } else {
          this.sdRemainMs = this.pdRemainMs = this.sdTestMs = this.pdTestMs = null;
        }
        break;
      }
      case 'HMI_SD_CMD': {
        if (start) {
          const refused = this.refuseStart(true);
          if (refused) return refused;
          this.startStructure();
        } else this.sdRemainMs = null;
        break;
      }
      case 'HMI_PD_CMD': {
        if (start) {
          const refused = this.refuseStart(true);
          if (refused) return refused;
          this.startPerimeter();
        } else this.pdRemainMs = null;
        break;
      }
      case 'HMI_SD_TEST_CMD': {
        if (start) {
          const refused = this.refuseStart(true);
          if (refused) return refused;
          this.sdTestMs = this.testLengthMs(this.sdTestMinutes);
        } else this.sdTestMs = null;
        break;
      }
      case 'HMI_PD_TEST_CMD': {
        if (start) {
          const refused = this.refuseStart(true);
          if (refused) return refused;
          this.pdTestMs = this.testLengthMs(this.pdTestMinutes);
        } else this.pdTestMs = null;
        break;
      }
      case 'HMI_AGITATOR_CMD': {
        if (start) {
          // The agitator stirs the retardant tank: it needs no water, only a healthy panel.
          const refused = this.refuseStart(false);
          if (refused) return refused;
          this.agitatorMs = this.agitatorDuration * MINUTE;
        } else this.agitatorMs = null;
        break;
      }
      case 'SD_LENGTH':
        this.sdLength = v;
        break;
      case 'PD_LENGTH':
        this.pdLength = v;
        break;
      case 'AGITATOR_PUMP_HOUR':
        this.agitatorHour = v;
        break;
      case 'AGITATOR_PUMP_MINUTE':
        this.agitatorMinute = v;
        break;
      case 'AGITATOR_PUMP_DURATION':
        this.agitatorDuration = v;
        break;
      default:
        return { ok: false, reason: `tag ${tag} is not handled by this panel` };
    }
    this.publish();
    return { ok: true };
  }

  /** Simulate a fault (or clear them all). */
  injectFault(kind: FaultKind): void {
    switch (kind) {
      case 'low_water':
        if (!this.lowWater) this.tankBeforeFault = this.tank;
        this.lowWater = true;
        this.tank = 0;
        break;
      case 'pump_failure':
        this.pumpFailure = true;
        this.events.push({ level: 'ERROR', message: 'Pump 1 failure: no discharge pressure' });
        break;
      case 'overheat':
        this.overheat = true;
        this.events.push({ level: 'WARN', message: 'Temperature sensor 1 rising fast' });
        break;
      case 'clear':
        if (this.lowWater) this.tank = Math.max(this.tank, this.tankBeforeFault ?? this.tank);
        this.lowWater = this.pumpFailure = this.overheat = false;
        this.tankBeforeFault = null;
        this.events.push({ level: 'INFO', message: 'Faults cleared' });
        break;
    }
    this.noteTank();
    this.publish();
  }

  // ---------------------------------------------------------------------------------------

  private testLengthMs(minutes: number) {
    return (minutes > 0 ? minutes : MODEL.defaultTestMinutes) * MINUTE;
  }

  private tankEmpty() {
    return this.tank < MODEL.emptyBelowPct;
  }

  private refuseStart(needsWater: boolean): CommandResult | null {
    if (needsWater && this.tankEmpty()) return { ok: false, reason: 'Water tank empty' };
    if (this.pumpFailure) return { ok: false, reason: 'Panel fault: pump 1 failure' };
    return null;
  }

  private startStructure() {
    this.sdRemainMs = this.sdLength * MINUTE;
    this.sdElapseMs = 0;
  }

  private startPerimeter() {
    this.pdRemainMs = this.pdLength * MINUTE;
    this.pdElapseMs = 0;
  }

  private noteTank() {
    const empty = this.tankEmpty();
    if (empty && !this.wasEmpty) this.events.push({ level: 'WARN', message: 'Water tank empty' });
    if (!empty && this.wasEmpty)
      this.events.push({ level: 'INFO', message: 'Water supply restored' });
    this.wasEmpty = empty;
  }

  private scheduledAgitatorStart(d: number, end: number): boolean {
    const local = localEpochMs(end, this.timeZone);
    const previous = local - d;
    const at = (this.agitatorHour * 60 + this.agitatorMinute) * MINUTE;
    let next = Math.floor(previous / MS_PER_DAY) * MS_PER_DAY + at;
    if (next <= previous) next += MS_PER_DAY;
    return next <= local;
  }

  /** One sub-step of at most a second. */
  private advance(d: number, end: number) {
    const r = this.random;
    // Water flows for the whole sub-step when a cycle or test was on at its start.
    const structureFlow = this.sdRemainMs !== null || this.sdTestMs !== null;
    const perimeterFlow = this.pdRemainMs !== null || this.pdTestMs !== null;

    // Countdowns
    if (this.sdRemainMs !== null) {
      this.sdRemainMs -= d;
      if (this.sdRemainMs <= 0) {
        this.sdRemainMs = null;
        this.events.push({ level: 'INFO', message: 'Structure defense cycle finished' });
      }
    }
    if (this.pdRemainMs !== null) {
      this.pdRemainMs -= d;
      if (this.pdRemainMs <= 0) {
        this.pdRemainMs = null;
        this.events.push({ level: 'INFO', message: 'Perimeter defense cycle finished' });
      }
    }
    if (this.sdTestMs !== null) {
      this.sdTestMs -= d;
      if (this.sdTestMs <= 0) {
        this.sdTestMs = null;
        this.events.push({ level: 'INFO', message: 'Structure defense test run finished' });
      }
    }
    if (this.pdTestMs !== null) {
      this.pdTestMs -= d;
      if (this.pdTestMs <= 0) {
        this.pdTestMs = null;
        this.events.push({ level: 'INFO', message: 'Perimeter defense test run finished' });
      }
    }
    if (this.agitatorMs !== null) {
      this.agitatorMs -= d;
      if (this.agitatorMs <= 0) {
        this.agitatorMs = null;
        this.events.push({ level: 'INFO', message: 'Agitator run finished' });
      }
    }
    if (this.scheduledAgitatorStart(d, end) && this.agitatorMs === null) {
      this.agitatorMs = this.agitatorDuration * MINUTE;
      const hh = String(this.agitatorHour).padStart(2, '0');
      const mm = String(this.agitatorMinute).padStart(2, '0');
      this.events.push({ level: 'INFO', message: `Agitator started (daily schedule ${hh}:${mm})` });
    }
    this.sdElapseMs += d;
    this.pdElapseMs += d;

    // Water
    if (perimeterFlow) this.pdOnTimeMs += d;
    if (this.lowWater) this.tank = 0;
    else if (structureFlow || perimeterFlow) {
      if (!this.tankEmpty()) {
        const rate =
          (structureFlow ? MODEL.structureDrainPctPerMin : 0) +
          (perimeterFlow ? MODEL.perimeterDrainPctPerMin : 0);
        this.tank = Math.max(0, this.tank - (rate * d) / MINUTE);
      }
    } else this.tank = Math.min(100, this.tank + (MODEL.refillPctPerMin * d) / MINUTE);
    this.noteTank();
    const water = !this.tankEmpty();

    // Pumps run while a cycle or a test runs
    const pumping =
      this.sdRemainMs !== null ||
      this.pdRemainMs !== null ||
      this.sdTestMs !== null ||
      this.pdTestMs !== null;
    let sum = 0;
    for (let i = 0; i < this.pumpPsi.length; i++) {
      const healthy = water && !(this.pumpFailure && i === 0);
      const target = pumping && healthy ? (this.pumpTarget[i] as number) : 0;
      const tau = !pumping
        ? MODEL.pumpStopTauMs
        : healthy
          ? MODEL.pumpRiseTauMs
          : MODEL.pumpDryTauMs;
      let p = approach(this.pumpPsi[i] as number, target, d, tau);
      if (target > 0) p += (r() - 0.5) * MODEL.pumpNoisePsi * Math.sqrt(d / 1000);
      p = clamp(p, 0, 150);
      this.pumpPsi[i] = p;
      sum += p;
    }
    const discharge = this.pumpPsi.length > 0 ? sum / this.pumpPsi.length : 0;

    // Lines: static supply when idle (nothing without water), the pumps minus a loss when running
    for (let i = 0; i < this.linePsi.length; i++) {
      const supply = water ? (this.lineStatic[i] as number) : 0;
      const target = pumping ? Math.max(supply, discharge - (this.lineLoss[i] as number)) : supply;
      let p = approach(this.linePsi[i] as number, target, d, MODEL.lineTauMs);
      if (pumping && water) p += (r() - 0.5) * MODEL.lineNoisePsi;
      this.linePsi[i] = clamp(p, 0, 150);
    }

    // Temperatures: a daily swing, a slow sensor, a little noise; overheat on sensor 1
    const hour = localHourOfDay(end, this.timeZone);
    const daily =
      MODEL.temperatureMeanF +
      MODEL.temperatureSwingF * Math.cos((2 * Math.PI * (hour - MODEL.warmestHour)) / 24);
    const noiseKeep = Math.exp(-d / MODEL.temperatureNoiseTauMs);
    for (let i = 0; i < this.temps.length; i++) {
      this.temps[i] = approach(
        this.temps[i] as number,
        daily + (this.tempOffset[i] as number),
        d,
        MODEL.sensorTauMs,
      );
      this.tempNoise[i] =
        (this.tempNoise[i] as number) * noiseKeep +
        (r() - 0.5) * MODEL.temperatureNoiseF * Math.sqrt(d / 1000);
    }
    this.overheatF = this.overheat
      ? Math.min(MODEL.overheatMaxF, this.overheatF + (MODEL.overheatRiseFPerMin * d) / MINUTE)
      : Math.max(0, this.overheatF - (MODEL.overheatFallFPerMin * d) / MINUTE);

    // Battery and signal
    const batteryTarget = this.batteryBase - (pumping ? MODEL.batterySagPct : 0);
    this.battery = approach(this.battery, batteryTarget, d, MODEL.batteryTauMs);
    if (r() < d / MODEL.cellChangeEveryMs) {
      this.cell = this.cellBase + Math.round((r() * 2 - 1) * MODEL.cellJitterDbm);
    }
  }

  /** Recompute the reported tags from the state. */
  private publish() {
    const structure = this.sdRemainMs !== null;
    const perimeter = this.pdRemainMs !== null;
    const structureFlow = structure || this.sdTestMs !== null;
    const perimeterFlow = perimeter || this.pdTestMs !== null;
    const pumping = structureFlow || perimeterFlow;
    const running = structure || perimeter;
    const t: Record<string, TagValue> = { ...this.fixed };

    t.SYSTEM_STATUS = running ? 1 : 0;
    if (this.legacyStatusTag) t.STATUS_SYSTEM = t.SYSTEM_STATUS;
    t.SystemRunning = running;
    t.SystemError = this.pumpFailure;
    t.STATUS_STRUCTURE_DEFENSE = structure ? 1 : 0;
    t.STATUS_PERIMETER_DEFENSE = perimeter ? 1 : 0;
    t.SD_LENGTH = this.sdLength;
    t.SD_REMAIN = minutesUp(this.sdRemainMs);
    t.PD_LENGTH = this.pdLength;
    t.PD_REMAIN = minutesUp(this.pdRemainMs);
    t.HMI_SD_TEST_ON_IND = this.sdTestMs !== null;
    t.HMI_SD_ON_ELAPSE = Math.floor(this.sdElapseMs / MINUTE);
    t.HMI_SD_TEST_ON_TIME = this.sdTestMinutes;
    t.HMI_PD_TEST_ON_IND = this.pdTestMs !== null;
    t.HMI_PD_ON_ELAPSE = Math.floor(this.pdElapseMs / MINUTE);
    t.HMI_PD_TEST_ON_TIME = this.pdTestMinutes;
    t.PD_ON_TIME = Math.round(this.pdOnTimeMs);
    t.VALVE_WATER_SUPPLY = this.tankEmpty() ? 0 : 1;
    t.VALVE_STRUCTURE_DEFENSE = structureFlow ? 1 : 0;
    t.VALVE_PERIMETER_DEFENSE = perimeterFlow ? 1 : 0;
    t.VALVE_FIRE_RETARDANT = this.fireRetardantValve ? 1 : 0;
    t.AGITATOR_PUMP_STATUS = this.agitatorMs !== null ? 1 : 0;
    t.AGITATOR_PUMP_HOUR = this.agitatorHour;
    t.AGITATOR_PUMP_MINUTE = this.agitatorMinute;
    t.AGITATOR_PUMP_DURATION = this.agitatorDuration;
    t.AGITATOR_PUMP_TIME_LEFT = minutesUp(this.agitatorMs);
    t.WATER_TANK_LEVEL = roundTo(this.tank, 1);
    t.BATTERY_LEVEL = roundTo(this.battery, 1);
    t.CELL_SIGNAL = this.cell;
    for (let n = 1; n <= this.pumpPsi.length; n++) {
      t[`HMI_PUMP${n}_RUN_IND`] = pumping;
      t[`PUMP_${n}_STATUS`] = pumping ? 1 : 0;
      t[`PUMP_${n}_PRESSURE`] = roundTo(this.pumpPsi[n - 1] as number, 2);
      // The injected failure is pump 1's (the simulator's log line says so).
      t[`PUMP_${n}_FAULT`] = this.pumpFailure && n === 1;
    }
    for (let n = 1; n <= this.linePsi.length; n++) {
      t[`PRESSURE${n}_PSI`] = roundTo(this.linePsi[n - 1] as number, 2);
    }
    for (let n = 1; n <= this.temps.length; n++) {
      const i = n - 1;
      const reading =
        (this.temps[i] as number) + (this.tempNoise[i] as number) + (i === 0 ? this.overheatF : 0);
      t[`TEMP_SENSOR_${n}`] = roundTo(reading, 1);
    }

    for (const [name, range] of this.ranges) {
      const value = t[name];
      if (typeof value === 'number') t[name] = clamp(value, range.min, range.max);
    }
    this.current = t;
  }
}
