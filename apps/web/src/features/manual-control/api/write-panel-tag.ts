import type { CommandStatus } from '@wildfire/shared';

import { api, withQuery } from '@/lib/api-client';

export interface TagWrite {
  tag: string;
  value: number;
}

/** The server stores the command and answers 202 at once; the panel acts on it later. */
export interface CommandReceipt {
  command_id: string;
  status: CommandStatus;
}

export const writePanelTag = (siteId: string, write: TagWrite) =>
  api.post<CommandReceipt>(withQuery('/scada/write', { site_id: siteId }), write);
