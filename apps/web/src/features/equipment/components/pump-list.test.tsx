import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi, tagsReply } from '@/testing/stub-api';
import { PumpList } from './pump-list';

// Typing and polling through real timers take longer than 5 s on a busy machine.
const INTERACTION_TIMEOUT = { timeout: 20_000 };

describe('pumps', INTERACTION_TIMEOUT, () => {
  it('shows one card per pump with its name, ON/OFF and pressure to 2 decimals', async () => {
    stubApi({
      'GET /api/tags/control-center': tagsReply({
        HMI_PUMP1_RUN_IND: true,
        PUMP_1_PRESSURE: 61.237,
        PUMP_2_STATUS: 0,
        PRESSURE2_PSI: 38.4,
      }),
    });
    renderWithProviders(<PumpList siteId="WD-1001" />);

    const first = await screen.findByRole('region', { name: 'Pump #1' });
    expect(first).toHaveTextContent('ON');
    expect(first).toHaveTextContent('61.24 PSI');
    expect(first).toHaveTextContent('Typical (50-70 PSI)');
    const second = screen.getByRole('region', { name: 'Pump #2' });
    expect(second).toHaveTextContent('OFF');
    expect(second).toHaveTextContent('38.40 PSI');
    expect(second).toHaveTextContent('Pump idle');
  });

  it('colours a low running pressure as below the minimum', async () => {
    stubApi({
      'GET /api/tags/control-center': tagsReply({ PUMP_1_STATUS: 1, PUMP_1_PRESSURE: 31 }),
    });
    renderWithProviders(<PumpList siteId="WD-1001" />);
    expect(await screen.findByRole('region', { name: 'Pump #1' })).toHaveTextContent(
      'Below the 40 PSI minimum',
    );
  });

  it('shows No Pumps Available when the panel reports none', async () => {
    stubApi({ 'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 0 }) });
    renderWithProviders(<PumpList siteId="WD-1001" />);
    expect(await screen.findByRole('heading', { name: 'No Pumps Available' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the tags cannot be loaded, and Retry recovers', async () => {
    const user = userEvent.setup();
    let down = true;
    stubApi({
      'GET /api/tags/control-center': () =>
        down
          ? { status: 503, body: { error: { code: 'unavailable', message: 'Database is down.' } } }
          : tagsReply({ HMI_PUMP1_RUN_IND: true, PUMP_1_PRESSURE: 52.5 }),
    });
    renderWithProviders(<PumpList siteId="WD-1001" />);
    expect(await screen.findByText('Could not load the panel data')).toBeInTheDocument();

    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Pump #1' })).toBeInTheDocument();
  });
});
