import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportOverview } from '@wildfire/shared';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { SupportDesk } from './support-desk';

const overview: SupportOverview = {
  open_total: 1,
  unassigned_open: 0,
  by_status: [{ status: 'New Response', count: 1 }],
  by_priority: [{ priority: 'High', count: 1 }],
  needing_reply: [],
  needing_reply_total: 0,
};

describe('Customer Support desk', { timeout: 20_000 }, () => {
  it('a failed load shows the error with Retry, which loads the desk', async () => {
    let down = true;
    stubApi({
      'GET /api/admin/support/overview': () =>
        down
          ? { status: 500, body: { error: { code: 'internal', message: 'Down.' } } }
          : { body: overview },
      'GET /api/admin/support/customers': {
        body: { items: [], total: 0, page: 1, page_size: 10 },
      },
    });
    const user = userEvent.setup();
    renderScreen(<SupportDesk />, '/admin/customer-support');
    expect(await screen.findByText('The support desk could not be loaded')).toBeVisible();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Open tickets by status' })).toBeVisible();
  });
});
