import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi, tagsReply } from '@/testing/stub-api';
import { DefenseStatus } from './defense-status';

// Typing and polling through real timers take longer than 5 s on a busy machine.
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const standby = {
  SystemRunning: false,
  SystemError: false,
  SD_LENGTH: 30,
  SD_REMAIN: 0,
  HMI_SD_TEST_ON_IND: false,
  HMI_SD_ON_ELAPSE: 2880,
  HMI_SD_TEST_ON_TIME: 5,
  PD_LENGTH: 45,
  PD_REMAIN: 0,
  HMI_PD_TEST_ON_IND: false,
  HMI_PD_ON_ELAPSE: 0,
  HMI_PD_TEST_ON_TIME: 5,
  PD_ON_TIME: 105 * 60_000,
};

const tile = (label: string) => screen.getByText(label).closest('.mantine-Paper-root');

async function renderStatus(kind: 'structure' | 'perimeter', tags: Record<string, unknown>) {
  stubApi({
    'GET /api/tags/control-center': tagsReply(tags as Record<string, number | boolean>),
  });
  renderWithProviders(<DefenseStatus kind={kind} siteId="WD-1001" />);
  await screen.findByText('Health');
}

describe('structure and perimeter defense status', INTERACTION_TIMEOUT, () => {
  it('structure in standby: Standby, Operational, last activation, lengths and test run', async () => {
    await renderStatus('structure', standby);

    expect(tile('Status')).toHaveTextContent('Standby');
    expect(tile('Health')).toHaveTextContent('Operational');
    expect(tile('Last activation')).toHaveTextContent('2880 minutes ago');
    expect(tile('Run length')).toHaveTextContent('30 min');
    expect(tile('Minutes remaining')).toHaveTextContent('0 min');
    expect(tile('Test run')).toHaveTextContent('Not running');
    expect(tile('Test run')).toHaveTextContent('Test length 5 min');
    expect(screen.queryByText('Coverage area')).not.toBeInTheDocument();
  });

  it('is Active with Active health during a test run', async () => {
    await renderStatus('structure', { ...standby, HMI_SD_TEST_ON_IND: true });
    expect(tile('Status')).toHaveTextContent('Active');
    expect(tile('Health')).toHaveTextContent('Active');
    expect(tile('Test run')).toHaveTextContent('In progress');
  });

  it('is Running when the system runs without a test', async () => {
    await renderStatus('structure', { ...standby, SystemRunning: true });
    expect(tile('Status')).toHaveTextContent('Running');
    expect(tile('Health')).toHaveTextContent('Active');
  });

  it('is Error whenever the system reports an error', async () => {
    await renderStatus('perimeter', { ...standby, SystemError: true, HMI_PD_TEST_ON_IND: true });
    expect(tile('Status')).toHaveTextContent('Error');
    expect(tile('Health')).toHaveTextContent('Error');
  });

  it('perimeter: Never activated, and the coverage area from PD_ON_TIME in acres', async () => {
    await renderStatus('perimeter', standby);
    expect(tile('Last activation')).toHaveTextContent('Never');
    expect(tile('Run length')).toHaveTextContent('45 min');
    // 105 minutes: 1.5 + 105/100 = 2.55, shown with one decimal.
    expect(tile('Coverage area')).toHaveTextContent('2.6 acres');
  });

  it('says there is nothing to show when the panel never reported', async () => {
    stubApi({ 'GET /api/tags/control-center': tagsReply({}) });
    renderWithProviders(<DefenseStatus kind="perimeter" siteId="WD-1004" />);
    expect(
      await screen.findByText(
        'The panel at this property has not reported yet, so there is no status to show.',
      ),
    ).toBeInTheDocument();
  });
});
