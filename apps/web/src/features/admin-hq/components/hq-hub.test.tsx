import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { HqHub } from './hq-hub';

describe('HQ hub', { timeout: 20_000 }, () => {
  it('a failed search shows the error with Retry, which searches again', async () => {
    let down = true;
    const api = stubApi({
      'GET /api/admin/search': () =>
        down
          ? {
              status: 500,
              body: { error: { code: 'internal', message: 'Something went wrong on our side.' } },
            }
          : {
              body: {
                query: 'malibu',
                kinds: ['properties'],
                results: [
                  {
                    kind: 'properties',
                    id: '1',
                    title: 'Malibu Canyon Residence',
                    subtitle: '3700 Las Flores Canyon Rd',
                    panel_id: '1001',
                  },
                ],
              },
            },
    });
    const router = createMemoryRouter(
      [{ path: '/admin/embers-hq', element: <HqHub permissions={[]} /> }],
      {
        initialEntries: ['/admin/embers-hq?q=malibu'],
      },
    );
    const user = userEvent.setup();
    renderWithProviders(<RouterProvider router={router} />);

    expect(await screen.findByText('The search failed')).toBeVisible();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Search results' })).toHaveTextContent(
      'Malibu Canyon Residence',
    );
    expect(api.sent('GET /api/admin/search').at(-1)?.url.searchParams.get('q')).toBe('malibu');
  });
});
