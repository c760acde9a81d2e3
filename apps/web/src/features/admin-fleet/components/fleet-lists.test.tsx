import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import type { PanelSummary, PropertyRow } from '../api/types';
import { PanelsTable } from './panels-table';
import { PropertiesList } from './properties-list';
import { PropertyNotes } from './property-notes';

const SLOW = { timeout: 20_000 };

const renderAt = (element: ReactElement, path = '/') => renderScreen(element, path, '*');

const page = <T,>(items: T[], extra: object = {}) => ({
  body: { items, total: items.length, page: 1, page_size: 25, ...extra },
});

const malibuPanel: PanelSummary = {
  panel_id: 1001,
  site_id: 'WD-1001',
  property_id: 1,
  property_name: 'Malibu Canyon Residence',
  address: '3700 Las Flores Canyon Rd, Malibu, CA 90265',
  assigned_user: null,
  ping_ms: 80,
  ping_warning: false,
  signal_dbm: -70,
  digi_status: 'Online',
  system_status: 'Standby',
  status: 'Online',
  connection: {
    online: true,
    last_seen_at: Date.parse('2026-01-05T10:00:00.000Z'),
    offline_since: null,
    offline_reason: null,
  },
  problems: [],
  last_update: '2026-01-05T10:00:00.000Z',
  firmware: '2.4.1',
};

const malibuProperty: PropertyRow = {
  property_id: 1,
  name: 'Malibu Canyon Residence',
  address: '3700 Las Flores Canyon Rd, Malibu, CA 90265',
  account_name: 'Rivera Family',
  panel_id: 1001,
  site_id: 'WD-1001',
  online: true,
  last_update: '2026-01-05T10:00:00.000Z',
  located: true,
};

/** A route that fails with `error` until `recover()` is called, then answers `reply`. */
function failingUntilRecovered(error: { status: number; message: string }, reply: object) {
  let down = true;
  return {
    route: () =>
      down
        ? { status: error.status, body: { error: { code: 'unavailable', message: error.message } } }
        : reply,
    recover: () => {
      down = false;
    },
  };
}

describe('Panels (/admin/connectivity)', SLOW, () => {
  it("no panels at all: 'No panels found. Please check your connection.'", async () => {
    stubApi({ 'GET /api/admin/panels': page([], { filter_user: null }) });
    renderAt(<PanelsTable />, '/admin/connectivity');
    expect(await screen.findByText('No panels found. Please check your connection.')).toBeVisible();
  });

  it("a failed load shows the error and the server's reason with Retry, which loads them", async () => {
    const panels = failingUntilRecovered(
      { status: 503, message: 'Database unreachable.' },
      page([malibuPanel], { filter_user: null }),
    );
    stubApi({ 'GET /api/admin/panels': panels.route });
    const user = userEvent.setup();
    renderAt(<PanelsTable />, '/admin/connectivity');

    expect(await screen.findByText('The panels could not be loaded')).toBeVisible();
    expect(screen.getByText('Database unreachable.')).toBeVisible();
    panels.recover();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Malibu Canyon Residence')).toBeVisible();
  });
});

describe('Properties (/admin/properties)', SLOW, () => {
  it('a failed load shows the error with Retry, which loads them', async () => {
    const properties = failingUntilRecovered(
      { status: 500, message: 'Something broke.' },
      page([malibuProperty]),
    );
    stubApi({ 'GET /api/admin/properties': properties.route });
    const user = userEvent.setup();
    renderAt(<PropertiesList permissions={['view_properties']} />, '/admin/properties');

    expect(await screen.findByText('The properties could not be loaded')).toBeVisible();
    properties.recover();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Malibu Canyon Residence')).toBeVisible();
  });

  it('no dead end: Files, Notes and View show only to staff who may open the panel (issue 36)', async () => {
    stubApi({ 'GET /api/admin/properties': page([malibuProperty]) });
    const first = renderAt(
      <PropertiesList permissions={['view_properties']} />,
      '/admin/properties',
    );
    expect(await screen.findByText('Malibu Canyon Residence')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^(Files of|Notes of|View) / })).toBeNull();
    first.unmount();

    renderAt(
      <PropertiesList permissions={['view_properties', 'view_panels']} />,
      '/admin/properties',
    );
    expect(await screen.findByRole('link', { name: 'View Malibu Canyon Residence' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Files of Malibu Canyon Residence' })).toBeVisible();
  });

  it('a property with no notes shows the empty state', async () => {
    stubApi({ 'GET /api/admin/properties/5/notes': page([]) });
    renderAt(<PropertyNotes propertyId={5} canEdit={false} />);
    expect(await screen.findByText('No notes for this property yet.')).toBeVisible();
  });
});
