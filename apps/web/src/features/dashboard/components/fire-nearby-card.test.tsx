import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import type { FireAnswer } from '@/lib/fire-data';
import { FireNearbyCard } from './fire-nearby-card';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const current = (source: 'perimeters' | 'hotspots' | 'nws') => ({
  source,
  state: 'current' as const,
  last_success_at: minutesAgo(4),
  last_attempt_at: minutesAgo(4),
  error: null,
});

const nearby: FireAnswer = {
  sources: [current('perimeters'), current('hotspots'), current('nws')],
  measured_at: minutesAgo(4),
  level: 'warning',
  nearest_perimeter: {
    id: '42',
    incident_name: 'Canyon Fire',
    acres: 1250,
    containment: 15,
    updated_at: minutesAgo(90),
    distance_miles: 6.2,
    inside: false,
    direction: 'northeast',
    link: 'https://services3.arcgis.com/x/FeatureServer/0/42',
  },
  nearest_hotspot: null,
  events: [],
  auto_activation: { enabled: false, within_miles: 3, countdown_minutes: 10, approved_at: null },
  activation: null,
};

describe('Fire nearby card', { timeout: 20_000 }, () => {
  it('names the nearest fire, its distance and direction, size, containment, link and each source’s age', async () => {
    stubApi({ 'GET /api/fire': { body: nearby } });
    renderWithProviders(<FireNearbyCard siteId="WD-1001" role="owner" />);
    const card = await screen.findByRole('region', { name: /Fire nearby/ });
    expect(await within(card).findByText('Canyon Fire: 6.2 miles northeast')).toBeInTheDocument();
    expect(within(card).getByText('1,250 acres')).toBeInTheDocument();
    expect(within(card).getByText('15 %')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: /Incident record: Canyon Fire/ }),
    ).toHaveAttribute('href', nearby.nearest_perimeter!.link);
    expect(
      within(card).getByText(/Fire perimeters \(NIFC\): updated 4 minutes ago/),
    ).toBeInTheDocument();
  });

  it('says the data is unknown, never "no fire", when the source is unreachable', async () => {
    stubApi({
      'GET /api/fire': {
        body: {
          ...nearby,
          level: null,
          nearest_perimeter: null,
          sources: [
            { ...current('perimeters'), state: 'unknown', last_success_at: null, error: 'network' },
            { ...current('hotspots'), state: 'off', last_success_at: null },
            current('nws'),
          ],
        },
      },
    });
    renderWithProviders(<FireNearbyCard siteId="WD-1001" role="owner" />);
    expect(await screen.findByText('Fire data unknown')).toBeInTheDocument();
    expect(screen.queryByText(/No fire perimeter within 30 miles/)).not.toBeInTheDocument();
    expect(screen.getByText(/off \(no FIRMS map key configured\)/)).toBeInTheDocument();
  });

  it('a countdown can be cancelled by a member with control; a Guest sees no cancel and no settings', async () => {
    const counting = {
      ...nearby,
      activation: {
        id: 7,
        status: 'counting' as const,
        rule: 'distance' as const,
        reason: 'Canyon Fire 2.0 miles northeast, within your 3 miles rule',
        starts_at: new Date(Date.now() + 8 * 60_000 + 5_000).toISOString(),
        created_at: minutesAgo(2),
        completed_at: null,
        command_id: null,
        error: null,
      },
    };
    const api = stubApi({
      'GET /api/fire': { body: counting },
      'POST /api/fire/auto-activation/cancel': {
        body: { ...counting.activation, status: 'cancelled' },
      },
    });
    const { unmount } = renderWithProviders(<FireNearbyCard siteId="WD-1001" role="user" />);
    expect(await screen.findByText(/starts in 9 minutes unless cancelled/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel automatic start' }));
    expect(api.sent('POST /api/fire/auto-activation/cancel')).toHaveLength(1);
    expect(
      screen.queryByRole('button', { name: 'Change automatic activation' }),
    ).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<FireNearbyCard siteId="WD-1001" role="guest" />);
    expect(await screen.findByText(/starts in 9 minutes/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Cancel automatic start' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Automatic activation: off.')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Change automatic activation' }),
    ).not.toBeInTheDocument();
  });

  it('an Owner sets the rule', async () => {
    const api = stubApi({
      'GET /api/fire': { body: nearby },
      'PUT /api/fire/auto-activation': ({ body }) => ({
        body: { ...(body as object), approved_at: minutesAgo(0) },
      }),
    });
    renderWithProviders(<FireNearbyCard siteId="WD-1001" role="owner" />);
    expect(await screen.findByText('Automatic activation: off.')).toBeInTheDocument();
    // The form loads when opened; the card alone does not bring it.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    const change = screen.getByRole('button', { name: 'Change automatic activation' });
    await userEvent.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(
      await screen.findByRole('switch', { name: /Start the system when a fire comes near/ }),
    );
    const distance = screen.getByRole('textbox', { name: 'Fire within (miles)' });
    await userEvent.clear(distance);
    await userEvent.type(distance, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save automatic activation' }));
    expect(api.sent('PUT /api/fire/auto-activation')[0]?.body).toEqual({
      enabled: true,
      within_miles: 5,
      countdown_minutes: 10,
    });
  });
});
