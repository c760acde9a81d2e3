import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { AlertsBroadcasting } from './alerts-broadcasting';
import { CreateAlertModal } from './create-alert-modal';

const SLOW = { timeout: 20_000 };

const EMPTY_PAGE = { items: [], total: 0, page: 1, page_size: 100 };

const renderAt = (element: ReactElement) => renderScreen(element, '/admin/alerts', '*');

describe('Alert broadcasts', SLOW, () => {
  it('a failed load shows the error with Retry, which loads the list', async () => {
    let down = true;
    stubApi({
      'GET /api/admin/broadcasts': () =>
        down
          ? {
              status: 500,
              body: { error: { code: 'internal', message: 'Something went wrong on our side.' } },
            }
          : { body: EMPTY_PAGE },
      'GET /api/admin/broadcasts/senders': { body: { senders: [] } },
    });
    const user = userEvent.setup();
    renderAt(<AlertsBroadcasting canSend={false} />);
    expect(await screen.findByText('The alerts could not be loaded')).toBeVisible();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('0 alerts found')).toBeVisible();
  });

  it('a refused send keeps the form open with the reason', async () => {
    const api = stubApi({
      'GET /api/admin/broadcasts/audience': { body: { all_users: 4, properties: [] } },
      'GET /api/admin/broadcasts/recipients': { body: { ...EMPTY_PAGE, page_size: 10 } },
      'POST /api/admin/broadcasts': {
        status: 503,
        body: {
          error: { code: 'service_unavailable', message: 'The database is unavailable.' },
        },
      },
    });
    const user = userEvent.setup();
    renderAt(<CreateAlertModal opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Alert' });
    await within(dialog).findByText('Recipients: 4');
    await user.type(within(dialog).getByRole('textbox', { name: 'Alert Title' }), 'Will fail');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Alert Message' }),
      'The server refuses this one.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Alert' }));

    expect(await within(dialog).findByText('The database is unavailable.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Alert Title' })).toHaveValue('Will fail');
    expect(api.sent('POST /api/admin/broadcasts')).toHaveLength(1);
  });
});
