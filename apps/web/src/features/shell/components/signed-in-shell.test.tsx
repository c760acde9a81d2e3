import type { CurrentUser } from '@wildfire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { customer, property, staff, stubApi, type FakeApiData } from '../testing/fake-api';
import { SignedInShell } from './signed-in-shell';

const four = ['WD-1001', 'WD-1002', 'WD-1003', 'WD-1004'].map((id) => property(id));

function renderShell(
  path: string,
  { user = customer, selected, ...api }: FakeApiData & { user?: CurrentUser; selected?: string },
) {
  if (selected) sessionStorage.setItem('selected_site_id', selected);
  const fetchMock = stubApi(api);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SignedInShell user={user} onLogout={vi.fn()}>
            <p>Screen content</p>
          </SignedInShell>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { router, fetchMock, ...renderWithProviders(<RouterProvider router={router} />) };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const sidebar = () => screen.queryByRole('navigation', { name: 'Property sections' });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  sessionStorage.clear();
});

describe('header links (spec: Shell, header)', () => {
  it('reads "Property" and goes to / when the user has exactly one site', async () => {
    renderShell('/alerts', { properties: [property('WD-1005')] });

    const link = await within(mainNav()).findByRole('link', { name: 'Property' });
    expect(link).toHaveAttribute('href', '/');
    expect(within(mainNav()).queryByRole('link', { name: 'Properties' })).not.toBeInTheDocument();
  });

  it('reads "Properties" with several sites; it clears the selection and goes to /properties', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/alerts', { properties: four, selected: 'WD-1002' });

    const link = await within(mainNav()).findByRole('link', { name: 'Properties' });
    expect(link).toHaveAttribute('href', '/properties');
    await user.click(link);

    expect(router.state.location.pathname).toBe('/properties');
    expect(sessionStorage.getItem('selected_site_id')).toBeNull();
  });

  it('reads "Properties" when the user has no site at all', async () => {
    renderShell('/alerts', { properties: [] });

    expect(await within(mainNav()).findByRole('link', { name: 'Properties' })).toBeInTheDocument();
  });

  it('shows Home and Help to everyone, and Admin only to staff', async () => {
    const { unmount } = renderShell('/alerts', { properties: four });
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(mainNav()).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    unmount();

    renderShell('/alerts', { user: staff });
    expect(within(mainNav()).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});

describe('alerts bell (spec: Shell, bell with a badge of urgent alerts)', () => {
  it('links to /alerts and counts unread urgent alerts in its badge and its name', async () => {
    renderShell('/alerts', { unreadUrgent: 2 });

    const bell = await screen.findByRole('link', { name: 'Alerts, 2 unread urgent' });
    expect(bell).toHaveAttribute('href', '/alerts');
    expect(screen.getByTestId('alerts-badge')).toHaveTextContent('2');
  });

  it('hides the badge when nothing urgent is unread', async () => {
    const { fetchMock } = renderShell('/alerts', { unreadUrgent: 0 });

    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledWith('/api/alerts/summary', expect.anything());
    });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '/alerts');
    expect(screen.queryByTestId('alerts-badge')).not.toBeInTheDocument();
  });
});

describe('sidebar (spec: Shell, left sidebar)', () => {
  it('lists Dashboard, Structure Defense, Perimeter Defense, Manage Users, Alerts, Settings', async () => {
    renderShell('/alerts', { properties: four, selected: 'WD-1001' });

    const nav = await waitFor(() => {
      const found = sidebar();
      if (!found) throw new Error('no sidebar yet');
      return found;
    });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Structure Defense',
      'Perimeter Defense',
      'Manage Users',
      'Alerts',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Manage Users' })).toHaveAttribute(
      'href',
      '/manage-users',
    );
    expect(within(nav).getByRole('link', { name: 'Alerts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is hidden on the welcome screen (/ with no property selected)', async () => {
    renderShell('/', { properties: four });

    await within(mainNav()).findByRole('link', { name: 'Properties' });
    expect(sidebar()).not.toBeInTheDocument();
  });

  it('is hidden on /properties with no property selected', async () => {
    renderShell('/properties', { properties: four });

    await within(mainNav()).findByRole('link', { name: 'Properties' });
    expect(sidebar()).not.toBeInTheDocument();
  });

  it('shows on / once a property is selected', async () => {
    renderShell('/', { properties: four, selected: 'WD-1003' });

    await waitFor(() => {
      expect(sidebar()).toBeInTheDocument();
    });
    expect(within(sidebar()!).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each(['/account', '/subscription', '/payment-history'])(
    'highlights Settings on %s',
    async (path) => {
      renderShell(path, { properties: four, selected: 'WD-1001' });

      const settings = await within(
        await waitFor(() => sidebar() ?? Promise.reject(new Error('no sidebar'))),
      ).findByRole('link', { name: 'Settings' });
      expect(settings).toHaveAttribute('aria-current', 'page');
    },
  );
});

describe('map band and property bar (spec: Shell, map band)', () => {
  it("shows the map and the selected property's name and address", async () => {
    renderShell('/alerts', {
      properties: [property('WD-1001', { name: 'Malibu Residence', address: '1 Ocean Way' })],
      selected: 'WD-1001',
    });

    expect(await screen.findByText('Malibu Residence', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('1 Ocean Way', { selector: 'p' })).toBeInTheDocument();
    // The bar comes with the shell; the map's code follows it.
    expect(await screen.findByRole('region', { name: 'Property map' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Centre on property' })).toBeInTheDocument();
  });

  it('says no property is selected, with a way to choose one', async () => {
    renderShell('/alerts', { properties: four });

    expect(await screen.findByText('No property selected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a property' })).toHaveAttribute(
      'href',
      '/properties',
    );
  });

  it('is not on the welcome screen nor on the properties list', async () => {
    const { unmount } = renderShell('/', { properties: four });
    await within(mainNav()).findByRole('link', { name: 'Properties' });
    expect(screen.queryByRole('region', { name: 'Property map' })).not.toBeInTheDocument();
    unmount();

    renderShell('/properties', { properties: four, selected: 'WD-1001' });
    await within(mainNav()).findByRole('link', { name: 'Properties' });
    expect(screen.queryByRole('region', { name: 'Property map' })).not.toBeInTheDocument();
  });

  it('on /help replaces the map with a muted looping video', async () => {
    const { container } = renderShell('/help', { properties: four, selected: 'WD-1001' });

    expect(await screen.findByText('Property WD-1001', { selector: 'p' })).toBeInTheDocument();
    const video = await waitFor(() => {
      const found = container.querySelector('video');
      expect(found).not.toBeNull();
      return found;
    });
    expect(screen.queryByRole('region', { name: 'Property map' })).not.toBeInTheDocument();
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(video?.muted).toBe(true);
  });
});

describe('debug panel visibility (issue 3: demo mode and staff only; issue 36: system_configuration)', () => {
  const configurer = {
    ...staff,
    permissions: [...staff.permissions, 'system_configuration' as const],
  };

  it('shows to staff holding system_configuration in demo mode', async () => {
    renderShell('/alerts', { user: configurer, demoMode: true });

    expect(await screen.findByRole('region', { name: 'Debug panel' })).toBeInTheDocument();
  });

  it('does not show to staff without system_configuration', async () => {
    const { fetchMock } = renderShell('/alerts', { user: staff, demoMode: true });

    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledWith('/api/config', expect.anything());
    });
    await screen.findByText('No property selected');
    expect(screen.queryByRole('region', { name: 'Debug panel' })).not.toBeInTheDocument();
  });

  it('never shows to a customer, even in demo mode', async () => {
    const { fetchMock } = renderShell('/alerts', { user: customer, demoMode: true });

    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledWith('/api/config', expect.anything());
    });
    await screen.findByText('No property selected');
    expect(screen.queryByRole('region', { name: 'Debug panel' })).not.toBeInTheDocument();
  });

  it('does not show to staff outside demo mode', async () => {
    renderShell('/alerts', { user: configurer, demoMode: false });

    await screen.findByText('No property selected');
    expect(screen.queryByRole('region', { name: 'Debug panel' })).not.toBeInTheDocument();
  });
});
