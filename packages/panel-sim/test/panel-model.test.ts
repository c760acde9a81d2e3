import { describe, expect, it } from 'vitest';
import { describeTag } from '@wildfire/shared';
import { changedTags, MODEL, PanelModel, standbyTags } from '../src';
import { LAYOUT, num, seededRandom, simulation } from './helpers';

const MIN = 60_000;

describe('pumps and pressure', () => {
  it('idle: pumps off at 0 PSI, line sensors at the ~38 PSI static supply', () => {
    const sim = simulation();
    const tags = sim.run(30_000);
    for (const n of [1, 2, 3]) {
      expect(tags[`PUMP_${n}_STATUS`]).toBe(0);
      expect(tags[`HMI_PUMP${n}_RUN_IND`]).toBe(false);
      expect(tags[`PUMP_${n}_PRESSURE`]).toBe(0);
      expect(num(tags, `PRESSURE${n}_PSI`)).toBeGreaterThan(35);
      expect(num(tags, `PRESSURE${n}_PSI`)).toBeLessThan(41);
    }
  });

  it('pressure builds to 50-70 PSI within 15 s of simulated time after a start', () => {
    const sim = simulation();
    expect(sim.model.applyCommand('HMI_SYSTEM_CMD', 1)).toEqual({ ok: true });
    const started = sim.tags();
    expect(started.PUMP_1_STATUS).toBe(1);
    expect(started.HMI_PUMP1_RUN_IND).toBe(true);
    const tags = sim.run(15_000);
    const targets = new Set<number>();
    for (const n of [1, 2, 3]) {
      const pump = num(tags, `PUMP_${n}_PRESSURE`);
      expect(pump, `pump ${n}`).toBeGreaterThanOrEqual(50);
      expect(pump, `pump ${n}`).toBeLessThanOrEqual(70);
      targets.add(Math.round(pump));
      const line = num(tags, `PRESSURE${n}_PSI`);
      expect(line, `line ${n}`).toBeGreaterThanOrEqual(50);
      expect(line, `line ${n}`).toBeLessThan(pump + 5);
    }
    expect(targets.size, 'each pump has its own pressure').toBeGreaterThan(1);
  });

  it('pressure falls back when the pumps stop', () => {
    const sim = simulation();
    sim.model.applyCommand('HMI_SD_CMD', 1);
    sim.run(20_000);
    sim.model.applyCommand('HMI_SD_CMD', 0);
    const tags = sim.run(20_000);
    expect(tags.PUMP_1_STATUS).toBe(0);
    expect(num(tags, 'PUMP_1_PRESSURE')).toBeLessThan(1);
    expect(num(tags, 'PRESSURE1_PSI')).toBeGreaterThan(35);
    expect(num(tags, 'PRESSURE1_PSI')).toBeLessThan(41);
  });

  it('pressure drops when the tank is empty, though the pumps keep running', () => {
    const sim = simulation();
    sim.model.applyCommand('HMI_SYSTEM_CMD', 1);
    sim.run(20_000);
    sim.model.injectFault('low_water');
    const tags = sim.run(20_000);
    expect(tags.WATER_TANK_LEVEL).toBe(0);
    expect(tags.VALVE_WATER_SUPPLY).toBe(0);
    expect(tags.PUMP_1_STATUS).toBe(1);
    for (const n of [1, 2, 3]) {
      expect(num(tags, `PUMP_${n}_PRESSURE`)).toBeLessThan(5);
      expect(num(tags, `PRESSURE${n}_PSI`)).toBeLessThan(5);
    }
  });

  it('a pump failure sets SystemError and pump 1 builds no pressure', () => {
    const sim = simulation();
    sim.model.applyCommand('HMI_SYSTEM_CMD', 1);
    sim.model.injectFault('pump_failure');
    const tags = sim.run(15_000);
    expect(tags.SystemError).toBe(true);
    // The fault names its pump, so the alarm can say which one.
    expect(tags.PUMP_1_FAULT).toBe(true);
    expect(tags.PUMP_2_FAULT).toBe(false);
    expect(tags.PUMP_1_STATUS).toBe(1);
    expect(num(tags, 'PUMP_1_PRESSURE')).toBeLessThan(1);
    expect(num(tags, 'PUMP_2_PRESSURE')).toBeGreaterThan(50);
    sim.model.injectFault('clear');
    expect(sim.tags().SystemError).toBe(false);
    expect(sim.tags().PUMP_1_FAULT).toBe(false);
    expect(num(sim.run(15_000), 'PUMP_1_PRESSURE')).toBeGreaterThan(50);
  });
});

describe('water tank', () => {
  it('drains while sprinklers run, structure faster than perimeter', () => {
    const structure = simulation();
    const perimeter = simulation();
    const start = num(structure.tags(), 'WATER_TANK_LEVEL');
    structure.model.applyCommand('HMI_SD_CMD', 1);
    perimeter.model.applyCommand('HMI_PD_CMD', 1);
    const sd = start - num(structure.run(10 * MIN), 'WATER_TANK_LEVEL');
    const pd = start - num(perimeter.run(10 * MIN), 'WATER_TANK_LEVEL');
    expect(sd).toBeCloseTo(10 * MODEL.structureDrainPctPerMin, 0);
    expect(pd).toBeCloseTo(10 * MODEL.perimeterDrainPctPerMin, 0);
    expect(sd).toBeGreaterThan(pd);
  });

  it('a full tank lasts 45-90 minutes of full defense', () => {
    const sim = new PanelModel(
      LAYOUT,
      { WATER_TANK_LEVEL: 100, SD_LENGTH: 240, PD_LENGTH: 240 },
      { random: seededRandom(), timeZone: 'UTC' },
    );
    sim.applyCommand('HMI_SYSTEM_CMD', 1);
    let t = Date.UTC(2025, 6, 1, 12);
    let minutes = 0;
    while (sim.tags().VALVE_WATER_SUPPLY === 1 && minutes < 240) {
      t += MIN;
      sim.step(MIN, new Date(t));
      minutes++;
    }
    expect(minutes).toBeGreaterThanOrEqual(45);
    expect(minutes).toBeLessThanOrEqual(90);
  });

  it('refills slowly when idle', () => {
    const sim = new PanelModel(
      LAYOUT,
      { WATER_TANK_LEVEL: 50 },
      { random: seededRandom(), timeZone: 'UTC' },
    );
    sim.step(10 * MIN, new Date(Date.UTC(2025, 6, 1, 12)));
    const level = num(sim.tags(), 'WATER_TANK_LEVEL');
    expect(level).toBeGreaterThan(50);
    expect(level).toBeLessThan(55);
  });
});

describe('defense cycles', () => {
  it('SD_REMAIN counts down in whole minutes and the cycle stops by itself', () => {
    const sim = simulation();
    sim.model.applyCommand('SD_LENGTH', 3);
    sim.model.applyCommand('HMI_SD_CMD', 1);
    let tags = sim.tags();
    expect(tags).toMatchObject({
      STATUS_STRUCTURE_DEFENSE: 1,
      SD_REMAIN: 3,
      VALVE_STRUCTURE_DEFENSE: 1,
      SystemRunning: true,
      SYSTEM_STATUS: 1,
      HMI_SD_ON_ELAPSE: 0,
    });
    tags = sim.run(30_000);
    expect(tags.SD_REMAIN).toBe(3); // 2.5 minutes left, rounded up
    tags = sim.run(60_000);
    expect(tags.SD_REMAIN).toBe(2);
    expect(tags.HMI_SD_ON_ELAPSE).toBe(1);
    tags = sim.run(91_000);
    expect(tags).toMatchObject({
      STATUS_STRUCTURE_DEFENSE: 0,
      SD_REMAIN: 0,
      VALVE_STRUCTURE_DEFENSE: 0,
      SystemRunning: false,
      SYSTEM_STATUS: 0,
      PUMP_1_STATUS: 0,
      HMI_SD_ON_ELAPSE: 3,
    });
    expect(sim.model.takeEvents()).toContainEqual({
      level: 'INFO',
      message: 'Structure defense cycle finished',
    });
  });

  it('the whole system runs both cycles; SYSTEM_STATUS drops when both have stopped', () => {
    const sim = simulation();
    sim.model.applyCommand('SD_LENGTH', 2);
    sim.model.applyCommand('PD_LENGTH', 4);
    sim.model.applyCommand('HMI_SYSTEM_CMD', 1);
    expect(sim.tags()).toMatchObject({ SYSTEM_STATUS: 1, SD_REMAIN: 2, PD_REMAIN: 4 });
    let tags = sim.run(3 * MIN);
    expect(tags).toMatchObject({
      STATUS_STRUCTURE_DEFENSE: 0,
      STATUS_PERIMETER_DEFENSE: 1,
      SYSTEM_STATUS: 1,
      SystemRunning: true,
    });
    tags = sim.run(2 * MIN);
    expect(tags).toMatchObject({ SYSTEM_STATUS: 0, SystemRunning: false, PD_REMAIN: 0 });
  });

  it('HMI_SYSTEM_CMD 0 stops everything at once', () => {
    const sim = simulation();
    sim.model.applyCommand('HMI_SYSTEM_CMD', 1);
    sim.run(5_000);
    expect(sim.model.applyCommand('HMI_SYSTEM_CMD', 0)).toEqual({ ok: true });
    expect(sim.tags()).toMatchObject({
      SYSTEM_STATUS: 0,
      SystemRunning: false,
      STATUS_STRUCTURE_DEFENSE: 0,
      STATUS_PERIMETER_DEFENSE: 0,
      PUMP_1_STATUS: 0,
      VALVE_PERIMETER_DEFENSE: 0,
    });
  });

  it('PD_ON_TIME accumulates milliseconds while perimeter defense runs', () => {
    const sim = simulation();
    const before = num(sim.tags(), 'PD_ON_TIME');
    sim.model.applyCommand('HMI_PD_CMD', 1);
    sim.run(90_000);
    expect(num(sim.tags(), 'PD_ON_TIME') - before).toBe(90_000);
    sim.model.applyCommand('HMI_PD_CMD', 0);
    sim.run(60_000);
    expect(num(sim.tags(), 'PD_ON_TIME') - before).toBe(90_000);
  });

  it('a test run sets the indicator with the pumps running, then clears it', () => {
    const sim = simulation();
    const minutes = num(sim.tags(), 'HMI_SD_TEST_ON_TIME');
    expect(sim.model.applyCommand('HMI_SD_TEST_CMD', 1)).toEqual({ ok: true });
    let tags = sim.run(10_000);
    expect(tags).toMatchObject({
      HMI_SD_TEST_ON_IND: true,
      HMI_PD_TEST_ON_IND: false,
      PUMP_1_STATUS: 1,
      SystemRunning: false,
    });
    expect(num(tags, 'PUMP_1_PRESSURE')).toBeGreaterThan(50);
    tags = sim.run(minutes * MIN);
    expect(tags).toMatchObject({ HMI_SD_TEST_ON_IND: false, PUMP_1_STATUS: 0 });

    sim.model.applyCommand('HMI_PD_TEST_CMD', 1);
    expect(sim.tags().HMI_PD_TEST_ON_IND).toBe(true);
    sim.model.applyCommand('HMI_PD_TEST_CMD', 0);
    expect(sim.tags().HMI_PD_TEST_ON_IND).toBe(false);
  });
});

describe('temperatures, agitator, battery, signal', () => {
  it('temperatures are warmer at 15:00 than at 04:00', () => {
    const afternoon = simulation(Date.UTC(2025, 6, 1, 14, 30)).run(30 * MIN);
    const night = simulation(Date.UTC(2025, 6, 1, 3, 30)).run(30 * MIN);
    for (const n of [1, 2]) {
      const warm = num(afternoon, `TEMP_SENSOR_${n}`);
      const cool = num(night, `TEMP_SENSOR_${n}`);
      expect(warm - cool).toBeGreaterThan(20);
      expect(warm).toBeLessThan(90);
      expect(cool).toBeGreaterThan(50);
    }
  });

  it('follows the panel time zone', () => {
    const model = new PanelModel(LAYOUT, {}, { random: seededRandom() }); // America/Los_Angeles
    // 22:00 UTC is 15:00 in Los Angeles in July.
    let t = Date.UTC(2025, 6, 1, 21, 0);
    for (let i = 0; i < 60; i++) model.step(MIN, new Date((t += MIN)));
    expect(num(model.tags(), 'TEMP_SENSOR_1')).toBeGreaterThan(80);
  });

  it('overheat drives TEMP_SENSOR_1 past 120 °F within a minute; clear brings it back', () => {
    const sim = simulation();
    sim.run(5 * MIN);
    sim.model.injectFault('overheat');
    expect(num(sim.run(60_000), 'TEMP_SENSOR_1')).toBeGreaterThan(120);
    expect(num(sim.tags(), 'TEMP_SENSOR_2')).toBeLessThan(90);
    sim.model.injectFault('clear');
    expect(num(sim.run(3 * MIN), 'TEMP_SENSOR_1')).toBeLessThan(90);
  });

  it('the agitator starts daily at AGITATOR_PUMP_HOUR:MINUTE and runs for its duration', () => {
    const sim = simulation(Date.UTC(2025, 6, 1, 6, 0));
    expect(sim.model.applyCommand('AGITATOR_PUMP_HOUR', 6)).toEqual({ ok: true });
    expect(sim.model.applyCommand('AGITATOR_PUMP_MINUTE', 10)).toEqual({ ok: true });
    expect(sim.model.applyCommand('AGITATOR_PUMP_DURATION', 5)).toEqual({ ok: true });
    let tags = sim.run(9 * MIN + 59_000);
    expect(tags.AGITATOR_PUMP_STATUS).toBe(0);
    tags = sim.run(1_000);
    expect(tags).toMatchObject({ AGITATOR_PUMP_STATUS: 1, AGITATOR_PUMP_TIME_LEFT: 5 });
    tags = sim.run(2 * MIN + 30_000);
    expect(tags.AGITATOR_PUMP_TIME_LEFT).toBe(3);
    tags = sim.run(2 * MIN + 30_000);
    expect(tags).toMatchObject({ AGITATOR_PUMP_STATUS: 0, AGITATOR_PUMP_TIME_LEFT: 0 });
    // Not again the same day, but again the next morning.
    tags = sim.run(12 * 60 * MIN, 60_000);
    expect(tags.AGITATOR_PUMP_STATUS).toBe(0);
    tags = sim.run(12 * 60 * MIN, 60_000);
    expect(sim.model.takeEvents().filter((e) => e.message.startsWith('Agitator started'))).toEqual([
      { level: 'INFO', message: 'Agitator started (daily schedule 06:10)' },
      { level: 'INFO', message: 'Agitator started (daily schedule 06:10)' },
    ]);
  });

  it('HMI_AGITATOR_CMD runs the agitator on command', () => {
    const sim = simulation();
    sim.model.applyCommand('HMI_AGITATOR_CMD', 1);
    expect(sim.tags()).toMatchObject({ AGITATOR_PUMP_STATUS: 1, AGITATOR_PUMP_TIME_LEFT: 15 });
    sim.model.applyCommand('HMI_AGITATOR_CMD', 0);
    expect(sim.tags()).toMatchObject({ AGITATOR_PUMP_STATUS: 0, AGITATOR_PUMP_TIME_LEFT: 0 });
  });

  it('the battery sags while pumps run and recovers; the signal jitters a little', () => {
    const sim = simulation();
    const base = num(sim.tags(), 'BATTERY_LEVEL');
    const signalBase = num(sim.tags(), 'CELL_SIGNAL');
    sim.model.applyCommand('HMI_SD_CMD', 1);
    const sagged = num(sim.run(20 * MIN), 'BATTERY_LEVEL');
    expect(sagged).toBeLessThan(base - 1);
    expect(sagged).toBeGreaterThan(base - MODEL.batterySagPct - 0.5);
    const recovered = num(sim.run(30 * MIN), 'BATTERY_LEVEL');
    expect(recovered).toBeGreaterThan(base - 0.5);
    const signals = new Set<number>();
    for (let i = 0; i < 60; i++) signals.add(num(sim.run(10_000), 'CELL_SIGNAL'));
    expect(signals.size).toBeGreaterThan(1);
    for (const s of signals) expect(Math.abs(s - signalBase)).toBeLessThanOrEqual(3);
  });
});

describe('commands', () => {
  it('setpoints change and the next cycle uses them', () => {
    const sim = simulation();
    expect(sim.model.applyCommand('SD_LENGTH', 12)).toEqual({ ok: true });
    expect(sim.model.applyCommand('PD_LENGTH', 20)).toEqual({ ok: true });
    expect(sim.tags()).toMatchObject({ SD_LENGTH: 12, PD_LENGTH: 20 });
    sim.model.applyCommand('HMI_SYSTEM_CMD', 1);
    expect(sim.tags()).toMatchObject({ SD_REMAIN: 12, PD_REMAIN: 20 });
  });

  it('rejects setpoints out of range, read-only and unknown tags', () => {
    const model = simulation().model;
    expect(model.applyCommand('SD_LENGTH', 0)).toMatchObject({ ok: false });
    expect(model.applyCommand('SD_LENGTH', 241)).toMatchObject({ ok: false });
    expect(model.applyCommand('AGITATOR_PUMP_HOUR', 24)).toMatchObject({ ok: false });
    expect(model.applyCommand('HMI_SD_CMD', 2)).toMatchObject({ ok: false });
    expect(model.applyCommand('SD_REMAIN', 5)).toEqual({
      ok: false,
      reason: 'tag SD_REMAIN is read-only',
    });
    expect(model.applyCommand('NO_SUCH_TAG', 1)).toMatchObject({ ok: false });
    expect(model.tags().SD_LENGTH).toBe(30);
  });

  it('starts are rejected when the tank is empty; stops still work', () => {
    const sim = simulation();
    sim.model.applyCommand('HMI_PD_CMD', 1);
    sim.model.injectFault('low_water');
    for (const tag of ['HMI_SYSTEM_CMD', 'HMI_SD_CMD', 'HMI_SD_TEST_CMD', 'HMI_PD_TEST_CMD']) {
      expect(sim.model.applyCommand(tag, 1), tag).toEqual({
        ok: false,
        reason: 'Water tank empty',
      });
    }
    expect(sim.tags().STATUS_STRUCTURE_DEFENSE).toBe(0);
    expect(sim.model.applyCommand('HMI_PD_CMD', 0)).toEqual({ ok: true });
    expect(sim.tags().STATUS_PERIMETER_DEFENSE).toBe(0);
    // Clearing the fault restores the supply.
    sim.model.injectFault('clear');
    expect(num(sim.tags(), 'WATER_TANK_LEVEL')).toBeGreaterThan(90);
    expect(sim.model.applyCommand('HMI_SD_CMD', 1)).toEqual({ ok: true });
  });

  it('starts are rejected while the panel has a fault', () => {
    const sim = simulation();
    sim.model.injectFault('pump_failure');
    expect(sim.model.applyCommand('HMI_SD_CMD', 1)).toEqual({
      ok: false,
      reason: 'Panel fault: pump 1 failure',
    });
    expect(sim.model.applyCommand('HMI_AGITATOR_CMD', 1)).toMatchObject({ ok: false });
    expect(sim.model.applyCommand('SD_LENGTH', 10)).toEqual({ ok: true });
  });

  it('a running tank empties to below 1 % and then refuses new starts', () => {
    const model = new PanelModel(
      LAYOUT,
      { WATER_TANK_LEVEL: 3, SD_LENGTH: 10 },
      { random: seededRandom(), timeZone: 'UTC' },
    );
    model.applyCommand('HMI_SD_CMD', 1);
    model.step(5 * MIN, new Date(Date.UTC(2025, 6, 1, 12)));
    expect(model.tags().VALVE_WATER_SUPPLY).toBe(0);
    expect(model.takeEvents()).toContainEqual({ level: 'WARN', message: 'Water tank empty' });
    expect(model.applyCommand('HMI_PD_CMD', 1)).toEqual({ ok: false, reason: 'Water tank empty' });
  });
});

describe('the reported tags', () => {
  it('every tag is always a dictionary tag within its range', () => {
    const random = seededRandom(7);
    const sim = simulation(Date.UTC(2025, 0, 1, 0, 0), { ...LAYOUT, temperatureSensors: 3 }, 7);
    const commands = [
      ['HMI_SYSTEM_CMD', 1],
      ['HMI_SYSTEM_CMD', 0],
      ['HMI_SD_CMD', 1],
      ['HMI_PD_CMD', 1],
      ['HMI_SD_TEST_CMD', 1],
      ['HMI_PD_TEST_CMD', 1],
      ['HMI_AGITATOR_CMD', 1],
      ['SD_LENGTH', 240],
      ['PD_LENGTH', 1],
      ['AGITATOR_PUMP_DURATION', 120],
    ] as const;
    const faults = ['low_water', 'pump_failure', 'overheat', 'clear'] as const;
    const problems: string[] = [];
    const check = (tags: Record<string, unknown>) => {
      for (const [tag, value] of Object.entries(tags)) {
        const spec = describeTag(tag);
        if (!spec) problems.push(`${tag} is not in the dictionary`);
        else if (typeof value !== spec.type)
          problems.push(`${tag}=${String(value)}: not a ${spec.type}`);
        else if (
          typeof value === 'number' &&
          (value < (spec.min ?? -Infinity) || value > (spec.max ?? Infinity))
        ) {
          problems.push(`${tag}=${value} outside ${spec.min}..${spec.max}`);
        }
      }
    };
    expect(Object.keys(sim.tags()).sort()).toEqual(
      Object.keys(standbyTags(sim.model.layout)).sort(),
    );
    for (let i = 0; i < 3_000 && problems.length === 0; i++) {
      const roll = random();
      if (roll < 0.02) {
        const [tag, value] = commands[Math.floor(random() * commands.length)]!;
        sim.model.applyCommand(tag, value);
      } else if (roll < 0.025) {
        sim.model.injectFault(faults[Math.floor(random() * faults.length)]!);
      }
      check(random() < 0.05 ? sim.run(10 * MIN, 10 * MIN) : sim.run(1_000));
    }
    expect(problems).toEqual([]);
  });

  it('is deterministic for the same random source', () => {
    const a = simulation();
    const b = simulation();
    for (const sim of [a, b]) {
      sim.model.applyCommand('HMI_SYSTEM_CMD', 1);
      sim.run(5 * MIN);
    }
    expect(a.tags()).toEqual(b.tags());
  });

  it('changedSince lists only the tags that moved', () => {
    const sim = simulation();
    sim.run(60_000);
    const before = sim.tags();
    expect(sim.model.changedSince(before)).toEqual({});
    sim.model.applyCommand('HMI_SD_CMD', 1);
    const changed = sim.model.changedSince(before);
    expect(changed).toMatchObject({ STATUS_STRUCTURE_DEFENSE: 1, SystemRunning: true });
    expect(changed).not.toHaveProperty('PD_LENGTH');
    expect(changedTags({ A: 1, B: 2 }, { A: 1, B: 3 })).toEqual({ B: 3 });
  });

  it('resumes a cycle from a snapshot taken while it was running', () => {
    const model = new PanelModel(
      LAYOUT,
      { ...standbyTags(LAYOUT), STATUS_STRUCTURE_DEFENSE: 1, SD_REMAIN: 2, SystemRunning: true },
      { random: seededRandom(), timeZone: 'UTC' },
    );
    expect(model.tags()).toMatchObject({ SYSTEM_STATUS: 1, SD_REMAIN: 2, PUMP_1_STATUS: 1 });
    model.step(2 * MIN, new Date(Date.UTC(2025, 6, 1, 12)));
    expect(model.tags()).toMatchObject({ SYSTEM_STATUS: 0, SD_REMAIN: 0 });
  });
});
