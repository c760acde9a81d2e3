import { MAP_PANEL_FIELDS } from '@wildfire/shared';
import axe from 'axe-core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { AdminMap } from './admin-map';

const nothing = {
  panel_fields: [...MAP_PANEL_FIELDS],
  panels: [],
  leads: [],
  projects: [],
  fire_zones: [],
  unplaced: 0,
};

const renderAt = (element: ReactElement) => renderScreen(element, '/admin', '*');

const mapRegion = () => screen.getByRole('region', { name: 'Admin map' });

describe('admin map', { timeout: 20_000 }, () => {
  it('Map Loading Error when the map data fails; Retry Loading Map draws it', async () => {
    let down = true;
    stubApi({
      'GET /api/admin/map': () =>
        down
          ? {
              status: 500,
              body: { error: { code: 'internal', message: 'Something went wrong on our side.' } },
            }
          : { body: nothing },
    });
    const user = userEvent.setup();
    renderAt(<AdminMap />);

    const overlay = await within(
      await screen.findByRole('region', { name: 'Admin map' }),
    ).findByRole('alert');
    expect(overlay).toHaveTextContent('Map Loading Error');
    expect(overlay).toHaveTextContent('Failed to initialize map');
    expect(mapRegion()).toHaveAttribute('data-map-state', 'error');
    // Its structure is accessible (jsdom draws nothing, so colours are the browser sweep's).
    const { violations } = await axe.run(overlay, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    down = false;
    await user.click(within(overlay).getByRole('button', { name: 'Retry Loading Map' }));
    await expect.poll(() => mapRegion().getAttribute('data-map-state')).toBe('ready');
    expect(within(mapRegion()).queryByRole('alert')).toBeNull();
  });

  it('empty: nothing to show leaves the United States view and says so', async () => {
    stubApi({ 'GET /api/admin/map': { body: nothing } });
    renderAt(<AdminMap />);
    expect(
      await screen.findByText('Showing 0 panels, 0 leads, 0 projects in progress.'),
    ).toBeVisible();
    await expect.poll(() => mapRegion().getAttribute('data-map-state')).toBe('ready');
    expect(mapRegion().querySelectorAll('.leaflet-marker-icon')).toHaveLength(0);
    // The United States, centred near 39.83, -98.58 at zoom 4.
    expect(mapRegion()).toHaveAttribute('data-zoom', '4');
    expect(mapRegion()).toHaveAttribute('data-center', '39.8300,-98.5800');
  });
});
