import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { PanelsAtRisk } from './panels-at-risk';

const perimeters = (state: 'current' | 'unknown', lastSuccess: string | null) => ({
  source: 'perimeters',
  state,
  last_success_at: lastSuccess,
  last_attempt_at: lastSuccess,
  error: state === 'unknown' ? 'network' : null,
});

describe('Panels at risk', { timeout: 20_000 }, () => {
  it('lists each panel within 10 miles with its fire, distance, readiness and automatic activation, linked to the panel', async () => {
    stubApi({
      'GET /api/admin/fire': {
        body: {
          sources: [perimeters('current', new Date().toISOString())],
          at_risk: [
            {
              site_id: 'WD-1001',
              property_id: 1,
              property_name: 'Malibu Canyon Residence',
              distance_miles: 4.25,
              incident_name: 'Canyon Fire',
              readiness: 'not_ready',
              status: 'Fault',
              auto_activation: true,
            },
          ],
        },
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <PanelsAtRisk />
      </MemoryRouter>,
    );
    const section = await screen.findByRole('region', { name: /Panels at risk/ });
    const link = await within(section).findByRole('link', {
      name: 'Malibu Canyon Residence (WD-1001)',
    });
    expect(link).toHaveAttribute('href', '/admin/property/WD-1001');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('Canyon Fire');
    expect(row).toHaveTextContent('4.3 miles');
    expect(row).toHaveTextContent('Not ready');
    expect(row).toHaveTextContent('On');
  });

  it('says the fire data is unknown rather than that no panel is at risk', async () => {
    stubApi({
      'GET /api/admin/fire': { body: { sources: [perimeters('unknown', null)], at_risk: [] } },
    });
    renderWithProviders(
      <MemoryRouter>
        <PanelsAtRisk />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/Fire data unknown/)).toBeInTheDocument();
    expect(screen.queryByText(/No panel has a fire/)).not.toBeInTheDocument();
  });
});
