import { describe, expect, it } from 'vitest';
import {
  ADMIN_MAP,
  leadColor,
  MAP_PANEL_FIELDS,
  mapPanelFromRow,
  mapPanelState,
  type MapPanelRow,
  paddedMarkerBounds,
  progressColor,
} from '../src';

describe('lead colours: hot red, warm amber, cold blue', () => {
  it('hot is red', () => expect(leadColor('hot')).toBe('red'));
  it('warm is amber', () => expect(leadColor('warm')).toBe('amber'));
  it('cold is blue', () => expect(leadColor('cold')).toBe('blue'));
});

describe('progress colours: 80 or more green, 50 or more amber, 25 or more blue, else red', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'amber'],
    [50, 'amber'],
    [49, 'blue'],
    [25, 'blue'],
    [24, 'red'],
    [0, 'red'],
  ] as const)('%i percent is %s', (progress, colour) => {
    expect(progressColor(progress)).toBe(colour);
  });
  it('just under a threshold takes the colour below it', () => {
    expect(progressColor(79.9)).toBe('amber');
    expect(progressColor(49.9)).toBe('blue');
    expect(progressColor(24.9)).toBe('red');
  });
});

describe('the admin map fits all markers with 10 percent padding', () => {
  it('the padding is 10 percent', () => expect(ADMIN_MAP.fitPadding).toBe(0.1));

  it('grows the markers’ box by 10 percent of its height and width on every side', () => {
    const box = paddedMarkerBounds([
      { latitude: 30, longitude: -120 },
      { latitude: 40, longitude: -100 },
      { latitude: 35, longitude: -110 },
    ]);
    expect(box).toEqual({ south: 29, north: 41, west: -122, east: -98 });
  });

  it('nothing to fit: no box', () => expect(paddedMarkerBounds([])).toBeNull());
});

describe('the admin map opens on the United States', () => {
  it('centred near 39.83, -98.58 at zoom 4, tiles up to zoom 19, tile timeout 10 s', () => {
    expect(ADMIN_MAP.defaultCenter).toEqual({ latitude: 39.83, longitude: -98.58 });
    expect(ADMIN_MAP.defaultZoom).toBe(4);
    expect(ADMIN_MAP.tileMaxZoom).toBe(19);
    expect(ADMIN_MAP.tileTimeoutMs).toBe(10_000);
  });
});

describe('a panel on the map is sent as a row of values (GET /api/admin/map)', () => {
  it('reads each value by the place MAP_PANEL_FIELDS gives it', () => {
    const row: MapPanelRow = [
      'WD-1001',
      1001,
      7,
      'Malibu Canyon Residence',
      '3700 Las Flores Canyon Rd, Malibu, CA 90265',
      34.0437,
      -118.6382,
      true,
      1_750_000_000_000,
      false,
      ['low_water:urgent'],
    ];
    const panel = mapPanelFromRow(row);
    expect(MAP_PANEL_FIELDS.map((field) => panel[field])).toEqual(row);
    expect(panel).toEqual({
      site_id: 'WD-1001',
      panel_number: 1001,
      property_id: 7,
      name: 'Malibu Canyon Residence',
      address: '3700 Las Flores Canyon Rd, Malibu, CA 90265',
      latitude: 34.0437,
      longitude: -118.6382,
      online: true,
      last_seen_at: 1_750_000_000_000,
      system_on: false,
      alarms: ['low_water:urgent'],
    });
  });

  it('the popup derives the panel state from these facts, as every screen does', () => {
    const panel = mapPanelFromRow([
      'WD-1003',
      1003,
      9,
      'Ojai',
      'Ojai, CA',
      34.4,
      -119.2,
      true,
      1_750_000_000_000,
      true,
      ['low_water:urgent', 'low_battery:warning'],
    ]);
    const live = mapPanelState(panel, 1_750_000_000_000 + 10_000);
    expect(live).toMatchObject({ system: 'ACTIVE', status: 'Fault', readiness: 'not_ready' });
    // Silent for more than 90 s: Offline, not its last ACTIVE.
    const silent = mapPanelState(panel, 1_750_000_000_000 + 91_000);
    expect(silent).toMatchObject({ system: 'Offline', status: 'Offline' });
  });
});
