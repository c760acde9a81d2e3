import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi, tagsReply } from '@/testing/stub-api';
import { PanelSettings } from './panel-settings';
import { clockTime, type SettingSetpoint } from './setting-setpoints';

// Typing and polling through real timers take longer than 5 s on a busy machine.
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const settingsTags = {
  STATUS_PERIMETER_DEFENSE: 0,
  PD_LENGTH: 45,
  PD_REMAIN: 0,
  STATUS_STRUCTURE_DEFENSE: 1,
  SD_LENGTH: 30,
  SD_REMAIN: 12,
  TEMP_SENSOR_1: 70,
  TEMP_SENSOR_2: 71,
  TEMP_SENSOR_3: 0,
  AGITATOR_PUMP_STATUS: 0,
  AGITATOR_PUMP_HOUR: 6,
  AGITATOR_PUMP_MINUTE: 5,
  AGITATOR_PUMP_DURATION: 15,
  AGITATOR_PUMP_TIME_LEFT: 0,
};

const renderSettings = (renderChange?: (setpoint: SettingSetpoint) => ReactNode) =>
  renderWithProviders(
    <MemoryRouter>
      <PanelSettings siteId="WD-1001" renderChange={renderChange} />
    </MemoryRouter>,
  );

describe('settings', INTERACTION_TIMEOUT, () => {
  it('shows the five cards from the tag values', async () => {
    stubApi({ 'GET /api/tags/control-center': tagsReply(settingsTags) });
    renderSettings();

    const perimeter = await screen.findByRole('region', { name: 'Perimeter Defense' });
    expect(perimeter).toHaveTextContent('StatusOFF');
    expect(perimeter).toHaveTextContent('Run length45 min');
    expect(perimeter).toHaveTextContent('Minutes remaining0 min');
    const structure = screen.getByRole('region', { name: 'Structure Defense' });
    expect(structure).toHaveTextContent('StatusON');
    expect(structure).toHaveTextContent('Run length30 min');
    expect(structure).toHaveTextContent('Minutes remaining12 min');
    const temperatures = screen.getByRole('region', { name: 'Temperatures' });
    expect(temperatures).toHaveTextContent('Sensor 170 °F');
    expect(temperatures).toHaveTextContent('Sensor 271 °F');
    expect(temperatures).toHaveTextContent('Sensor 30 °F');
    const agitator = screen.getByRole('region', { name: 'Agitator Pump' });
    expect(agitator).toHaveTextContent('Time of day06:05');
    expect(agitator).toHaveTextContent('Duration15 min');
    expect(agitator).toHaveTextContent('Time left0 min');
    const diagnostics = screen.getByRole('region', { name: 'System Diagnostics' });
    expect(diagnostics.querySelector('a')).toHaveAttribute('href', '/diagnostics');
    expect(screen.getByRole('link', { name: 'Open Diagnostics' })).toBeInTheDocument();
  });

  it('offers a change control per setting only when the route supplies one', async () => {
    stubApi({ 'GET /api/tags/control-center': tagsReply(settingsTags) });
    const { unmount } = renderSettings((setpoint) => (
      <span>{`${setpoint.subject}: ${setpoint.fields.map((f) => `${f.tag}=${String(f.current)}`).join(' ')}`}</span>
    ));

    expect(
      await screen.findByText('structure defense run length: SD_LENGTH=30'),
    ).toBeInTheDocument();
    expect(screen.getByText('perimeter defense run length: PD_LENGTH=45')).toBeInTheDocument();
    expect(
      screen.getByText('agitator pump start time: AGITATOR_PUMP_HOUR=6 AGITATOR_PUMP_MINUTE=5'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('agitator pump run duration: AGITATOR_PUMP_DURATION=15'),
    ).toBeInTheDocument();
    unmount();

    renderSettings();
    await screen.findByRole('region', { name: 'Structure Defense' });
    expect(screen.queryByText(/run length:/)).not.toBeInTheDocument();
  });

  it('shows No Settings Available when the panel reports none', async () => {
    stubApi({ 'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 0 }) });
    renderSettings();
    expect(
      await screen.findByRole('heading', { name: 'No Settings Available' }),
    ).toBeInTheDocument();
  });

  it('shows an error with Retry when the tags cannot be loaded', async () => {
    stubApi({
      'GET /api/tags/control-center': {
        status: 500,
        body: { error: { code: 'internal', message: 'Something broke.' } },
      },
    });
    renderSettings();
    expect(await screen.findByText('Could not load the panel data')).toBeInTheDocument();
  });

  it('writes the agitator time of day as HH:MM', () => {
    expect(clockTime(6, 5)).toBe('06:05');
    expect(clockTime(23, 59)).toBe('23:59');
    expect(clockTime(null, 30)).toBe('Not reported');
  });
});
