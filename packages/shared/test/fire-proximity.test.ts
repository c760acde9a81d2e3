import { describe, expect, it } from 'vitest';
import type { Polygon } from 'geojson';
import {
  autoActivationTrigger,
  directionWords,
  envelopeAround,
  fireAlarmDetail,
  fireAlarmLevel,
  FIRMS_CSV_HEADER,
  isConfidentHotspot,
  nearestHotspot,
  nearestPerimeter,
  parseFirmsCsv,
  type FirePerimeter,
  type NearestPerimeter,
} from '../src';

const home = { latitude: 34.0, longitude: -118.5 };
/** Degrees of latitude per mile (near enough for fixtures; the assertions allow for it). */
const MILE = 1 / 69;

/** A square perimeter whose south edge is `milesNorth` north of the home. */
function squareNorth(id: string, milesNorth: number, extra: Partial<FirePerimeter> = {}) {
  const south = home.latitude + milesNorth * MILE;
  const north = south + 2 * MILE;
  const geometry: Polygon = {
    type: 'Polygon',
    coordinates: [
      [
        [-118.52, south],
        [-118.48, south],
        [-118.48, north],
        [-118.52, north],
        [-118.52, south],
      ],
    ],
  };
  return {
    id,
    incidentName: `Fire ${id}`,
    acres: 1200,
    containment: 15,
    updatedAt: '2026-11-27T12:00:00Z',
    geometry,
    ...extra,
  } satisfies FirePerimeter;
}

const around: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-118.6, 33.9],
      [-118.4, 33.9],
      [-118.4, 34.1],
      [-118.6, 34.1],
      [-118.6, 33.9],
    ],
  ],
};

const perimeterAt = (miles: number, inside = false): NearestPerimeter => ({
  id: 'p1',
  incidentName: 'Canyon Fire',
  acres: 500,
  containment: null,
  updatedAt: null,
  distanceMiles: miles,
  inside,
  direction: inside ? null : 'north',
});

describe('distance to the nearest fire perimeter', () => {
  it('measures to the edge of the nearest perimeter, with its direction', () => {
    const nearest = nearestPerimeter(home, [squareNorth('far', 20), squareNorth('near', 5)]);
    expect(nearest?.id).toBe('near');
    expect(nearest?.distanceMiles).toBeGreaterThan(4.8);
    expect(nearest?.distanceMiles).toBeLessThan(5.2);
    expect(nearest?.direction).toBe('north');
    expect(nearest?.inside).toBe(false);
  });

  it('counts a property inside a perimeter as 0 miles away', () => {
    const nearest = nearestPerimeter(home, [
      squareNorth('near', 5),
      { ...squareNorth('around', 0), geometry: around },
    ]);
    expect(nearest).toMatchObject({
      id: 'around',
      distanceMiles: 0,
      inside: true,
      direction: null,
    });
  });

  it('finds none without perimeters', () => {
    expect(nearestPerimeter(home, [])).toBeNull();
  });
});

describe('hotspots', () => {
  const spot = (miles: number, confidence: string) => ({
    latitude: home.latitude - miles * MILE,
    longitude: home.longitude,
    detectedAt: '2026-11-27T10:12:00.000Z',
    confidence,
    satellite: 'N20',
  });

  it('ignores low-confidence detections', () => {
    expect(isConfidentHotspot('l')).toBe(false);
    expect(isConfidentHotspot('n')).toBe(true);
    expect(isConfidentHotspot('h')).toBe(true);
    expect(isConfidentHotspot('12')).toBe(false);
    expect(isConfidentHotspot('80')).toBe(true);
    const nearest = nearestHotspot(home, [spot(1, 'l'), spot(4, 'n')]);
    expect(nearest?.distanceMiles).toBeCloseTo(4, 0);
    expect(nearest?.direction).toBe('south');
  });

  it('reads the FIRMS area CSV with its exact header', () => {
    const csv = `${FIRMS_CSV_HEADER}\n34.05,-118.52,330.1,0.4,0.4,2026-11-27,0912,N20,VIIRS,n,2.0NRT,290.2,5.1,N\nbad,row\n`;
    expect(parseFirmsCsv(csv)).toEqual([
      {
        latitude: 34.05,
        longitude: -118.52,
        detectedAt: '2026-11-27T09:12:00.000Z',
        confidence: 'n',
        satellite: 'N20',
      },
    ]);
  });

  it('treats an answer that is not the CSV as a failure', () => {
    expect(parseFirmsCsv('Invalid MAP_KEY.')).toBeNull();
  });
});

describe('fire alarm thresholds', () => {
  const level = (miles: number | null, events: string[] = []) =>
    fireAlarmLevel({
      perimeter: miles === null ? null : perimeterAt(miles),
      hotspot: null,
      events,
    });

  it('is info within 30 miles, warning within 10, urgent within 3', () => {
    expect(level(31)).toBeNull();
    expect(level(30)).toBe('info');
    expect(level(10.1)).toBe('info');
    expect(level(10)).toBe('warning');
    expect(level(3.1)).toBe('warning');
    expect(level(3)).toBe('urgent');
    expect(level(0)).toBe('urgent');
  });

  it('is urgent inside an Evacuation Immediate or Fire Warning area whatever the distance', () => {
    expect(level(null, ['Evacuation Immediate'])).toBe('urgent');
    expect(level(25, ['Fire Warning'])).toBe('urgent');
    expect(level(null, ['Red Flag Warning'])).toBeNull();
  });

  it('takes the nearer of a perimeter and a hotspot', () => {
    expect(
      fireAlarmLevel({
        perimeter: perimeterAt(20),
        hotspot: {
          latitude: 0,
          longitude: 0,
          detectedAt: '',
          confidence: 'h',
          satellite: 'N',
          distanceMiles: 2,
          direction: 'west',
        },
        events: [],
      }),
    ).toBe('urgent');
  });

  it('names the fire, its distance, direction, size and containment', () => {
    expect(
      fireAlarmDetail({ perimeter: perimeterAt(2.4), hotspot: null, events: ['Fire Warning'] }),
    ).toEqual(['a Fire Warning covers the property', 'Canyon Fire 2.4 miles north (500 acres)']);
  });
});

describe('automatic activation rule', () => {
  const rule = { enabled: true, withinMiles: 5 };

  it('fires for a perimeter within the owner’s distance, naming the fire', () => {
    expect(autoActivationTrigger(rule, perimeterAt(4.9), [])).toMatchObject({
      rule: 'distance',
      fireKey: 'perimeter:p1',
    });
    expect(autoActivationTrigger(rule, perimeterAt(5.1), [])).toBeNull();
  });

  it('fires for an Evacuation Immediate covering the property', () => {
    expect(
      autoActivationTrigger(rule, null, [{ id: 'urn:oid:1', event: 'Evacuation Immediate' }]),
    ).toMatchObject({ rule: 'evacuation', fireKey: 'nws:urn:oid:1' });
    expect(autoActivationTrigger(rule, null, [{ id: 'x', event: 'Red Flag Warning' }])).toBeNull();
  });

  it('never fires when the owner has not turned it on', () => {
    expect(autoActivationTrigger({ ...rule, enabled: false }, perimeterAt(0, true), [])).toBeNull();
  });
});

describe('directions and envelopes', () => {
  it('names eight directions', () => {
    expect(directionWords(0)).toBe('north');
    expect(directionWords(44)).toBe('northeast');
    expect(directionWords(-90)).toBe('west');
    expect(directionWords(181)).toBe('south');
  });

  it('pads the envelope around the fleet as W,S,E,N', () => {
    const box = envelopeAround([home], 30)!.split(',').map(Number);
    expect(box[0]).toBeLessThan(-118.5);
    expect(box[1]).toBeCloseTo(34 - 30 / 69, 3);
    expect(box[2]).toBeGreaterThan(-118.5);
    expect(box[3]).toBeCloseTo(34 + 30 / 69, 3);
    expect(envelopeAround([], 30)).toBeNull();
  });
});
