import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { DocumentationGuide } from './documentation-guide';

describe('Documentation', () => {
  it('without the deployment settings the contacts fall back to the escalation ladder', async () => {
    const api = stubApi({
      'GET /api/config': { status: 500, body: { error: { code: 'internal', message: 'Down.' } } },
    });
    renderWithProviders(
      <MemoryRouter>
        <DocumentationGuide />
      </MemoryRouter>,
    );
    const contacts = screen.getByRole('region', { name: 'Support Contacts' });
    expect(within(contacts).getByRole('table', { name: 'Escalation levels' })).toHaveTextContent(
      'VP of Operations',
    );
    // Once the settings have failed to arrive, still no contact links.
    await expect.poll(() => api.sent('GET /api/config').length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(within(contacts).queryAllByRole('link')).toHaveLength(0);
  });
});
