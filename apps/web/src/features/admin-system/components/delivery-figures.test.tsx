import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { DeliveryFigures, formatDuration } from './delivery-figures';

describe('alert delivery figures', { timeout: 20_000 }, () => {
  it('shows each channel against its target: SMS over, email with nothing measured', async () => {
    stubApi({
      'GET /api/admin/system/delivery-figures': {
        body: {
          since: '2026-11-26T10:00:00.000Z',
          channels: [
            {
              channel: 'email',
              label: 'Email',
              count: 0,
              median_ms: null,
              p95_ms: null,
              target_ms: 30_000,
              within_target: null,
            },
            {
              channel: 'sms',
              label: 'SMS',
              count: 40,
              median_ms: 2_400,
              p95_ms: 12_500,
              target_ms: 10_000,
              within_target: false,
            },
          ],
        },
      },
    });
    renderWithProviders(<DeliveryFigures />);
    const table = await screen.findByRole('table', { name: 'Alert delivery times' });
    const sms = within(table).getByRole('row', { name: /SMS/ });
    expect(sms).toHaveTextContent('2.4 s');
    expect(sms).toHaveTextContent('12.5 s');
    expect(sms).toHaveTextContent('under 10.0 s');
    expect(sms).toHaveTextContent('Over target');
    expect(within(table).getByRole('row', { name: /Email/ })).toHaveTextContent('Nothing measured');
  });

  it('durations in ms, seconds or minutes', () => {
    expect(formatDuration(480)).toBe('480 ms');
    expect(formatDuration(1_234)).toBe('1.2 s');
    expect(formatDuration(90_000)).toBe('1.5 min');
  });
});
