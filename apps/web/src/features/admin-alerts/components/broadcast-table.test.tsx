import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  emptyDeliveryCounts,
  MAIL_NOT_SENT,
  PUSH_NO_DEVICE,
  TEXT_NOT_SENT,
  type Broadcast,
  type DeliveryCounts,
} from '@wildfire/shared';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { BroadcastTable } from './broadcast-table';

const counts = (c: Partial<DeliveryCounts>): DeliveryCounts => ({ ...emptyDeliveryCounts(), ...c });

/** Sent to four people without a mail server or SMS gateway; one device of the four. */
const broadcast: Broadcast = {
  id: 7,
  created_at: '2026-11-27T18:00:00.000Z',
  completed_at: '2026-11-27T18:00:02.000Z',
  type: 'urgent',
  title: 'Evacuation warning for Malibu',
  message: 'Leave by Las Flores Canyon Road.',
  status: 'sent',
  recipients: 'all',
  recipient_count: 4,
  property: null,
  channels: ['email', 'sms', 'push'],
  sender: { id: 1, name: 'Alex Morgan' },
  deliveries: {
    in_app: counts({ delivered: 4 }),
    email: counts({ failed: 4 }),
    sms: counts({ failed: 4 }),
    push: counts({ sent: 1, failed: 3 }),
  },
  failure_reasons: {
    email: [{ reason: MAIL_NOT_SENT, count: 4 }],
    sms: [
      { reason: TEXT_NOT_SENT, count: 3 },
      { reason: 'No phone number on file.', count: 1 },
    ],
    push: [
      { reason: PUSH_NO_DEVICE, count: 2 },
      { reason: 'The push service at https://fcm.googleapis.com answered 503.', count: 1 },
    ],
  },
};

describe('the broadcast delivery table', () => {
  it('shows each channel’s counts, never Sent where nothing was sent, and why deliveries failed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BroadcastTable broadcasts={[broadcast]} />);
    await user.click(
      screen.getByRole('button', { name: 'View More: Evacuation warning for Malibu' }),
    );

    const details = screen.getByRole('table', {
      name: 'Delivery details of Evacuation warning for Malibu',
    });
    const row = (channel: string) =>
      within(within(details).getByRole('rowheader', { name: channel }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Pending, Sent, Delivered, Failed.
    expect(row('Email')).toEqual(['0', '0', '0', '4']);
    expect(row('Push')).toEqual(['0', '1', '0', '3']);

    const reasons = screen.getByRole('list', { name: 'Why deliveries failed' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Email, 4 people: ${MAIL_NOT_SENT}`,
      `SMS, 3 people: ${TEXT_NOT_SENT}`,
      'SMS, 1 person: No phone number on file.',
      `Push, 2 people: ${PUSH_NO_DEVICE}`,
      'Push, 1 person: The push service at https://fcm.googleapis.com answered 503.',
    ]);
  });

  it('a broadcast that failed nowhere lists no reasons', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <BroadcastTable
        broadcasts={[
          {
            ...broadcast,
            channels: [],
            deliveries: { in_app: counts({ delivered: 4 }) },
            failure_reasons: {},
          },
        ]}
      />,
    );
    await user.click(
      screen.getByRole('button', { name: 'View More: Evacuation warning for Malibu' }),
    );
    expect(screen.queryByRole('list', { name: 'Why deliveries failed' })).toBeNull();
  });
});
