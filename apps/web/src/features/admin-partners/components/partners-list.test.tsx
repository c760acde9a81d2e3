import { PARTNER_FILTERS, type PartnerFilter } from '@wildfire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import type { Partner } from '../api/types';
import { PartnersList } from './partners-list';

const partner = (id: number, overrides: Partial<Partner> = {}): Partner => ({
  id,
  company_name: `Company ${String(id)}`,
  contact_name: `Contact ${String(id)}`,
  email: `c${String(id)}@example.test`,
  phone: '(818) 555-0100',
  service_type: 'Both',
  certification: 'Certified',
  status: 'Active',
  location: 'Calabasas, CA',
  rating: 4,
  specialties: ['Pump service'],
  join_date: '2024-01-01',
  last_activity: null,
  active_projects: 1,
  assigned_properties: 0,
  assignable: true,
  ...overrides,
});

const everyone = [
  partner(1, { company_name: 'Canyon Fire Systems', rating: 5 }),
  partner(2, { company_name: 'Sierra Ember Defense', status: 'Waiting Onboarding', rating: 0 }),
  partner(3, {
    company_name: 'Ridgeline Installations',
    certification: 'Expired',
    status: 'Inactive',
  }),
];
const stats: Record<PartnerFilter, number> = {
  waiting_onboarding: 1,
  active: 1,
  waiting_approval: 0,
  assigned_projects: 3,
  assigned_properties: 0,
};

/** The partners endpoint, filtering like the server: search on company, filter on status. */
const partnersRoute = () => ({
  'GET /api/admin/partners': ({ url }: { url: URL }) => {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const filter = url.searchParams.get('filter');
    const items = everyone.filter(
      (p) =>
        p.company_name.toLowerCase().includes(search) &&
        (filter !== 'waiting_onboarding' || p.status === 'Waiting Onboarding'),
    );
    return {
      body: { items, total: items.length, page: 1, page_size: 25, all_partners: 3, stats },
    };
  },
});

describe('Service Partners (spec 2.21)', { timeout: 20_000 }, () => {
  it('lists partners with whole-star ratings and View, Projects, Messages going to real pages', async () => {
    stubApi(partnersRoute());
    const user = userEvent.setup();
    const { router } = renderScreen(
      <PartnersList permissions={['view_partners']} />,
      '/admin/contractors',
    );
    const table = await screen.findByRole('table', { name: 'Service partners' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible();
    expect(within(table).getByRole('img', { name: 'Rated 0 out of 5 stars' })).toBeVisible();
    expect(within(table).getByText('Expired')).toBeVisible();
    expect(screen.getByText('Showing 3 of 3 partners')).toBeVisible();
    expect(screen.queryByRole('button', { name: '+ Add Partner' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Projects of Canyon Fire Systems' }));
    expect(router.state.location.pathname).toBe('/admin/contractors/1/projects');
  });

  it('the stat cards toggle a filter shown in a badge with a clear button', async () => {
    const api = stubApi(partnersRoute());
    const user = userEvent.setup();
    renderScreen(
      <PartnersList permissions={['view_partners', 'manage_partners']} />,
      '/admin/contractors',
    );
    const cards = await screen.findByRole('group', { name: 'Partner filters' });
    expect(within(cards).getAllByRole('button')).toHaveLength(PARTNER_FILTERS.length);
    const onboarding = within(cards).getByRole('button', { name: /Waiting to be Onboarded/ });
    expect(onboarding).toHaveAttribute('aria-pressed', 'false');

    await user.click(onboarding);
    expect(await screen.findByText('Showing 1 of 3 partners')).toBeVisible();
    expect(onboarding).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Filter: Waiting to be Onboarded')).toBeVisible();
    expect(api.sent('GET /api/admin/partners').at(-1)?.url.searchParams.get('filter')).toBe(
      'waiting_onboarding',
    );

    // Pressing the card again clears it; so does the badge's clear button.
    await user.click(onboarding);
    expect(await screen.findByText('Showing 3 of 3 partners')).toBeVisible();
    await user.click(onboarding);
    await screen.findByText('Filter: Waiting to be Onboarded');
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(await screen.findByText('Showing 3 of 3 partners')).toBeVisible();
    expect(screen.queryByText('Filter: Waiting to be Onboarded')).not.toBeInTheDocument();
  });

  it('search filters as one types once typing pauses (issue 36), and at once with Search or Enter; empty text from the spec', async () => {
    const api = stubApi(partnersRoute());
    const user = userEvent.setup();
    renderScreen(<PartnersList permissions={['view_partners']} />, '/admin/contractors');
    await screen.findByText('Showing 3 of 3 partners');
    const box = screen.getByPlaceholderText('Search partners...');
    await user.click(box);
    await user.paste('sierra');
    // Not on every keystroke: the list asks once the typing pauses.
    expect(api.sent('GET /api/admin/partners')).toHaveLength(1);
    expect(await screen.findByText('Showing 1 of 3 partners')).toBeVisible();
    await user.clear(box);
    await user.paste('sierra');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Showing 1 of 3 partners')).toBeVisible();
    expect(api.sent('GET /api/admin/partners').at(-1)?.url.searchParams.get('search')).toBe(
      'sierra',
    );
    await user.clear(box);
    await user.paste('nobody');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No partners found matching your criteria.')).toBeVisible();
  });

  it('a failed load shows the error with Retry', async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/partners': (request) =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'Something broke.' } } }
          : partnersRoute()['GET /api/admin/partners'](request),
    });
    const user = userEvent.setup();
    renderScreen(<PartnersList permissions={['view_partners']} />, '/admin/contractors');
    expect(await screen.findByText('The partners could not be loaded')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(screen.getByRole('table', { name: 'Service partners' })).toBeVisible();
    });
  });
});
