import type { CommandStatus } from '@wildfire/shared';

import type { Property } from '@/lib/site-data';
import { liveConnection } from '@/testing/stub-api';

export const malibu: Property = {
  id: 1,
  name: 'Malibu Canyon Residence',
  address: '3700 Las Flores Canyon Rd, Malibu, CA 90265',
  location: { latitude: 34.0437, longitude: -118.6382 },
  site_id: 'WD-1001',
  role: 'owner',
  status: 'Online',
  connection: liveConnection(),
  problems: [],
  system_status: 'STANDBY',
  service_provider: 'Canyon Fire Systems',
};

export const commandReply = (
  id: string,
  status: CommandStatus,
  extra: { tag?: string; value?: number; error?: string | null; sent_at?: string | null } = {},
) => ({
  body: {
    command_id: id,
    status,
    site_id: 'WD-1001',
    tag: extra.tag ?? 'HMI_SYSTEM_CMD',
    value: extra.value ?? 1,
    requested_at: new Date().toISOString(),
    // Set once the broker took the command; null when it could not be sent.
    sent_at: extra.sent_at === undefined ? new Date().toISOString() : extra.sent_at,
    completed_at: status === 'pending' ? null : new Date().toISOString(),
    error: extra.error ?? null,
  },
});
