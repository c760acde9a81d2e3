import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { panelStateReply, stubApi, tagsReply } from '@/testing/stub-api';
import { Dashboard } from './dashboard';
import { freshnessText } from './data-freshness';
import { WeatherCard } from './weather-card';

// Typing and polling through real timers take longer than 5 s on a busy machine.
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const config = {
  body: {
    support_email: 'support@wildfire.example',
    support_phone: '(800) 555-0199',
    tile_url: 'https://tiles.example/{z}/{x}/{y}.png',
    demo_mode: true,
  },
};

const standby = {
  SYSTEM_STATUS: 0,
  AGITATOR_PUMP_STATUS: 1,
  STATUS_PERIMETER_DEFENSE: 0,
  STATUS_STRUCTURE_DEFENSE: 1,
  TEMP_SENSOR_1: 71,
  TEMP_SENSOR_2: 72.5,
};

const renderDashboard = () =>
  renderWithProviders(
    <Dashboard
      siteId="WD-1001"
      role="owner"
      emergencyPanel={<section aria-label="Emergency stand-in" />}
    />,
  );

describe('dashboard', INTERACTION_TIMEOUT, () => {
  it('shows a spinner while the tags load', () => {
    stubApi({ 'GET /api/tags/control-center': () => new Promise(() => {}) });
    renderDashboard();
    expect(screen.getByLabelText('Loading the panel data')).toBeInTheDocument();
  });

  it('shows System Offline with the support email and phone when the panel never reported', async () => {
    stubApi({ 'GET /api/tags/control-center': tagsReply({}), 'GET /api/config': config });
    renderDashboard();

    expect(await screen.findByRole('heading', { name: 'System Offline' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'support@wildfire.example' })).toHaveAttribute(
      'href',
      'mailto:support@wildfire.example',
    );
    expect(screen.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute(
      'href',
      'tel:8005550199',
    );
    expect(screen.queryByRole('heading', { name: 'System Status' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Emergency stand-in')).not.toBeInTheDocument();
  });

  it('shows Weather, System Status, Temperature Sensors and the Emergency panel', async () => {
    stubApi({ 'GET /api/tags/control-center': tagsReply(standby) });
    renderDashboard();

    const status = await screen.findByRole('region', { name: 'System Status' });
    expect(status).toHaveTextContent('STANDBY');
    expect(status).toHaveTextContent(/Agitator PumpON/);
    expect(status).toHaveTextContent(/Perimeter DefenseOFF/);
    expect(status).toHaveTextContent(/Structure DefenseON/);
    const temperatures = screen.getByRole('region', { name: 'Temperature Sensors' });
    expect(temperatures).toHaveTextContent('Sensor 171 °F');
    expect(temperatures).toHaveTextContent('Sensor 272.5 °F');
    expect(screen.getByRole('region', { name: 'Weather' })).toHaveTextContent(
      'Weather is unavailable for this property right now.',
    );
    expect(screen.getByLabelText('Emergency stand-in')).toBeInTheDocument();
  });

  it("shows the server's weather for the property once it arrives", async () => {
    const api = stubApi({
      'GET /api/tags/control-center': tagsReply(standby),
      'GET /api/weather': {
        body: {
          available: true,
          city: 'Malibu',
          temperature: 91.4,
          lowTemp: 81.4,
          highTemp: 96.4,
          windSpeed: 22,
          windDirection: 'NE',
          humidity: 12,
          threatLevel: 'Extreme',
        },
      },
    });
    renderDashboard();

    expect(await screen.findByText('Malibu')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Weather' })).toHaveTextContent('Extreme');
    expect(
      api.requests.some(
        (r) => r.url.pathname === '/api/weather' && r.url.searchParams.get('site_id') === 'WD-1001',
      ),
    ).toBe(true);
  });

  it('reads ACTIVE when the system tag is 1 or true', async () => {
    stubApi({ 'GET /api/tags/control-center': tagsReply({ ...standby, SYSTEM_STATUS: true }) });
    renderDashboard();
    expect(await screen.findByRole('region', { name: 'System Status' })).toHaveTextContent(
      'ACTIVE',
    );
  });

  it('hides Temperature Sensors when every reading is zero', async () => {
    stubApi({
      'GET /api/tags/control-center': tagsReply({ ...standby, TEMP_SENSOR_1: 0, TEMP_SENSOR_2: 0 }),
    });
    renderDashboard();

    await screen.findByRole('region', { name: 'System Status' });
    expect(screen.queryByRole('region', { name: 'Temperature Sensors' })).not.toBeInTheDocument();
  });

  it('says how fresh the data is from the newest tag timestamp', async () => {
    stubApi({
      'GET /api/tags/control-center': tagsReply(standby, Date.now() - 5 * 60_000 - 1_000),
    });
    renderDashboard();
    expect(await screen.findByText('Updated 5 minutes ago')).toBeInTheDocument();
  });

  it('an offline panel shows Panel offline with when it was last heard from, its values as last known, no Live and no green status', async () => {
    const lastHeard = Date.now() - 12 * 60_000 - 5_000;
    stubApi({
      'GET /api/tags/control-center': tagsReply({ ...standby, WATER_TANK_LEVEL: 80 }, lastHeard),
      'GET /api/panel-state': panelStateReply({
        online: false,
        last_seen_at: lastHeard,
        offline_since: lastHeard + 30_000,
        offline_reason: 'connection lost',
      }),
    });
    renderDashboard();

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Panel offline');
    expect(banner).toHaveTextContent(
      /Last heard from .*\(12 minutes ago\): connection lost \(last will\)/,
    );
    expect(banner).toHaveTextContent('If a fire threatens the property, call 911.');
    const status = screen.getByRole('region', { name: 'System Status' });
    // Shown as last known, greyed, with its age; never as live.
    expect(status.closest('[data-last-known]')).not.toBeNull();
    expect(status).toHaveTextContent('Last known, 12 minutes ago');
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
    const standbyBadge = within(status).getByText('STANDBY');
    expect(standbyBadge.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('gray');
    expect(screen.getByRole('group', { name: 'Connection' })).toHaveTextContent('Offline');
    // The controls are not greyed with the values: they say Offline on their own.
    expect(screen.getByLabelText('Emergency stand-in').closest('[data-last-known]')).toBeNull();
  });

  it('a panel silent for more than 90 s reads offline even while the server still holds it online', async () => {
    stubApi({
      'GET /api/tags/control-center': tagsReply(standby, Date.now() - 120_000),
      'GET /api/panel-state': panelStateReply({ last_seen_at: Date.now() - 120_000 }),
    });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Panel offline.*silent for 90 seconds/,
    );
  });

  it('shows a Not ready card naming each active problem, what to do, and who acknowledged it', async () => {
    const api = stubApi({
      'GET /api/tags/control-center': tagsReply({ ...standby, WATER_TANK_LEVEL: 0 }),
      'GET /api/panel-state': panelStateReply({}, [
        {
          id: 41,
          site_id: 'WD-1001',
          property_id: 1,
          property_name: 'Malibu',
          condition: 'low_water',
          severity: 'urgent',
          title: 'Water tank low',
          description: 'Water tank at 0 % at Malibu: below 25 %.',
          details: null,
          raised_at: new Date(Date.now() - 3 * 60_000 - 5_000).toISOString(),
          updated_at: null,
          age_seconds: 180,
          acknowledged: false,
          acknowledged_by: [{ name: 'Sam Patel', at: new Date().toISOString() }],
        },
      ]),
      'POST /api/alerts/41/acknowledge': { body: {} },
    });
    const user = userEvent.setup();
    renderDashboard();

    const card = await screen.findByRole('region', { name: 'Not ready' });
    expect(card).toHaveTextContent('Water tank low');
    expect(card).toHaveTextContent('Water tank at 0 % at Malibu: below 25 %.');
    expect(card).toHaveTextContent(
      /What to do: The pumps cannot defend the property without water/,
    );
    expect(card).toHaveTextContent('Raised 3 minutes ago');
    expect(card).toHaveTextContent(/Acknowledged by Sam Patel at/);
    await user.click(within(card).getByRole('button', { name: 'Acknowledge Water tank low' }));
    expect(api.sent('POST /api/alerts/41/acknowledge')).toHaveLength(1);
    // The tank tile is red below 10 %.
    expect(screen.getByRole('group', { name: 'Water tank' })).toHaveTextContent('0 %');
  });

  it('says Ready when no problem is active, with tank, line pressure and connection tiles', async () => {
    stubApi({
      'GET /api/tags/control-center': tagsReply({
        ...standby,
        WATER_TANK_LEVEL: 96.4,
        PRESSURE1_PSI: 61.2,
        PRESSURE2_PSI: 59.9,
        PUMP_1_STATUS: 1,
      }),
      'GET /api/panel-state': panelStateReply(),
    });
    renderDashboard();

    expect(await screen.findByRole('region', { name: 'Ready' })).toHaveTextContent(
      'All checks pass',
    );
    expect(screen.getByRole('group', { name: 'Water tank' })).toHaveTextContent('96 %');
    const pressure = screen.getByRole('group', { name: 'Line pressure' });
    expect(pressure).toHaveTextContent('59.9 PSI');
    expect(pressure).toHaveTextContent('Typical (50-70 PSI)');
    expect(pressure).toHaveTextContent('Minimum 40 PSI while pumps run');
    expect(screen.getByRole('group', { name: 'Connection' })).toHaveTextContent('Online');
    expect(screen.getByText('Updated just now')).toBeInTheDocument();
  });

  it('shows an error with Retry when the tags cannot be loaded, and recovers', async () => {
    let fail = true;
    stubApi({
      'GET /api/tags/control-center': () =>
        fail
          ? { status: 503, body: { error: { code: 'unavailable', message: 'Database is down.' } } }
          : tagsReply(standby),
    });
    const user = userEvent.setup();
    renderDashboard();

    expect(await screen.findByText('Could not load the panel data')).toBeInTheDocument();
    expect(screen.getByText('Database is down.')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'System Status' })).toBeInTheDocument();
  });

  it('keeps the last good data when a refresh fails', async () => {
    let fail = false;
    stubApi({
      'GET /api/tags/control-center': () =>
        fail
          ? { status: 503, body: { error: { code: 'unavailable', message: 'Database is down.' } } }
          : tagsReply(standby),
    });
    const { queryClient } = renderDashboard();
    await screen.findByRole('region', { name: 'System Status' });

    fail = true;
    await queryClient.refetchQueries({ queryKey: ['tags', 'WD-1001'] });

    expect(
      await screen.findByText('Could not refresh the panel data; showing the last values received'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'System Status' })).toHaveTextContent('STANDBY');
  });
});

describe('data freshness text', INTERACTION_TIMEOUT, () => {
  const now = Date.UTC(2025, 6, 1, 12, 0, 0);
  it('says "just now" under a minute, then counts minutes, hours and days', () => {
    expect(freshnessText(now - 30_000, now)).toBe('Updated just now');
    expect(freshnessText(now - 60_000, now)).toBe('Updated 1 minute ago');
    expect(freshnessText(now - 12 * 60_000, now)).toBe('Updated 12 minutes ago');
    expect(freshnessText(now - 3 * 3_600_000, now)).toBe('Updated 3 hours ago');
    expect(freshnessText(now - 2 * 86_400_000, now)).toBe('Updated 2 days ago');
  });
});

describe('weather card', INTERACTION_TIMEOUT, () => {
  it('shows the weather with the threat level once the server provides it', () => {
    renderWithProviders(
      <WeatherCard
        weather={{
          city: 'Malibu, CA',
          temperature: 88.4,
          lowTemp: 78,
          highTemp: 93,
          windSpeed: 18,
          windDirection: 'NE',
          humidity: 12,
          threatLevel: 'Extreme',
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Weather' });
    expect(card).toHaveTextContent('Malibu, CA');
    expect(card).toHaveTextContent('88 °F');
    expect(card).toHaveTextContent('18 mph NE');
    expect(card).toHaveTextContent('12%');
    expect(card).toHaveTextContent('Extreme');
  });
});
