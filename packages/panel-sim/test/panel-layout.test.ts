import { describe, expect, it } from 'vitest';
import { describeTag } from '@wildfire/shared';
import { panelDefinition, standbyTags } from '../src';

const layout = { panelNumber: 1002, pumps: 3, pressureSensors: 3, temperatureSensors: 2 };

describe('standby snapshot', () => {
  it('reports every pump, pressure line and sensor of the layout', () => {
    const tags = standbyTags(layout);
    expect(Object.keys(tags)).toEqual(
      expect.arrayContaining([
        'PUMP_3_STATUS',
        'HMI_PUMP3_RUN_IND',
        'PRESSURE3_PSI',
        'TEMP_SENSOR_2',
      ]),
    );
    expect(tags.PUMP_4_STATUS).toBeUndefined();
  });

  it('is a system at rest: standby, no cycle running, water supply open', () => {
    const tags = standbyTags(layout);
    expect(tags).toMatchObject({
      SYSTEM_STATUS: 0,
      SystemRunning: false,
      SystemError: false,
      SD_REMAIN: 0,
      VALVE_WATER_SUPPLY: 1,
    });
  });

  it('uses only dictionary tags, within their ranges', () => {
    for (const [tag, value] of Object.entries(standbyTags(layout))) {
      const spec = describeTag(tag);
      expect(spec, tag).toBeDefined();
      if (typeof value === 'number') {
        expect(value, tag).toBeGreaterThanOrEqual(spec!.min ?? -Infinity);
        expect(value, tag).toBeLessThanOrEqual(spec!.max ?? Infinity);
      }
    }
  });

  it('is the same every time for the same panel', () => {
    expect(standbyTags(layout)).toEqual(standbyTags(layout));
  });

  it('the definition lists the writable command tags', () => {
    const definition = panelDefinition(layout) as {
      tags: Array<{ tag: string; writable: boolean }>;
    };
    expect(definition.tags.filter((t) => t.writable).map((t) => t.tag)).toContain('HMI_SYSTEM_CMD');
  });
});
