import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi, liveConnection } from '@/testing/stub-api';
import { RequireSelectedProperty } from './require-selected-property';

// Typing and polling through real timers take longer than 5 s on a busy machine.
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const properties = {
  body: {
    properties: [
      {
        id: 1,
        name: 'Malibu Canyon Residence',
        address: '3700 Las Flores Canyon Rd, Malibu, CA 90265',
        location: null,
        site_id: 'WD-1001',
        role: 'owner',
        status: 'Online',
        connection: liveConnection(),
        problems: [],
        system_status: 'STANDBY',
        service_provider: null,
      },
    ],
  },
};

const renderGate = () =>
  renderWithProviders(
    <MemoryRouter>
      <RequireSelectedProperty shows="its pumps">
        {({ property, siteId }) => <p>{`${property.name} (${siteId})`}</p>}
      </RequireSelectedProperty>
    </MemoryRouter>,
  );

afterEach(() => {
  sessionStorage.clear();
});

describe('screens that need a selected property', INTERACTION_TIMEOUT, () => {
  it('asks to select a property, with a link to the properties list', async () => {
    stubApi({ 'GET /api/properties': properties });
    renderGate();

    expect(await screen.findByText('Select a property to see its pumps.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
  });

  it('shows the screen for the selected property', async () => {
    sessionStorage.setItem('selected_site_id', 'WD-1001');
    stubApi({ 'GET /api/properties': properties });
    renderGate();

    expect(await screen.findByText('Malibu Canyon Residence (WD-1001)')).toBeInTheDocument();
  });

  it('asks again when the stored selection is not one of the properties', async () => {
    sessionStorage.setItem('selected_site_id', 'WD-9999');
    stubApi({ 'GET /api/properties': properties });
    renderGate();

    expect(await screen.findByText('Select a property to see its pumps.')).toBeInTheDocument();
  });
});
