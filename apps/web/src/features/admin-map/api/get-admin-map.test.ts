import { MAP_PANEL_FIELDS } from '@wildfire/shared';
import { describe, expect, it } from 'vitest';

import { createTestQueryClient } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { adminMapQuery } from './get-admin-map';

const row = [
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
  [],
];

const answer = (panelFields: readonly string[]) => ({
  panel_fields: panelFields,
  panels: [row],
  leads: [],
  projects: [],
  fire_zones: [],
  unplaced: 0,
});

describe("the map's panels arrive as rows of values (GET /api/admin/map)", () => {
  it('are read into panels by the order the answer names', async () => {
    stubApi({ 'GET /api/admin/map': { body: answer(MAP_PANEL_FIELDS) } });
    const data = await createTestQueryClient().fetchQuery(adminMapQuery());
    expect(data.panels).toEqual([
      {
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
        alarms: [],
      },
    ]);
    expect(data).not.toHaveProperty('panel_fields');
  });

  it('an order this page does not know is an error, not panels in the wrong places', async () => {
    const swapped = [...MAP_PANEL_FIELDS];
    [swapped[5], swapped[6]] = [swapped[6]!, swapped[5]!];
    stubApi({ 'GET /api/admin/map': { body: answer(swapped) } });
    await expect(createTestQueryClient().fetchQuery(adminMapQuery())).rejects.toThrow(
      'The map data came in a form this page does not know. Reload the page.',
    );
  });
});
