import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi, tagsReply, liveConnection } from '@/testing/stub-api';
import { Component as SettingsScreen } from './settings';

// Typing and polling through real timers take longer than 5 s on a busy machine.
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const propertiesAs = (role: string) => ({
  body: {
    properties: [
      {
        id: 1,
        name: 'Malibu Canyon Residence',
        address: '3700 Las Flores Canyon Rd, Malibu, CA 90265',
        location: null,
        site_id: 'WD-1001',
        role,
        status: 'Online',
        connection: liveConnection(),
        problems: [],
        system_status: 'STANDBY',
        service_provider: null,
      },
    ],
  },
});

const tags = tagsReply({ STATUS_PERIMETER_DEFENSE: 0, PD_LENGTH: 45, PD_REMAIN: 0 });

const renderScreen = () =>
  renderWithProviders(
    <MemoryRouter>
      <SettingsScreen />
    </MemoryRouter>,
  );

afterEach(() => {
  sessionStorage.clear();
});

describe('settings screen', INTERACTION_TIMEOUT, () => {
  it('lets an Owner change a run length after confirming, through a SCADA write', async () => {
    sessionStorage.setItem('selected_site_id', 'WD-1001');
    const api = stubApi({
      'GET /api/properties': propertiesAs('owner'),
      'GET /api/tags/control-center': tags,
      'POST /api/scada/write': { status: 202, body: { command_id: 'c-1', status: 'pending' } },
      'GET /api/scada/commands/c-1': {
        body: {
          command_id: 'c-1',
          status: 'pending',
          site_id: 'WD-1001',
          tag: 'PD_LENGTH',
          value: 60,
          requested_at: new Date().toISOString(),
          sent_at: null,
          completed_at: null,
          error: null,
        },
      },
    });
    const user = userEvent.setup();
    renderScreen();

    const card = await screen.findByRole('region', { name: 'Perimeter Defense' });
    await user.click(within(card).getByRole('button', { name: 'Change run length' }));
    const input = screen.getByLabelText('Run length (minutes)', { exact: false });
    await user.clear(input);
    await user.type(input, '60');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(
      'Change perimeter defense run length at Malibu Canyon Residence from 45 to 60 minutes?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Change' }));

    expect(await within(card).findByText('Requested: sent to the panel')).toBeInTheDocument();
    expect(api.sent('POST /api/scada/write')[0]?.body).toEqual({ tag: 'PD_LENGTH', value: 60 });
  });

  it.each([
    ['Guest', 'guest'],
    ['Property User', 'user'],
  ])(
    'shows a %s the settings without any change control (settings are for Owners and Property Managers)',
    async (_label, role) => {
      sessionStorage.setItem('selected_site_id', 'WD-1001');
      stubApi({ 'GET /api/properties': propertiesAs(role), 'GET /api/tags/control-center': tags });
      renderScreen();

      await screen.findByRole('region', { name: 'Perimeter Defense' });
      expect(screen.queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
    },
  );
});
