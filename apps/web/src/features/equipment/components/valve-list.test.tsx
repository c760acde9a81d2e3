import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Property } from '@/lib/site-data';
import { renderWithProviders } from '@/testing/render';
import { stubApi, tagsReply, liveConnection } from '@/testing/stub-api';
import { ValveList } from './valve-list';

// Typing and polling through real timers take longer than 5 s on a busy machine.
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const owner: Property = {
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
};

const valveTags = tagsReply({ VALVE_WATER_SUPPLY: 1, VALVE_PERIMETER_DEFENSE: 0 });

describe('valves', INTERACTION_TIMEOUT, () => {
  it('shows one card per valve with custom names, type and ON/OFF', async () => {
    stubApi({
      'GET /api/tags/control-center': valveTags,
      'GET /api/valves/names': { body: { names: { VALVE_PERIMETER_DEFENSE: 'Back hillside' } } },
    });
    renderWithProviders(<ValveList siteId="WD-1001" property={owner} />);

    const supply = await screen.findByRole('region', { name: 'Water Supply' });
    expect(supply).toHaveTextContent('Type: Water Supply');
    expect(supply).toHaveTextContent('ON');
    const perimeter = await screen.findByRole('region', { name: 'Back hillside' });
    expect(perimeter).toHaveTextContent('Type: Perimeter Defense');
    expect(perimeter).toHaveTextContent('OFF');
  });

  it('renames a valve with PUT /api/valves/names and shows the new name', async () => {
    let names: Record<string, string> = {};
    const api = stubApi({
      'GET /api/tags/control-center': valveTags,
      'GET /api/valves/names': () => ({ body: { names } }),
      'PUT /api/valves/names': (request) => {
        const { tag, name } = request.body as { tag: string; name: string };
        names = name === '' ? {} : { [tag]: name };
        return { body: { names } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ValveList siteId="WD-1001" property={owner} />);

    const supply = await screen.findByRole('region', { name: 'Water Supply' });
    await user.click(within(supply).getByRole('button', { name: 'Rename' }));
    const input = within(await screen.findByRole('dialog')).getByLabelText('Valve name');
    expect(input).toHaveAttribute('maxlength', '60');
    await user.type(input, 'Well house');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('region', { name: 'Well house' })).toBeInTheDocument();
    expect(api.sent('PUT /api/valves/names')[0]?.body).toEqual({
      tag: 'VALVE_WATER_SUPPLY',
      name: 'Well house',
    });
    expect(api.sent('PUT /api/valves/names')[0]?.url.searchParams.get('site_id')).toBe('WD-1001');
  });

  it('restores the default name when the name is emptied', async () => {
    let names: Record<string, string> = { VALVE_WATER_SUPPLY: 'Well house' };
    const api = stubApi({
      'GET /api/tags/control-center': valveTags,
      'GET /api/valves/names': () => ({ body: { names } }),
      'PUT /api/valves/names': () => {
        names = {};
        return { body: { names } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ValveList siteId="WD-1001" property={owner} />);

    const valve = await screen.findByRole('region', { name: 'Well house' });
    await user.click(within(valve).getByRole('button', { name: 'Rename' }));
    await user.clear(within(await screen.findByRole('dialog')).getByLabelText('Valve name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('region', { name: 'Water Supply' })).toBeInTheDocument();
    expect(api.sent('PUT /api/valves/names')[0]?.body).toEqual({
      tag: 'VALVE_WATER_SUPPLY',
      name: '',
    });
  });

  it('shows why a rename failed and keeps the form open', async () => {
    stubApi({
      'GET /api/tags/control-center': valveTags,
      'GET /api/valves/names': { body: { names: {} } },
      'PUT /api/valves/names': {
        status: 403,
        body: { error: { code: 'forbidden', message: 'Only Owners may rename valves.' } },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ValveList siteId="WD-1001" property={owner} />);

    const supply = await screen.findByRole('region', { name: 'Water Supply' });
    await user.click(within(supply).getByRole('button', { name: 'Rename' }));
    await user.type(screen.getByLabelText('Valve name'), 'Well house');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Only Owners may rename valves.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers Rename only to Owners and Property Managers', async () => {
    stubApi({
      'GET /api/tags/control-center': valveTags,
      'GET /api/valves/names': { body: { names: {} } },
    });
    renderWithProviders(<ValveList siteId="WD-1001" property={{ ...owner, role: 'guest' }} />);

    await screen.findByRole('region', { name: 'Water Supply' });
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
  });

  it('shows No Valves Available when the panel reports none', async () => {
    stubApi({
      'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 0 }),
      'GET /api/valves/names': { body: { names: {} } },
    });
    renderWithProviders(<ValveList siteId="WD-1001" property={owner} />);
    expect(await screen.findByRole('heading', { name: 'No Valves Available' })).toBeInTheDocument();
  });

  it('falls back to the default names when the custom names cannot be loaded', async () => {
    stubApi({
      'GET /api/tags/control-center': valveTags,
      'GET /api/valves/names': {
        status: 500,
        body: { error: { code: 'internal', message: 'Something broke.' } },
      },
    });
    renderWithProviders(<ValveList siteId="WD-1001" property={owner} />);

    expect(await screen.findByRole('region', { name: 'Water Supply' })).toBeInTheDocument();
    expect(
      await screen.findByText('Could not load the valve names; showing the default names'),
    ).toBeInTheDocument();
  });
});
