import { describe, expect, it } from 'vitest';

import { outlinesOf } from './fire-data';

describe('fire perimeters on the map band', () => {
  it('draws each polygon’s outer ring as Leaflet positions, latitude first', () => {
    expect(
      outlinesOf({
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [-118.7, 34.1],
              [-118.6, 34.2],
              [-118.7, 34.1],
            ],
            [
              [-118.65, 34.12],
              [-118.64, 34.13],
              [-118.65, 34.12],
            ],
          ],
          [
            [
              [-117, 33],
              [-116.9, 33.1],
              [-117, 33],
            ],
          ],
        ],
      }),
    ).toEqual([
      [
        [34.1, -118.7],
        [34.2, -118.6],
        [34.1, -118.7],
      ],
      [
        [33, -117],
        [33.1, -116.9],
        [33, -117],
      ],
    ]);
  });
});
