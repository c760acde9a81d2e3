import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { HelpPageCopy } from './help-page-copy';

describe('Help page copy from the CMS', () => {
  it('shows the published customer-help page copy, paragraph by paragraph', async () => {
    const api = stubApi({
      'GET /api/content/customer-help': {
        body: {
          slug: 'customer-help',
          title: 'Before fire season',
          type: 'page-copy',
          body: 'Check the panel reads Standby.\n\nKeep the tank full.',
          category: 'Customer Help',
          tags: [],
          published_at: '2026-01-01T00:00:00.000Z',
        },
      },
    });
    renderWithProviders(<HelpPageCopy />);
    const section = await screen.findByRole('region', { name: 'Before fire season' });
    expect(section).toHaveTextContent('Check the panel reads Standby.');
    expect(section).toHaveTextContent('Keep the tank full.');
    expect(api.sent('GET /api/content/customer-help')).toHaveLength(1);
  });

  it('shows nothing when no page copy is published (404)', async () => {
    const api = stubApi({});
    renderWithProviders(<HelpPageCopy />);
    await waitFor(() => {
      expect(api.sent('GET /api/content/customer-help')).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
